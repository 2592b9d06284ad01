import { isVoivodeship } from '@emisja/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { useKycFieldError } from '../../hooks/use-kyc-field-error';
import { useKycOptions } from '../../hooks/use-kyc-options';
import type { TKycAddressValues, TKycFormValues } from '../../lib/kyc-form-values';
import { FieldGroup } from './field-group';
import { KycSelect } from './kyc-select';

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
  const { register, control, getValues, setValue } = useFormContext<TKycFormValues>();
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
        emptyLabel={t('kycForm.investor.notChosen')}
        isRequired
        autoComplete={autoComplete('country')}
        error={errorOf(name('country'))}
        onValueChange={(value) => {
          const region = getValues(name('voivodeship'));
          if (region !== '' && (value === 'PL') !== isVoivodeship(region)) setValue(name('voivodeship'), '');
        }}
      />
      <TextField
        label={t('kycForm.address.street')}
        hint={t('kycForm.address.streetHint')}
        maxLength={200}
        autoComplete={autoComplete('address-line1')}
        error={errorOf(name('street'))}
        {...register(name('street'))}
      />
      <div className="grid grid-cols-2 gap-x-5">
        <TextField
          label={t('kycForm.address.houseNo')}
          isRequired
          maxLength={200}
          autoComplete="off"
          error={errorOf(name('houseNo'))}
          {...register(name('houseNo'))}
        />
        <TextField
          label={t('kycForm.address.flatNo')}
          maxLength={200}
          autoComplete="off"
          error={errorOf(name('flatNo'))}
          {...register(name('flatNo'))}
        />
      </div>
      <TextField
        label={isPoland ? t('kycForm.address.zipCode') : t('kycForm.address.postalCode')}
        hint={isPoland ? t('kycForm.address.zipCodeHint') : undefined}
        isRequired={isPoland}
        maxLength={10}
        autoComplete={autoComplete('postal-code')}
        error={errorOf(name('zipCode'))}
        {...register(name('zipCode'))}
      />
      <TextField
        label={t('kycForm.address.city')}
        isRequired
        maxLength={200}
        autoComplete={autoComplete('address-level2')}
        error={errorOf(name('city'))}
        {...register(name('city'))}
      />
      {isPoland ? (
        <>
          <KycSelect
            name={name('voivodeship')}
            label={t('kycForm.address.voivodeship')}
            options={options.voivodeships}
            emptyLabel={t('kycForm.investor.notChosen')}
            isRequired
            error={errorOf(name('voivodeship'))}
          />
          <TextField
            label={t('kycForm.address.county')}
            isRequired
            maxLength={200}
            autoComplete="off"
            error={errorOf(name('county'))}
            {...register(name('county'))}
          />
          <TextField
            label={t('kycForm.address.commune')}
            isRequired
            maxLength={200}
            autoComplete="off"
            error={errorOf(name('commune'))}
            {...register(name('commune'))}
          />
        </>
      ) : (
        <TextField
          label={t('kycForm.address.region')}
          maxLength={200}
          autoComplete={autoComplete('address-level1')}
          error={errorOf(name('voivodeship'))}
          {...register(name('voivodeship'))}
        />
      )}
    </FieldGroup>
  );
}
