import type { ComponentProps } from 'react';
import { ControlledSelectField } from '@/components/ui/bound-fields';
import { useKycFieldError } from '../../hooks/use-kyc-field-error';
import type { TKycFormValues } from '../../lib/kyc-form-values';

type KycSelectProps = Omit<ComponentProps<typeof ControlledSelectField<TKycFormValues>>, 'error'> & {
  error?: string | undefined;
};

/**
 * A select of the questionnaire, controlled (as the advisor form's): the loaded draft's value is always what it shows,
 * whatever the DOM's initial selection says while the form mounts. Its message is the field's own unless `error` says.
 */
export function KycSelect({ name, error, ...props }: KycSelectProps) {
  const errorOf = useKycFieldError();
  return <ControlledSelectField<TKycFormValues> {...props} name={name} error={error ?? errorOf(name)} />;
}
