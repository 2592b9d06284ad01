import type { ComponentProps } from 'react';
import { useFormContext, type Path } from 'react-hook-form';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useKycFieldError } from '../../hooks/use-kyc-field-error';
import type { TKycFormValues } from '../../lib/kyc-form-values';

type BoundProps<TField> = Omit<TField, 'name' | 'error'> & { name: Path<TKycFormValues> };

/** A text answer of the questionnaire bound by its path: registered with the form, its translated message shown. */
export function KycTextField({ name, ...props }: BoundProps<ComponentProps<typeof TextField>>) {
  const { register } = useFormContext<TKycFormValues>();
  const errorOf = useKycFieldError();
  return <TextField {...props} error={errorOf(name)} {...register(name)} />;
}

/** A long text answer of the questionnaire bound by its path, as KycTextField; three lines unless `rows` says. */
export function KycTextAreaField({ name, rows = 3, ...props }: BoundProps<ComponentProps<typeof TextAreaField>>) {
  const { register } = useFormContext<TKycFormValues>();
  const errorOf = useKycFieldError();
  return <TextAreaField {...props} rows={rows} error={errorOf(name)} {...register(name)} />;
}
