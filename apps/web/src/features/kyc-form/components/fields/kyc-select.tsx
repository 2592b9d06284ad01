import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ControlledSelectField } from '@/components/ui/bound-fields';
import { useKycFieldError } from '../../hooks/use-kyc-field-error';
import type { TKycFormValues } from '../../lib/kyc-form-values';

type KycSelectProps = Omit<ComponentProps<typeof ControlledSelectField<TKycFormValues>>, 'error' | 'emptyLabel'> & {
  error?: string | undefined;
};

/**
 * A select of the questionnaire, controlled (as the advisor form's): the loaded draft's value is always what it shows,
 * whatever the DOM's initial selection says while the form mounts. Its message is the field's own unless `error` says.
 * Every select of the questionnaire starts at "not chosen": an answer is what the investor picks, never a default.
 */
export function KycSelect({ name, error, ...props }: KycSelectProps) {
  const { t } = useTranslation();
  const errorOf = useKycFieldError();
  return (
    <ControlledSelectField<TKycFormValues>
      {...props}
      name={name}
      emptyLabel={t('kycForm.investor.notChosen')}
      error={error ?? errorOf(name)}
    />
  );
}
