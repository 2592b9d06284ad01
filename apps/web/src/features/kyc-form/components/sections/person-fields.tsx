import { KYC_TEXT_MAX_LENGTH } from '@emisja/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useKycOptions } from '../../hooks/use-kyc-options';
import type { TKycFormValues } from '../../lib/kyc-form-values';
import { FieldGroup } from '../fields/field-group';
import { KycSelect } from '../fields/kyc-select';
import { KycTextField } from '../fields/kyc-bound-fields';

/**
 * The natural person filling in the form (docs/decisions/030): the investor, or for a company its representative. The
 * PESEL is required for Polish nationals and must match the birth date when given.
 */
export function PersonFields({ legend }: { legend: string }) {
  const { t } = useTranslation();
  const options = useKycOptions();
  const { control } = useFormContext<TKycFormValues>();
  const isPolish = useWatch({ control, name: 'nationality' }) === 'PL';
  return (
    <FieldGroup legend={legend} data-testid="kyc-person">
      <KycSelect
        label={t('kycForm.investor.title')}
        options={options.titles}
        isRequired
        autoComplete="honorific-prefix"
        name="title"
      />
      <KycTextField
        name="firstName"
        label={t('kycForm.investor.firstName')}
        isRequired
        maxLength={KYC_TEXT_MAX_LENGTH}
        autoComplete="given-name"
      />
      <KycTextField
        name="middleName"
        label={t('kycForm.investor.middleName')}
        maxLength={KYC_TEXT_MAX_LENGTH}
        autoComplete="additional-name"
      />
      <KycTextField
        name="surname"
        label={t('kycForm.investor.surname')}
        isRequired
        maxLength={KYC_TEXT_MAX_LENGTH}
        autoComplete="family-name"
      />
      <KycTextField
        name="birthDay"
        label={t('kycForm.investor.birthDay')}
        type="date"
        isRequired
        max="9999-12-31"
        autoComplete="bday"
      />
      <KycTextField
        name="birthPlace"
        label={t('kycForm.investor.birthPlace')}
        isRequired
        maxLength={KYC_TEXT_MAX_LENGTH}
        autoComplete="off"
      />
      <KycSelect label={t('kycForm.investor.countryOfBirth')} options={options.countries} isRequired name="countryOfBirth" />
      <KycSelect label={t('kycForm.investor.nationality')} options={options.countries} isRequired name="nationality" />
      <KycTextField
        name="identificationNo"
        label={t('kycForm.investor.identificationNo')}
        hint={t('kycForm.investor.identificationNoHint')}
        isRequired={isPolish}
        inputMode="numeric"
        maxLength={11}
        autoComplete="off"
      />
      <KycTextField
        name="phoneNo"
        label={t('kycForm.investor.phoneNo')}
        hint={t('kycForm.investor.phoneHint')}
        type="tel"
        isRequired
        maxLength={KYC_TEXT_MAX_LENGTH}
        autoComplete="tel"
      />
      <KycTextField
        name="fathersName"
        label={t('kycForm.investor.fathersName')}
        isRequired
        maxLength={KYC_TEXT_MAX_LENGTH}
        autoComplete="off"
      />
      <KycTextField
        name="mothersName"
        label={t('kycForm.investor.mothersName')}
        isRequired
        maxLength={KYC_TEXT_MAX_LENGTH}
        autoComplete="off"
      />
    </FieldGroup>
  );
}
