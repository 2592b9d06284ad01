import { issuesToViolations, translateValidationMessage, type Language, type ValidationMessageKey } from '@emisja/shared';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Where a violation no field names is kept: `errors.root.form`, shown above the form's buttons. */
export const FORM_ROOT_ERROR = 'root.form';

/** A problem the form knows of before the schema reports it: a form field's path and its message key. */
export type TFieldIssue = { path: string; key: ValidationMessageKey; params?: Record<string, string | number> };

type BodySchemaResolverOptions<TValues> = {
  /** The request body the form's values stand for (numbers from texts, empty optional parts left out, ...). */
  toBody: (values: TValues) => unknown;
  /** The form field a violation of the body's property path belongs to; the same path unless told; null: the whole form. */
  fieldOf?: (propertyPath: string, values: TValues) => string | null;
  /** The interface language the messages are written in (read at each check). */
  language: () => Language;
  /**
   * Rules across fields the schema reports only once every field is valid on its own (an end date before the start): shown
   * together with the others, on fields without a message of their own.
   */
  crossFieldIssues?: (values: TValues) => TFieldIssue[];
};

/**
 * A react-hook-form resolver for forms whose values are not the request body itself (the back office's campaign and
 * branding forms): `toBody` builds the body, the request's shared schema checks it (the server's own rules), and each
 * violation goes on the form field its path names, translated with its limits (`issuesToViolations`), one per field. The
 * submit handler receives the schema's output: the body as the server reads it.
 */
export function bodySchemaResolver<TValues extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema,
  { toBody, fieldOf = (path) => path, language, crossFieldIssues = () => [] }: BodySchemaResolverOptions<TValues>,
): Resolver<TValues, unknown, z.output<TSchema>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(toBody(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const violation of issuesToViolations(result.error.issues, language())) {
      const field = fieldOf(violation.propertyPath, values) ?? FORM_ROOT_ERROR;
      errors[field] ??= { type: violation.code, message: violation.title };
    }
    for (const issue of crossFieldIssues(values)) {
      errors[issue.path] ??= { type: issue.key, message: translateValidationMessage(issue.key, language(), issue.params) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
