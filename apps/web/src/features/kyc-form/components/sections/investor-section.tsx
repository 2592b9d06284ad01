import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useKycFieldError } from '../../hooks/use-kyc-field-error';
import { useKycOptions } from '../../hooks/use-kyc-options';
import type { TKycGoneReason } from '../../lib/kyc-api-errors';
import type { TKycFormValues } from '../../lib/kyc-form-values';
import { RadioGroupField } from '../fields/radio-group-field';
import { CompanyFields } from './company-fields';
import { PersonFields } from './person-fields';

type InvestorSectionProps = { token: string; enableLegalPerson: boolean; onGone: (reason: TKycGoneReason) => void };

/**
 * Section 1: the investor type (a company only where the landing page allows it; otherwise the choice is not offered) and
 * the personal data, or for a company the company's data and then its representative's personal data.
 */
export function InvestorSection({ token, enableLegalPerson, onGone }: InvestorSectionProps) {
  const { t } = useTranslation();
  const options = useKycOptions();
  const errorOf = useKycFieldError();
  const { register, control } = useFormContext<TKycFormValues>();
  const isCompany = useWatch({ control, name: 'investorType' }) === 'company';
  return (
    <div className="space-y-8">
      {enableLegalPerson && (
        <RadioGroupField
          legend={t('kycForm.investor.typeLegend')}
          options={options.investorTypes}
          registration={register('investorType')}
          error={errorOf('investorType')}
          isRequired
          data-testid="kyc-investor-type"
        />
      )}
      {isCompany && <CompanyFields token={token} onGone={onGone} />}
      <PersonFields legend={isCompany ? t('kycForm.investor.representativeLegend') : t('kycForm.investor.personLegend')} />
    </div>
  );
}
