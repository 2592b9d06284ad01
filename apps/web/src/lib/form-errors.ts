import { ERROR_LABELS, translateValidationMessage } from '@emisja/shared';
import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-error';
import { errorMessage, violationMessage } from './error-messages';
import { currentLanguage } from './i18n';

// Form messages: the shared schemas carry validation keys (packages/shared/src/validation/messages.ts), translated here; the
// server's violations (product-decisions section 6) go on the field they name, already in the user's language.

/** The text of a field's error in the interface language, or undefined when the field is fine. */
export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (error) => (error?.message ? translateValidationMessage(error.message, language) : undefined);
}

/**
 * Puts the server's violations on the form's fields and returns the message for the whole form (spec section 8), or null
 * when every problem sits on a field already.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  { fields, setError, t }: { fields: readonly Path<T>[]; setError: UseFormSetError<T>; t: TFunction },
): string | null {
  if (!(error instanceof ApiError)) return errorMessage(error, t);
  const onFields = error.violations.filter((violation) => (fields as readonly string[]).includes(violation.propertyPath));
  for (const violation of onFields) {
    setError(violation.propertyPath as Path<T>, { type: 'server', message: violation.title });
  }
  const isAllOnFields = onFields.length > 0 && onFields.length === error.violations.length;
  return isAllOnFields && error.label === 'error.validation' ? null : errorMessage(error, t);
}

/**
 * For forms with many fields (the advisor form): each violation goes on the field its property path starts with
 * (`brokerNetworkIds.0` -> brokerNetworkIds), the first such field taking the focus. Returns the messages for the whole
 * form: each other violation as "capitalised property path + title" (spec section 5), or, for a failure without violations
 * or with a label of its own, the message of spec section 8. Empty when every problem sits on a field.
 */
export function applyServerViolations<T extends FieldValues>(
  error: unknown,
  { fields, setError, t }: { fields: readonly Path<T>[]; setError: UseFormSetError<T>; t: TFunction },
): string[] {
  return applyServerViolationsAt(error, {
    fieldOf: (propertyPath) => {
      const [first = ''] = propertyPath.split(/[.[]/);
      return (fields as readonly string[]).includes(first) ? (first as Path<T>) : null;
    },
    setError,
    t,
  });
}

/**
 * For forms with nested fields (a campaign's `products.1.currency`, `documents.0.assetId`): `fieldOf` names the form field
 * a violation's property path belongs to (null: none), the first such field taking the focus. Returns the form's messages
 * as applyServerViolations does.
 */
export function applyServerViolationsAt<T extends FieldValues>(
  error: unknown,
  { fieldOf, setError, t }: { fieldOf: (propertyPath: string) => Path<T> | null; setError: UseFormSetError<T>; t: TFunction },
): string[] {
  if (!(error instanceof ApiError) || error.violations.length === 0) return [errorMessage(error, t)];
  const others: string[] = [];
  let isFocused = false;
  for (const violation of error.violations) {
    const field = fieldOf(violation.propertyPath);
    if (field === null) {
      others.push(violationMessage(violation));
      continue;
    }
    setError(field, { type: 'server', message: violation.title }, { shouldFocus: !isFocused });
    isFocused = true;
  }
  if (others.length > 0) return others;
  return error.label === ERROR_LABELS.validation ? [] : [errorMessage(error, t)];
}
