import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { useKycFieldError } from '../../hooks/use-kyc-field-error';
import { useKycOptions } from '../../hooks/use-kyc-options';
import type { TKycFormValues } from '../../lib/kyc-form-values';
import { FieldGroup } from '../fields/field-group';
import { KycSelect } from '../fields/kyc-select';

/**
 * The natural person filling in the form (docs/decisions/030): the investor, or for a company its representative. The
 * PESEL is required for Polish nationals and must match the birth date when given.
 */
export function PersonFields({ legend }: { legend: string }) {
  const { t } = useTranslation();
  const options = useKycOptions();
  const errorOf = useKycFieldError();
  const { register, control } = useFormContext<TKycFormValues>();
  const isPolish = useWatch({ control, name: 'nationality' }) === 'PL';
  return (
    <FieldGroup legend={legend} data-testid="kyc-person">
      <KycSelect
        label={t('kycForm.investor.title')}
        options={options.titles}
        emptyLabel={t('kycForm.investor.notChosen')}
        isRequired
        autoComplete="honorific-prefix"
        error={errorOf('title')}
        name="title"
      />
      <TextField
        label={t('kycForm.investor.firstName')}
        isRequired
        maxLength={200}
        autoComplete="given-name"
        error={errorOf('firstName')}
        {...register('firstName')}
      />
      <TextField
        label={t('kycForm.investor.middleName')}
        maxLength={200}
        autoComplete="additional-name"
        error={errorOf('middleName')}
        {...register('middleName')}
      />
      <TextField
        label={t('kycForm.investor.surname')}
        isRequired
        maxLength={200}
        autoComplete="family-name"
        error={errorOf('surname')}
        {...register('surname')}
      />
      <TextField
        label={t('kycForm.investor.birthDay')}
        type="date"
        isRequired
        max="9999-12-31"
        autoComplete="bday"
        error={errorOf('birthDay')}
        {...register('birthDay')}
      />
      <TextField
        label={t('kycForm.investor.birthPlace')}
        isRequired
        maxLength={200}
        autoComplete="off"
        error={errorOf('birthPlace')}
        {...register('birthPlace')}
      />
      <KycSelect
        label={t('kycForm.investor.countryOfBirth')}
        options={options.countries}
        emptyLabel={t('kycForm.investor.notChosen')}
        isRequired
        error={errorOf('countryOfBirth')}
        name="countryOfBirth"
      />
      <KycSelect
        label={t('kycForm.investor.nationality')}
        options={options.countries}
        emptyLabel={t('kycForm.investor.notChosen')}
        isRequired
        error={errorOf('nationality')}
        name="nationality"
      />
      <TextField
        label={t('kycForm.investor.identificationNo')}
        hint={t('kycForm.investor.identificationNoHint')}
        isRequired={isPolish}
        inputMode="numeric"
        maxLength={11}
        autoComplete="off"
        error={errorOf('identificationNo')}
        {...register('identificationNo')}
      />
      <TextField
        label={t('kycForm.investor.phoneNo')}
        hint={t('kycForm.investor.phoneHint')}
        type="tel"
        isRequired
        maxLength={200}
        autoComplete="tel"
        error={errorOf('phoneNo')}
        {...register('phoneNo')}
      />
      <TextField
        label={t('kycForm.investor.fathersName')}
        isRequired
        maxLength={200}
        autoComplete="off"
        error={errorOf('fathersName')}
        {...register('fathersName')}
      />
      <TextField
        label={t('kycForm.investor.mothersName')}
        isRequired
        maxLength={200}
        autoComplete="off"
        error={errorOf('mothersName')}
        {...register('mothersName')}
      />
    </FieldGroup>
  );
}
