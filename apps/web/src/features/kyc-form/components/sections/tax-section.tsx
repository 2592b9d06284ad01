import { KYC_MAX_CRS_TAX_RESIDENCIES, KYC_TEXT_MAX_LENGTH } from '@emisja/shared';
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
import { RowList, RowListItem } from '../fields/row-list';

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
          isRequired
          name="countryOfTaxResidence"
        />
        <KycTextField
          name="taxNumberIdentification"
          label={t('kycForm.tax.taxNumberIdentification')}
          hint={isPoland ? t('kycForm.tax.taxNumberHintPoland') : undefined}
          isRequired={isOtherCountry}
          maxLength={KYC_TEXT_MAX_LENGTH}
          autoComplete="off"
        />
        <KycTextField
          name="taxOffice"
          label={t('kycForm.tax.taxOffice')}
          isRequired={isPoland}
          maxLength={KYC_TEXT_MAX_LENGTH}
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

      <RowList
        legend={t('kycForm.tax.crsLegend')}
        description={t('kycForm.tax.crsDescription')}
        emptyText={t('kycForm.tax.noCrs')}
        isEmpty={residences.fields.length === 0}
        canAdd={residences.fields.length < KYC_MAX_CRS_TAX_RESIDENCIES}
        addLabel={t('kycForm.tax.addCrs')}
        onAdd={() => residences.append({ country: '', tin: '' })}
        data-testid="kyc-crs"
      >
        {residences.fields.map((row, index) => {
          const number = index + 1;
          return (
            <RowListItem key={row.id} legend={t('kycForm.tax.crsResidence', { number })}>
              <div className="mt-3 grid grid-cols-1 gap-x-5 gap-y-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
                <KycSelect
                  label={t('kycForm.tax.crsCountry')}
                  options={options.countries}
                  isRequired
                  name={`crsTaxResidencies.${index}.country`}
                />
                <KycTextField
                  name={`crsTaxResidencies.${index}.tin`}
                  label={t('kycForm.tax.crsTin')}
                  isRequired
                  maxLength={KYC_TEXT_MAX_LENGTH}
                  autoComplete="off"
                />
                <Button variant="secondary" className="sm:mt-7" onClick={() => residences.remove(index)}>
                  {t('kycForm.tax.removeCrs', { number })}
                </Button>
              </div>
            </RowListItem>
          );
        })}
      </RowList>

      {!isCompany && (
        <FieldGroup legend={t('kycForm.tax.familyLegend')}>
          <KycSelect label={t('kycForm.tax.maritalStatus')} options={options.maritalStatuses} isRequired name="maritalStatus" />
          {maritalStatus === 'Married' && (
            <KycSelect
              label={t('kycForm.tax.propertyRegime')}
              options={options.propertyRegimes}
              isRequired
              name="propertyRegime"
            />
          )}
        </FieldGroup>
      )}
    </div>
  );
}
