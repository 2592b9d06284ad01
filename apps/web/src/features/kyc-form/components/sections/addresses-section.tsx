import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TKycFormValues } from '../../lib/kyc-form-values';
import { AddressFields } from '../fields/address-fields';
import { CheckboxField } from '../fields/checkbox-field';

/** Section 3: the residential address and the mailing address, "same as residential" by default (then null in the draft). */
export function AddressesSection() {
  const { t } = useTranslation();
  const { register, control } = useFormContext<TKycFormValues>();
  const isSame = useWatch({ control, name: 'isMailingSameAsResidential' });
  return (
    <div className="space-y-8">
      <AddressFields
        path="residentialAddress"
        legend={t('kycForm.address.residentialLegend')}
        data-testid="kyc-residential-address"
      />
      <div className="space-y-6">
        <CheckboxField
          label={t('kycForm.address.sameAsResidential')}
          registration={register('isMailingSameAsResidential')}
          data-testid="kyc-mailing-same"
        />
        {!isSame && (
          <AddressFields path="mailingAddress" legend={t('kycForm.address.mailingLegend')} data-testid="kyc-mailing-address" />
        )}
      </div>
    </div>
  );
}
