import { KYC_TEXT_MAX_LENGTH, KYC_DESCRIPTION_MAX_LENGTH } from '@emisja/shared';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { useKycFieldError } from '../../hooks/use-kyc-field-error';
import { useKycOptions } from '../../hooks/use-kyc-options';
import { useYesNoOptions } from '../../hooks/use-yes-no-options';
import type { TKycFormValues } from '../../lib/kyc-form-values';
import { FieldGroup } from '../fields/field-group';
import { RadioGroupField } from '../fields/radio-group-field';
import { KycTextField, KycTextAreaField } from '../fields/kyc-bound-fields';

const PEP_QUESTIONS = ['isPep', 'isFamilyMember', 'isCloseAssociate'] as const;

/**
 * Section 6: where the money comes from (at least one source; "other" needs a description) and the three questions about
 * politically exposed persons (any "yes" needs the position).
 */
export function FundsSection() {
  const { t } = useTranslation();
  const options = useKycOptions();
  const yesNo = useYesNoOptions();
  const errorOf = useKycFieldError();
  const { register, control } = useFormContext<TKycFormValues>();
  const [sources, pep] = useWatch({ control, name: ['originOfFunds.sources', 'pep'] });
  const isOther = sources.includes('other');
  const isExposed = PEP_QUESTIONS.some((question) => pep[question] === 'yes');

  return (
    <div className="space-y-8">
      <FieldGroup legend={t('kycForm.funds.originLegend')}>
        <Controller
          control={control}
          name="originOfFunds.sources"
          render={({ field }) => (
            <CheckboxGroup
              className="min-w-0 sm:col-span-2"
              label={t('kycForm.funds.sources')}
              options={options.originOfFundsSources}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorOf('originOfFunds.sources')}
              isRequired
              data-testid="kyc-origin-of-funds"
            />
          )}
        />
        <KycTextAreaField
          name="originOfFunds.description"
          className="sm:col-span-2"
          label={t('kycForm.funds.description')}
          hint={t('kycForm.funds.descriptionHint')}
          isRequired={isOther}
          maxLength={KYC_DESCRIPTION_MAX_LENGTH}
        />
      </FieldGroup>

      <FieldGroup legend={t('kycForm.funds.pepLegend')} description={t('kycForm.funds.pepDescription')}>
        {PEP_QUESTIONS.map((question) => (
          <RadioGroupField
            key={question}
            className="sm:col-span-2"
            legend={t(`kycForm.funds.${question}`)}
            options={yesNo}
            registration={register(`pep.${question}`)}
            error={errorOf(`pep.${question}`)}
            isRequired
            data-testid={`kyc-pep-${question}`}
          />
        ))}
        {isExposed && (
          <KycTextField
            name="pep.position"
            className="sm:col-span-2"
            label={t('kycForm.funds.position')}
            hint={t('kycForm.funds.positionHint')}
            isRequired
            maxLength={KYC_TEXT_MAX_LENGTH}
            autoComplete="off"
          />
        )}
      </FieldGroup>
    </div>
  );
}
