import type { ComponentProps } from 'react';
import { useFormContext, type Path } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { useKycFieldError } from '../../hooks/use-kyc-field-error';
import type { TKycFormValues } from '../../lib/kyc-form-values';
import { TextAreaField } from './text-area-field';

type BoundProps<TField> = Omit<TField, 'name' | 'error'> & { name: Path<TKycFormValues> };

/** A text answer of the questionnaire bound by its path: registered with the form, its translated message shown. */
export function KycTextField({ name, ...props }: BoundProps<ComponentProps<typeof TextField>>) {
  const { register } = useFormContext<TKycFormValues>();
  const errorOf = useKycFieldError();
  return <TextField {...props} error={errorOf(name)} {...register(name)} />;
}

/** A long text answer of the questionnaire bound by its path, as KycTextField. */
export function KycTextAreaField({ name, ...props }: BoundProps<ComponentProps<typeof TextAreaField>>) {
  const { register } = useFormContext<TKycFormValues>();
  const errorOf = useKycFieldError();
  return <TextAreaField {...props} error={errorOf(name)} {...register(name)} />;
}
