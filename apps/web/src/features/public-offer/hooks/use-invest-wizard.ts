import type { Language, TPublicOffer } from '@emisja/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useInvestForm } from '@/hooks/use-invest-form';
import { errorMessage } from '@/lib/error-messages';
import { useFormat } from '@/lib/format';
import { givenConsentKeys, investmentValueServerError, type TInvestConsent, type TInvestFormInput } from '@/lib/invest-form';
import { useAcceptOffer } from '../api/offer-actions';
import { offerUnavailableReason, type TOfferUnavailableReason } from '../lib/offer-unavailable';
import { INVEST_FORM_STEPS, type TInvestFormStep } from '../lib/invest-steps';

export type TInvestWizardOptions = {
  offer: TPublicOffer;
  token: string;
  language: Language;
  consents: readonly TInvestConsent[];
  onSubmitted: (result: { offer: TPublicOffer; amount: string }) => void;
  onUnavailable: (reason: TOfferUnavailableReason) => void;
};

/**
 * The state of the invest form with steps (docs/decisions/021): one react-hook-form form over the four steps, the current
 * step, moving on only when the step's fields are valid, the focus on each new step's heading (or on the amount when the
 * server refused it), and the submit with the server's answer: thanks, the full-page "unavailable", the amount step with
 * the server's word on the amount, or a message on the summary.
 */
export function useInvestWizard({ offer, token, language, consents, onSubmitted, onUnavailable }: TInvestWizardOptions) {
  const { t } = useTranslation();
  const format = useFormat();
  const accept = useAcceptOffer(token, language);
  const [step, setStep] = useState<TInvestFormStep>('amount');
  const [formError, setFormError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Set on each move between steps (never on the first render): what takes the focus once the step is shown.
  const [focusRequest, setFocusRequest] = useState<{ target: 'heading' | 'amount' } | null>(null);
  const { product } = offer;

  // The limits are checked here with the server's own wording; the server checks again and its answer wins.
  const form = useInvestForm({ product, consents, language });
  const { trigger, handleSubmit, setError, setFocus } = form;

  // Each new step takes the focus to its heading, or to the amount when the server refused it.
  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === 'amount') setFocus('investmentValue');
    else headingRef.current?.focus();
  }, [focusRequest, setFocus]);

  const stepFields: Record<TInvestFormStep, Path<TInvestFormInput>[]> = {
    amount: ['investmentValue'],
    personalData: ['isPersonalDataConfirmed'],
    consents: consents.map((consent) => `consents.${consent.key}` as Path<TInvestFormInput>),
    summary: [],
  };

  const goTo = (next: TInvestFormStep, focusTarget: 'heading' | 'amount' = 'heading') => {
    setFormError(null);
    setStep(next);
    setFocusRequest({ target: focusTarget });
  };

  const goNext = async () => {
    const isValid = await trigger(stepFields[step], { shouldFocus: true });
    const next = INVEST_FORM_STEPS[INVEST_FORM_STEPS.indexOf(step) + 1];
    if (isValid && next) goTo(next);
  };

  const goBack = () => goTo(INVEST_FORM_STEPS[INVEST_FORM_STEPS.indexOf(step) - 1] ?? 'amount');

  const submit = handleSubmit(async (data) => {
    setFormError(null);
    try {
      const accepted = await accept.mutateAsync({
        investmentValue: data.investmentValue,
        consents: givenConsentKeys(consents, data.consents),
      });
      onSubmitted({
        offer: accepted,
        amount: format.money(accepted.investmentValue ?? data.investmentValue, product.currency),
      });
    } catch (error) {
      const reason = offerUnavailableReason(error);
      if (reason) {
        onUnavailable(reason);
        return;
      }
      const amountError = investmentValueServerError(error, t);
      if (amountError !== null) {
        // The server's word on the amount (below the minimum, above the maximum, not a multiple of the step) goes back to
        // the amount step, on the field.
        setError('investmentValue', { type: 'server', message: amountError });
        goTo('amount', 'amount');
        return;
      }
      setFormError(errorMessage(error, t));
    }
  });

  /** Enter or the main button: the next step, or the submit on the summary. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step === 'summary') {
      void submit(event);
      return;
    }
    event.preventDefault();
    void goNext();
  };

  return { step, form, formError, headingRef, goBack, onSubmit };
}
