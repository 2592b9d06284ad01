import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useInvestWizard, type TInvestWizardOptions } from '../../hooks/use-invest-wizard';
import { InvestStepIndicator } from '../invest-step-indicator';
import { AmountStep } from './amount-step';
import { ConsentsStep } from './consents-step';
import { PersonalDataStep } from './personal-data-step';
import { SummaryStep } from './summary-step';

type InvestWizardProps = TInvestWizardOptions & {
  /** Language of the tenant's consent texts. */
  consentLanguage: string | null;
  /** The tenant's text of the submit button (white-label `formInvestButtonText`), else "Zapisz się". */
  submitButtonText: string | null;
};

/** Steps 1 to 4 of the invest form: amount, personal data check, consents, summary with the submit. */
export function InvestWizard({ consentLanguage, submitButtonText, ...options }: InvestWizardProps) {
  const { t } = useTranslation();
  const { offer, consents } = options;
  const { step, form, formError, headingRef, goBack, onSubmit } = useInvestWizard(options);
  const { isSubmitting } = form.formState;

  return (
    <div className="space-y-6">
      <InvestStepIndicator current={step} />
      <FormProvider {...form}>
        <form noValidate data-testid="invest-form" data-step={step} className="space-y-6" onSubmit={onSubmit}>
          {step === 'amount' && <AmountStep product={offer.product} headingRef={headingRef} />}
          {step === 'personalData' && <PersonalDataStep offer={offer} headingRef={headingRef} />}
          {step === 'consents' && <ConsentsStep consents={consents} consentLanguage={consentLanguage} headingRef={headingRef} />}
          {step === 'summary' && (
            <SummaryStep
              offer={offer}
              consents={consents}
              consentLanguage={consentLanguage}
              formError={formError}
              headingRef={headingRef}
            />
          )}

          <div className="flex flex-wrap gap-3 border-t border-gray-200 pt-5">
            {step !== 'amount' && (
              <Button variant="secondary" data-testid="invest-back" disabled={isSubmitting} onClick={goBack}>
                {t('publicOffer.invest.back')}
              </Button>
            )}
            {step === 'summary' ? (
              <Button type="submit" isLoading={isSubmitting} data-testid="invest-submit">
                {submitButtonText ?? t('publicOffer.invest.summary.submit')}
              </Button>
            ) : (
              <Button type="submit" data-testid="invest-next">
                {t('publicOffer.invest.next')}
              </Button>
            )}
          </div>
        </form>
      </FormProvider>
    </div>
  );
}
