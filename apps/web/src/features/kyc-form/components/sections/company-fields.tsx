import { ERROR_LABELS, KYC_DESCRIPTION_MAX_LENGTH, KYC_MAX_REPRESENTATIVES, KYC_TEXT_MAX_LENGTH } from '@emisja/shared';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-label';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-messages';
import { useCompanyRegisterLookup } from '../../hooks/use-company-register-lookup';
import { useKycFieldError } from '../../hooks/use-kyc-field-error';
import type { TKycGoneReason } from '../../lib/kyc-api-errors';
import { emptyRepresentative, type TKycFormValues } from '../../lib/kyc-form-values';
import { AddressFields } from '../fields/address-fields';
import { CheckboxField } from '../fields/checkbox-field';
import { FieldGroup } from '../fields/field-group';
import { KycTextField, KycTextAreaField } from '../fields/kyc-bound-fields';
import { RowList, RowListItem } from '../fields/row-list';

type CompanyFieldsProps = { token: string; onGone: (reason: TKycGoneReason) => void };

/**
 * The company (a Polish registered company, docs/decisions/030): its KRS number loads the rest from the register through
 * the server; every field stays editable, and with the register unavailable the investor types them.
 */
export function CompanyFields({ token, onGone }: CompanyFieldsProps) {
  const { t } = useTranslation();
  const errorOf = useKycFieldError();
  const { register, control, getValues } = useFormContext<TKycFormValues>();
  const lookup = useCompanyRegisterLookup(token, onGone);
  const representatives = useFieldArray({ control, name: 'company.representatives' });
  const representativesError = errorOf('company.representatives');
  const representativesErrorId = 'kyc-representatives-error';
  const { state } = lookup;

  return (
    <div className="space-y-8">
      <FieldGroup legend={t('kycForm.company.legend')} data-testid="kyc-company">
        <div className="sm:col-span-2">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <TextField
              label={t('kycForm.company.krsRegisterNumber')}
              hint={t('kycForm.company.krsHint')}
              isRequired
              inputMode="numeric"
              maxLength={10}
              autoComplete="off"
              className="sm:w-64"
              error={errorOf('company.krsRegisterNumber')}
              {...register('company.krsRegisterNumber', {
                onChange: (event: { target: { value: string } }) => lookup.onKrsTyped(event.target.value),
              })}
            />
            <Button
              variant="secondary"
              className="sm:mt-7"
              isLoading={state.status === 'loading'}
              onClick={() => void lookup.load(getValues('company.krsRegisterNumber'))}
              data-testid="kyc-krs-load"
            >
              {t('kycForm.company.loadFromRegister')}
            </Button>
          </div>
          <div aria-live="polite" className="mt-3 empty:hidden" data-testid="kyc-krs-status">
            {state.status === 'loading' && (
              <p role="status" className="flex items-center gap-2 text-sm text-gray-700">
                <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-gray-300 border-t-primary" />
                {t('kycForm.company.loading')}
              </p>
            )}
            {state.status === 'loaded' && (
              <Alert tone="success">{t('kycForm.company.loaded', { name: state.companyName })}</Alert>
            )}
            {state.status === 'notFound' && (
              <Alert tone="info">
                <p>{t(`errors.${ERROR_LABELS.registerNotFound}`)}</p>
                <p className="mt-1">{t('kycForm.company.notFoundHint', { krs: state.krs })}</p>
              </Alert>
            )}
            {state.status === 'unavailable' && <Alert tone="info">{t(`errors.${ERROR_LABELS.registerUnavailable}`)}</Alert>}
            {state.status === 'failed' && (
              <Alert tone="info">{t('kycForm.company.failed', { message: errorMessage(state.error, t) })}</Alert>
            )}
          </div>
        </div>
        <KycTextField
          name="company.companyName"
          label={t('kycForm.company.companyName')}
          isRequired
          maxLength={KYC_TEXT_MAX_LENGTH}
          autoComplete="off"
          className="sm:col-span-2"
        />
        <KycTextField
          name="company.legalForm"
          label={t('kycForm.company.legalForm')}
          isRequired
          maxLength={KYC_TEXT_MAX_LENGTH}
          autoComplete="off"
        />
        <KycTextField
          name="company.regonStatisticalNumber"
          label={t('kycForm.company.regonStatisticalNumber')}
          isRequired
          inputMode="numeric"
          maxLength={14}
          autoComplete="off"
        />
        <KycTextField name="company.nip" label={t('kycForm.company.nip')} isRequired maxLength={13} autoComplete="off" />
        <KycTextAreaField
          name="company.coreBusiness"
          label={t('kycForm.company.coreBusiness')}
          isRequired
          maxLength={KYC_DESCRIPTION_MAX_LENGTH}
          className="sm:col-span-2"
        />
        <KycTextAreaField
          name="company.representation"
          label={t('kycForm.company.representation')}
          isRequired
          maxLength={KYC_DESCRIPTION_MAX_LENGTH}
          className="sm:col-span-2"
        />
      </FieldGroup>

      <AddressFields path="company.registeredAddress" legend={t('kycForm.company.registeredAddressLegend')} />

      <RowList
        legend={t('kycForm.company.representativesLegend')}
        description={t('kycForm.company.representativesDescription')}
        emptyText={t('kycForm.company.noRepresentatives')}
        isEmpty={representatives.fields.length === 0}
        canAdd={representatives.fields.length < KYC_MAX_REPRESENTATIVES}
        addLabel={t('kycForm.company.addRepresentative')}
        onAdd={() => representatives.append(emptyRepresentative())}
        errorId={representativesError ? representativesErrorId : undefined}
        beforeRows={representativesError && <FieldError id={representativesErrorId}>{representativesError}</FieldError>}
        data-testid="kyc-representatives"
      >
        {representatives.fields.map((row, index) => {
          const number = index + 1;
          const path = `company.representatives.${index}` as const;
          return (
            <RowListItem
              key={row.id}
              legend={t('kycForm.company.representative', { number })}
              className="space-y-4"
              data-testid="kyc-representative"
            >
              {row.role && (
                <p className="-mt-2 text-sm text-gray-600">{t('kycForm.company.representativeRole', { role: row.role })}</p>
              )}
              <div className="grid grid-cols-1 gap-x-5 gap-y-4 sm:grid-cols-2">
                <KycTextField
                  name={`${path}.firstName`}
                  label={t('kycForm.investor.firstName')}
                  isRequired
                  maxLength={KYC_TEXT_MAX_LENGTH}
                  autoComplete="off"
                />
                <KycTextField
                  name={`${path}.surname`}
                  label={t('kycForm.investor.surname')}
                  isRequired
                  maxLength={KYC_TEXT_MAX_LENGTH}
                  autoComplete="off"
                />
                <KycTextField
                  name={`${path}.identificationNo`}
                  label={t('kycForm.company.representativeIdentificationNo')}
                  inputMode="numeric"
                  maxLength={11}
                  autoComplete="off"
                />
                <CheckboxField
                  className="sm:mt-7"
                  label={t('kycForm.company.signer')}
                  registration={register(`${path}.signer`)}
                  data-testid="kyc-representative-signer"
                />
              </div>
              <Button variant="secondary" onClick={() => representatives.remove(index)}>
                {t('kycForm.company.removeRepresentative', { number })}
              </Button>
            </RowListItem>
          );
        })}
      </RowList>
    </div>
  );
}
