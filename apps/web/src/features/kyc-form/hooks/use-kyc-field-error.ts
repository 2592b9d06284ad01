import { get, useFormContext, type FieldError, type FieldErrors } from 'react-hook-form';
import { useFieldErrorText } from '@/lib/form-errors';
import type { TKycFormValues } from '../lib/kyc-form-values';

/**
 * The error on `path`: a field's own, or the one on a list as a whole ('sanctions' for the total,
 * 'company.representatives' for "nobody signs"), which react-hook-form keeps under `root` when rows have fields.
 */
export function errorAt(errors: FieldErrors, path: string): FieldError | undefined {
  const node = get(errors, path) as (FieldError & { root?: FieldError }) | undefined;
  if (!node) return undefined;
  if (typeof node.message === 'string' && node.message !== '') return node;
  return node.root?.message ? node.root : undefined;
}

/** The translated message of a questionnaire field, by its path ('residentialAddress.zipCode'), or undefined. */
export function useKycFieldError(): (path: string) => string | undefined {
  const { formState } = useFormContext<TKycFormValues>();
  const fieldErrorText = useFieldErrorText();
  const { errors } = formState;
  return (path) => fieldErrorText(errorAt(errors, path));
}
