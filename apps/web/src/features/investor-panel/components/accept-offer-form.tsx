import type { TInvestorOffer } from '@emisja/shared';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { InvestConsentFields } from '@/components/invest/invest-consent-fields';
import { InvestmentAmountField } from '@/components/invest/investment-amount-field';
import { ConsentCheckbox } from '@/components/ui/consent-checkbox';
import { FormSubmit } from '@/components/ui/form-submit';
import { notify } from '@/components/ui/notify';
import { useInvestForm } from '@/hooks/use-invest-form';
import { errorMessage } from '@/lib/error-messages';
import { useFieldErrorText } from '@/lib/form-errors';
import { useFormat } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { givenConsentKeys, investmentValueServerError, type TInvestConsent } from '@/lib/invest-form';
import { useAcceptOffer } from '../api/offer-actions';

type AcceptOfferFormProps = {
  offer: TInvestorOffer;
  /** The tenant's documents and consent texts, as the public invest form asks for them. */
  consents: readonly TInvestConsent[];
  consentLanguage: string | null;
  /** The tenant's text of the invest form's button (white-label `formInvestButtonText`). */
  submitButtonText: string | null;
};

/**
 * The accept of product-decisions section 10 on one page: the amount, the data confirmation and the consents of the
 * public invest form, with its rules and messages (one form: `useInvestForm` over `investFormSchema`); the server checks
 * again and its word on the amount goes on the field.
 */
export function AcceptOfferForm({ offer, consents, consentLanguage, submitButtonText }: AcceptOfferFormProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const fieldError = useFieldErrorText();
  const language = currentLanguage(i18n);
  const form = useInvestForm({ product: offer.product, consents, language });
  const accept = useAcceptOffer(offer.id, language);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (data) => {
    setFormError(null);
    try {
      await accept.mutateAsync({ investmentValue: data.investmentValue, consents: givenConsentKeys(consents, data.consents) });
      notify.success({
        title: t('investorPanel.offer.accept.accepted', { amount: format.money(data.investmentValue, offer.product.currency) }),
      });
    } catch (error) {
      const amountError = investmentValueServerError(error, t);
      if (amountError !== null) {
        form.setError('investmentValue', { type: 'server', message: amountError }, { shouldFocus: true });
        return;
      }
      setFormError(errorMessage(error, t));
    }
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-labelledby="offer-accept-heading"
        className="space-y-5"
        data-testid="offer-accept-form"
      >
        <div>
          <h3 id="offer-accept-heading" className="text-sm font-semibold text-gray-900">
            {t('investorPanel.offer.accept.title')}
          </h3>
          <p className="mt-1 text-sm text-gray-600">{t('investorPanel.offer.accept.description')}</p>
        </div>
        <InvestmentAmountField product={offer.product} />
        <ConsentCheckbox
          label={t('investorPanel.offer.accept.confirmData', { email: offer.investorEmail })}
          error={fieldError(form.formState.errors.isPersonalDataConfirmed)}
          data-testid="invest-personal-data-confirm"
          {...form.register('isPersonalDataConfirmed')}
        />
        <InvestConsentFields consents={consents} consentLanguage={consentLanguage} />
        <FormSubmit
          label={submitButtonText ?? t('investorPanel.offer.accept.submit')}
          isSubmitting={form.formState.isSubmitting}
          error={formError}
        />
      </form>
    </FormProvider>
  );
}
