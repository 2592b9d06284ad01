import { KYC_MAX_CRS_TAX_RESIDENCIES } from '@emisja/shared';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useKycFieldError } from '../../hooks/use-kyc-field-error';
import { useKycOptions } from '../../hooks/use-kyc-options';
import type { TKycFormValues } from '../../lib/kyc-form-values';
import { FieldGroup } from '../fields/field-group';
import { RadioGroupField } from '../fields/radio-group-field';
import { useYesNoOptions } from '../../hooks/use-yes-no-options';
import { KycSelect } from '../fields/kyc-select';
import { KycTextField } from '../fields/kyc-bound-fields';

/**
 * Section 4: tax residence (for Poland the tax office, the tax number optional), FATCA (a US person gives a US TIN), the
 * CRS residences besides the main one, and for a person the marital status (the property regime when married).
 */
export function TaxSection() {
  const { t } = useTranslation();
  const options = useKycOptions();
  const yesNo = useYesNoOptions();
  const errorOf = useKycFieldError();
  const { register, control } = useFormContext<TKycFormValues>();
  const [taxCountry, usPerson, maritalStatus, investorType] = useWatch({
    control,
    name: ['countryOfTaxResidence', 'fatca.usPerson', 'maritalStatus', 'investorType'],
  });
  const residences = useFieldArray({ control, name: 'crsTaxResidencies' });
  const isCompany = investorType === 'company';
  const isPoland = taxCountry === 'PL';
  const isOtherCountry = taxCountry !== '' && !isPoland;

  return (
    <div className="space-y-8">
      <FieldGroup legend={t('kycForm.tax.residenceLegend')}>
        <KycSelect
          label={t('kycForm.tax.countryOfTaxResidence')}
          options={options.countries}
          emptyLabel={t('kycForm.investor.notChosen')}
          isRequired
          name="countryOfTaxResidence"
        />
        <KycTextField
          name="taxNumberIdentification"
          label={t('kycForm.tax.taxNumberIdentification')}
          hint={isPoland ? t('kycForm.tax.taxNumberHintPoland') : undefined}
          isRequired={isOtherCountry}
          maxLength={200}
          autoComplete="off"
        />
        <KycTextField
          name="taxOffice"
          label={t('kycForm.tax.taxOffice')}
          isRequired={isPoland}
          maxLength={200}
          autoComplete="off"
          className="sm:col-span-2"
        />
      </FieldGroup>

      <FieldGroup legend={t('kycForm.tax.fatcaLegend')}>
        <RadioGroupField
          className="sm:col-span-2"
          legend={isCompany ? t('kycForm.tax.usPersonCompany') : t('kycForm.tax.usPerson')}
          hint={t('kycForm.tax.usPersonHint')}
          options={yesNo}
          registration={register('fatca.usPerson')}
          error={errorOf('fatca.usPerson')}
          isRequired
          data-testid="kyc-us-person"
        />
        {usPerson === 'yes' && (
          <KycTextField
            name="fatca.usTin"
            label={t('kycForm.tax.usTin')}
            hint={t('kycForm.tax.usTinHint')}
            isRequired
            maxLength={11}
            autoComplete="off"
          />
        )}
      </FieldGroup>

      <fieldset className="min-w-0 space-y-4" data-testid="kyc-crs">
        <legend className="text-base font-semibold text-gray-900">{t('kycForm.tax.crsLegend')}</legend>
        <p className="-mt-2 text-sm text-gray-600">{t('kycForm.tax.crsDescription')}</p>
        {residences.fields.length === 0 && <p className="text-sm text-gray-500">{t('kycForm.tax.noCrs')}</p>}
        <ol className="space-y-4">
          {residences.fields.map((row, index) => {
            const number = index + 1;
            return (
              <li key={row.id} className="rounded-md p-4 ring-1 ring-gray-200">
                <fieldset className="min-w-0">
                  <legend className="text-sm font-semibold text-gray-900">{t('kycForm.tax.crsResidence', { number })}</legend>
                  <div className="mt-3 grid grid-cols-1 gap-x-5 gap-y-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
                    <KycSelect
                      label={t('kycForm.tax.crsCountry')}
                      options={options.countries}
                      emptyLabel={t('kycForm.investor.notChosen')}
                      isRequired
                      name={`crsTaxResidencies.${index}.country`}
                    />
                    <KycTextField
                      name={`crsTaxResidencies.${index}.tin`}
                      label={t('kycForm.tax.crsTin')}
                      isRequired
                      maxLength={200}
                      autoComplete="off"
                    />
                    <Button variant="secondary" className="sm:mt-7" onClick={() => residences.remove(index)}>
                      {t('kycForm.tax.removeCrs', { number })}
                    </Button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        {residences.fields.length < KYC_MAX_CRS_TAX_RESIDENCIES && (
          <Button variant="secondary" onClick={() => residences.append({ country: '', tin: '' })}>
            {t('kycForm.tax.addCrs')}
          </Button>
        )}
      </fieldset>

      {!isCompany && (
        <FieldGroup legend={t('kycForm.tax.familyLegend')}>
          <KycSelect
            label={t('kycForm.tax.maritalStatus')}
            options={options.maritalStatuses}
            emptyLabel={t('kycForm.investor.notChosen')}
            isRequired
            name="maritalStatus"
          />
          {maritalStatus === 'Married' && (
            <KycSelect
              label={t('kycForm.tax.propertyRegime')}
              options={options.propertyRegimes}
              emptyLabel={t('kycForm.investor.notChosen')}
              isRequired
              name="propertyRegime"
            />
          )}
        </FieldGroup>
      )}
    </div>
  );
}
