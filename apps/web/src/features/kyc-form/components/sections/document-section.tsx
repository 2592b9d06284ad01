import { KYC_TEXT_MAX_LENGTH } from '@emisja/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { useKycFieldError } from '../../hooks/use-kyc-field-error';
import { useKycOptions } from '../../hooks/use-kyc-options';
import type { TKycFormValues } from '../../lib/kyc-form-values';
import { CheckboxField } from '../fields/checkbox-field';
import { FieldGroup } from '../fields/field-group';
import { KycSelect } from '../fields/kyc-select';
import { KycTextField } from '../fields/kyc-bound-fields';

/** Section 2: the identity document; it must be valid for at least 7 more days, unless it is valid indefinitely (spec 5). */
export function DocumentSection() {
  const { t } = useTranslation();
  const options = useKycOptions();
  const errorOf = useKycFieldError();
  const { register, control } = useFormContext<TKycFormValues>();
  const isIndefinite = useWatch({ control, name: 'documentIndefinite' });
  return (
    <FieldGroup legend={t('kycForm.document.legend')}>
      <KycSelect label={t('kycForm.document.documentType')} options={options.documentTypes} isRequired name="documentType" />
      <KycTextField
        name="documentNo"
        label={t('kycForm.document.documentNo')}
        isRequired
        maxLength={KYC_TEXT_MAX_LENGTH}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <div className="space-y-3">
        <TextField
          label={t('kycForm.document.documentExpiryDate')}
          type="date"
          isRequired={!isIndefinite}
          disabled={isIndefinite}
          max="9999-12-31"
          error={isIndefinite ? undefined : errorOf('documentExpiryDate')}
          {...register('documentExpiryDate')}
        />
        <CheckboxField
          label={t('kycForm.document.documentIndefinite')}
          registration={register('documentIndefinite')}
          error={errorOf('documentIndefinite')}
        />
      </div>
      <KycSelect label={t('kycForm.document.documentCountry')} options={options.countries} isRequired name="documentCountry" />
    </FieldGroup>
  );
}
