import { KYC_MAX_CRS_TAX_RESIDENCIES } from '@emisja/shared';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useKycFieldError } from '../../hooks/use-kyc-field-error';
import { useKycOptions } from '../../hooks/use-kyc-options';
import type { TKycFormValues } from '../../lib/kyc-form-values';
import { FieldGroup } from '../fields/field-group';
import { RadioGroupField } from '../fields/radio-group-field';
import { useYesNoOptions } from '../../hooks/use-yes-no-options';
import { KycSelect } from '../fields/kyc-select';

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
          error={errorOf('countryOfTaxResidence')}
          name="countryOfTaxResidence"
        />
        <TextField
          label={t('kycForm.tax.taxNumberIdentification')}
          hint={isPoland ? t('kycForm.tax.taxNumberHintPoland') : undefined}
          isRequired={isOtherCountry}
          maxLength={200}
          autoComplete="off"
          error={errorOf('taxNumberIdentification')}
          {...register('taxNumberIdentification')}
        />
        <TextField
          label={t('kycForm.tax.taxOffice')}
          isRequired={isPoland}
          maxLength={200}
          autoComplete="off"
          className="sm:col-span-2"
          error={errorOf('taxOffice')}
          {...register('taxOffice')}
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
          <TextField
            label={t('kycForm.tax.usTin')}
            hint={t('kycForm.tax.usTinHint')}
            isRequired
            maxLength={11}
            autoComplete="off"
            error={errorOf('fatca.usTin')}
            {...register('fatca.usTin')}
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
                      error={errorOf(`crsTaxResidencies.${index}.country`)}
                      name={`crsTaxResidencies.${index}.country`}
                    />
                    <TextField
                      label={t('kycForm.tax.crsTin')}
                      isRequired
                      maxLength={200}
                      autoComplete="off"
                      error={errorOf(`crsTaxResidencies.${index}.tin`)}
                      {...register(`crsTaxResidencies.${index}.tin`)}
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
            error={errorOf('maritalStatus')}
            name="maritalStatus"
          />
          {maritalStatus === 'Married' && (
            <KycSelect
              label={t('kycForm.tax.propertyRegime')}
              options={options.propertyRegimes}
              emptyLabel={t('kycForm.investor.notChosen')}
              isRequired
              error={errorOf('propertyRegime')}
              name="propertyRegime"
            />
          )}
        </FieldGroup>
      )}
    </div>
  );
}
