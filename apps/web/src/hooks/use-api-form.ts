import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerError } from '@/lib/form-errors';

type ApiFormOptions<TSchema extends z.ZodType<FieldValues, FieldValues>> = {
  /** The request's shared schema (or the part of it the form asks for): the same rules as the server's. */
  schema: TSchema;
  defaultValues: DefaultValues<z.input<TSchema>>;
  /** The fields the server's violations may name: those go on the field, anything else above the submit button. */
  serverFields: readonly Path<z.input<TSchema>>[];
  /** Sends the valid values; a failure it throws becomes the form's messages. */
  onValid: (values: z.output<TSchema>) => Promise<void>;
};

/**
 * A form that sends one request (login, password, 2FA, e-mail link forms): react-hook-form with the shared zod schema, and
 * the server's failure put where it belongs (lib/form-errors: violations on their fields, the rest as the form's message).
 * `status` (the form's message and whether it is being sent) is what `<FormSubmit {...status} label=... />` shows.
 */
export function useApiForm<TSchema extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  serverFields,
  onValid,
}: ApiFormOptions<TSchema>) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    // zodResolver types its answer from the schema's own type; for a schema known only as TSchema that needs saying.
    resolver: zodResolver(schema) as unknown as Resolver<z.input<TSchema>, unknown, z.output<TSchema>>,
    defaultValues,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onValid(values);
    } catch (error) {
      setFormError(applyServerError(error, { fields: serverFields, setError: form.setError, t }));
    }
  });
  // Read here, where the form lives, so that the form re-renders when sending starts and ends.
  const status = { error: formError, isSubmitting: form.formState.isSubmitting };
  return { form, onSubmit, status };
}
