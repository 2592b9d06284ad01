import { isVoivodeship, KYC_TEXT_MAX_LENGTH, KYC_ZIP_CODE_MAX_LENGTH } from '@emisja/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useKycFieldError } from '../../hooks/use-kyc-field-error';
import { useKycOptions } from '../../hooks/use-kyc-options';
import type { TKycAddressValues, TKycFormValues } from '../../lib/kyc-form-values';
import { FieldGroup } from './field-group';
import { KycSelect } from './kyc-select';
import { KycTextField } from './kyc-bound-fields';

export type TKycAddressPath = 'residentialAddress' | 'mailingAddress' | 'company.registeredAddress';

/** The browser may fill in the investor's own addresses; a company's address is someone else's. */
const AUTOCOMPLETE_SECTION: Record<TKycAddressPath, string | null> = {
  residentialAddress: 'section-residential',
  mailingAddress: 'section-mailing',
  'company.registeredAddress': null,
};

/**
 * An address of the questionnaire (docs/decisions/030): for Poland the voivodeship (a select of the 16), county, commune
 * and a `NN-NNN` zip code are required; abroad the region is free text and the postal code optional. The street may be
 * empty (villages address by house number). Changing the country between Poland and abroad clears a region that no longer
 * fits.
 */
export function AddressFields({
  path,
  legend,
  'data-testid': testId,
}: {
  path: TKycAddressPath;
  legend: string;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const options = useKycOptions();
  const errorOf = useKycFieldError();
  const { control, getValues, setValue } = useFormContext<TKycFormValues>();
  const country = useWatch({ control, name: `${path}.country` });
  const isPoland = country === 'PL';
  const name = (field: keyof TKycAddressValues) => `${path}.${field}` as const;
  const section = AUTOCOMPLETE_SECTION[path];
  const autoComplete = (token: string) => (section ? `${section} ${token}` : 'off');

  return (
    <FieldGroup legend={legend} data-testid={testId}>
      <KycSelect
        name={name('country')}
        label={t('kycForm.address.country')}
        options={options.countries}
        isRequired
        autoComplete={autoComplete('country')}
        error={errorOf(name('country'))}
        onValueChange={(value) => {
          const region = getValues(name('voivodeship'));
          if (region !== '' && (value === 'PL') !== isVoivodeship(region)) setValue(name('voivodeship'), '');
        }}
      />
      <KycTextField
        name={name('street')}
        label={t('kycForm.address.street')}
        hint={t('kycForm.address.streetHint')}
        maxLength={KYC_TEXT_MAX_LENGTH}
        autoComplete={autoComplete('address-line1')}
      />
      <div className="grid grid-cols-2 gap-x-5">
        <KycTextField
          name={name('houseNo')}
          label={t('kycForm.address.houseNo')}
          isRequired
          maxLength={KYC_TEXT_MAX_LENGTH}
          autoComplete="off"
        />
        <KycTextField
          name={name('flatNo')}
          label={t('kycForm.address.flatNo')}
          maxLength={KYC_TEXT_MAX_LENGTH}
          autoComplete="off"
        />
      </div>
      <KycTextField
        name={name('zipCode')}
        label={isPoland ? t('kycForm.address.zipCode') : t('kycForm.address.postalCode')}
        hint={isPoland ? t('kycForm.address.zipCodeHint') : undefined}
        isRequired={isPoland}
        maxLength={KYC_ZIP_CODE_MAX_LENGTH}
        autoComplete={autoComplete('postal-code')}
      />
      <KycTextField
        name={name('city')}
        label={t('kycForm.address.city')}
        isRequired
        maxLength={KYC_TEXT_MAX_LENGTH}
        autoComplete={autoComplete('address-level2')}
      />
      {isPoland ? (
        <>
          <KycSelect
            name={name('voivodeship')}
            label={t('kycForm.address.voivodeship')}
            options={options.voivodeships}
            isRequired
            error={errorOf(name('voivodeship'))}
          />
          <KycTextField
            name={name('county')}
            label={t('kycForm.address.county')}
            isRequired
            maxLength={KYC_TEXT_MAX_LENGTH}
            autoComplete="off"
          />
          <KycTextField
            name={name('commune')}
            label={t('kycForm.address.commune')}
            isRequired
            maxLength={KYC_TEXT_MAX_LENGTH}
            autoComplete="off"
          />
        </>
      ) : (
        <KycTextField
          name={name('voivodeship')}
          label={t('kycForm.address.region')}
          maxLength={KYC_TEXT_MAX_LENGTH}
          autoComplete={autoComplete('address-level1')}
        />
      )}
    </FieldGroup>
  );
}
