import { zodResolver } from '@hookform/resolvers/zod';
import { zAmountInput, type Language, type TPublicOffer } from '@emisja/shared';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldError as TFieldError, type Path, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { FieldError } from '@/components/ui/field-label';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/error-messages';
import { useFieldErrorText } from '@/lib/form-errors';
import { useFormat } from '@/lib/format';
import { useAcceptOffer } from '../api/offer-actions';
import { investFormSchema, type TInvestConsent, type TInvestFormData, type TInvestFormInput } from '../lib/invest-form';
import { offerUnavailableReason, type TOfferUnavailableReason } from '../lib/offer-unavailable';
import { InvestStepIndicator, type TInvestStep } from './invest-step-indicator';

type TFormStep = Exclude<TInvestStep, 'confirmation'>;
const FORM_STEPS: readonly TFormStep[] = ['amount', 'personalData', 'consents', 'summary'];

type InvestWizardProps = {
  offer: TPublicOffer;
  token: string;
  language: Language;
  consents: readonly TInvestConsent[];
  /** Language of the tenant's consent texts. */
  consentLanguage: string | null;
  /** The tenant's text of the submit button (white-label `formInvestButtonText`), else "Zapisz się". */
  submitButtonText: string | null;
  onSubmitted: (result: { offer: TPublicOffer; amount: string }) => void;
  onUnavailable: (reason: TOfferUnavailableReason) => void;
};

type ConsentCheckboxProps = {
  label: string;
  error: string | undefined;
  lang?: string | undefined;
  extra?: ReactNode;
  'data-testid'?: string;
} & UseFormRegisterReturn;

/** A required checkbox with its message under it (announced with it) and, for documents, the link to read first. */
function ConsentCheckbox({ label, error, lang, extra, 'data-testid': testId, ...field }: ConsentCheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div data-testid={testId}>
      <div className="flex items-start gap-3">
        <input
          {...field}
          id={id}
          type="checkbox"
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-4 shrink-0 rounded border-gray-300 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        />
        <div className="text-sm">
          <label htmlFor={id} lang={lang} className="whitespace-pre-line text-gray-800">
            {label}
          </label>
          {extra && <div className="mt-1">{extra}</div>}
        </div>
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

const DOCUMENT_LABELS = {
  reg: { label: 'publicOffer.invest.consents.reg', link: 'publicOffer.invest.consents.regLink' },
  privacyPolicy: {
    label: 'publicOffer.invest.consents.privacyPolicy',
    link: 'publicOffer.invest.consents.privacyPolicyLink',
  },
  investmentRisks: {
    label: 'publicOffer.invest.consents.investmentRisks',
    link: 'publicOffer.invest.consents.investmentRisksLink',
  },
} as const;

/** Steps 1 to 4 of the invest form: amount, personal data check, consents, summary with the submit. */
export function InvestWizard({
  offer,
  token,
  language,
  consents,
  consentLanguage,
  submitButtonText,
  onSubmitted,
  onUnavailable,
}: InvestWizardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const fieldError = useFieldErrorText();
  const accept = useAcceptOffer(token, language);
  const [step, setStep] = useState<TFormStep>('amount');
  const [formError, setFormError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Set on each move between steps (never on the first render): what takes the focus once the step is shown.
  const [focusRequest, setFocusRequest] = useState<{ target: 'heading' | 'amount' } | null>(null);
  const { product, campaign } = offer;
  const money = (value: string) => format.money(value, product.currency);

  // The limits are checked here with the server's own wording; the server checks again and its answer wins.
  const schema = useMemo(() => investFormSchema(product, consents, language), [product, consents, language]);
  // The resolver reads the schema of the current language.
  const schemaRef = useRef(schema);
  useEffect(() => {
    schemaRef.current = schema;
  }, [schema]);
  const resolver = useMemo<Resolver<TInvestFormInput, unknown, TInvestFormData>>(
    () => (values, context, options) => zodResolver(schemaRef.current)(values, context, options),
    [],
  );

  const {
    register,
    trigger,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<TInvestFormInput, unknown, TInvestFormData>({
    resolver,
    defaultValues: {
      investmentValue: '',
      isPersonalDataConfirmed: false,
      consents: Object.fromEntries(consents.map((consent) => [consent.key, false])),
    },
  });

  // Each new step takes the focus to its heading, or to the amount when the server refused it.
  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === 'amount') setFocus('investmentValue');
    else headingRef.current?.focus();
  }, [focusRequest, setFocus]);

  const stepFields: Record<TFormStep, Path<TInvestFormInput>[]> = {
    amount: ['investmentValue'],
    personalData: ['isPersonalDataConfirmed'],
    consents: consents.map((consent) => `consents.${consent.key}` as Path<TInvestFormInput>),
    summary: [],
  };

  const goTo = (next: TFormStep, focusTarget: 'heading' | 'amount' = 'heading') => {
    setFormError(null);
    setStep(next);
    setFocusRequest({ target: focusTarget });
  };

  const goNext = async () => {
    const isValid = await trigger(stepFields[step], { shouldFocus: true });
    const next = FORM_STEPS[FORM_STEPS.indexOf(step) + 1];
    if (isValid && next) goTo(next);
  };

  const submit = handleSubmit(async (data) => {
    setFormError(null);
    const acceptedConsents = consents.filter((consent) => data.consents[consent.key]).map((consent) => consent.key);
    try {
      const accepted = await accept.mutateAsync({ investmentValue: data.investmentValue, consents: acceptedConsents });
      onSubmitted({ offer: accepted, amount: money(accepted.investmentValue ?? data.investmentValue) });
    } catch (error) {
      const reason = offerUnavailableReason(error);
      if (reason) {
        onUnavailable(reason);
        return;
      }
      const amountViolation =
        error instanceof ApiError
          ? error.violations.find((violation) => violation.propertyPath === 'investmentValue')
          : undefined;
      if (error instanceof ApiError && (error.status === 422 || amountViolation)) {
        // The server's word on the amount (below the minimum, above the maximum, not a multiple of the step) goes back to
        // the amount step, on the field.
        setError('investmentValue', { type: 'server', message: amountViolation?.title ?? errorMessage(error, t) });
        goTo('amount', 'amount');
        return;
      }
      setFormError(errorMessage(error, t));
    }
  });

  const typedAmount = zAmountInput().safeParse(getValues('investmentValue'));
  const consentError = (key: string): string | undefined =>
    fieldError((errors.consents as Record<string, TFieldError | undefined> | undefined)?.[key]);

  const consentLabel = (consent: TInvestConsent) =>
    consent.kind === 'text' ? consent.text : t(DOCUMENT_LABELS[consent.key].label);

  const headingClasses = 'text-xl font-semibold text-gray-900 focus:outline-none';

  return (
    <div className="space-y-6">
      <InvestStepIndicator current={step} />
      <form
        noValidate
        data-testid="invest-form"
        data-step={step}
        className="space-y-6"
        onSubmit={(event) => {
          if (step === 'summary') {
            void submit(event);
            return;
          }
          event.preventDefault();
          void goNext();
        }}
      >
        {step === 'amount' && (
          <section aria-labelledby="invest-amount-heading" className="space-y-4">
            <h2 id="invest-amount-heading" ref={headingRef} tabIndex={-1} className={headingClasses}>
              {t('publicOffer.invest.amount.title')}
            </h2>
            <TextField
              label={t('publicOffer.invest.amount.label')}
              inputMode="decimal"
              autoComplete="off"
              isRequired
              data-testid="invest-amount"
              hint={t('publicOffer.invest.amount.limits', {
                min: money(product.investmentValueMin),
                max: money(product.investmentValueMax),
                step: money(product.investmentValueStep),
              })}
              error={fieldError(errors.investmentValue)}
              className="max-w-sm"
              {...register('investmentValue')}
            />
          </section>
        )}

        {step === 'personalData' && (
          <section aria-labelledby="invest-personal-heading" className="space-y-4">
            <h2 id="invest-personal-heading" ref={headingRef} tabIndex={-1} className={headingClasses}>
              {t('publicOffer.invest.personalData.title')}
            </h2>
            <p className="text-sm text-gray-600">{t('publicOffer.invest.personalData.description')}</p>
            <dl className="text-sm">
              <dt className="text-gray-500">{t('publicOffer.invest.personalData.email')}</dt>
              <dd className="mt-0.5 font-medium break-all text-gray-900" data-testid="invest-investor-email">
                {offer.investorEmail}
              </dd>
            </dl>
            <ConsentCheckbox
              label={t('publicOffer.invest.personalData.confirm')}
              error={fieldError(errors.isPersonalDataConfirmed)}
              data-testid="invest-personal-data-confirm"
              {...register('isPersonalDataConfirmed')}
            />
          </section>
        )}

        {step === 'consents' && (
          <section aria-labelledby="invest-consents-heading" className="space-y-4">
            <h2 id="invest-consents-heading" ref={headingRef} tabIndex={-1} className={headingClasses}>
              {t('publicOffer.invest.consents.title')}
            </h2>
            {consents.length === 0 ? (
              <p className="text-sm text-gray-600">{t('publicOffer.invest.consents.none')}</p>
            ) : (
              <>
                <p className="text-sm text-gray-600">{t('publicOffer.invest.consents.description')}</p>
                <div className="space-y-4">
                  {consents.map((consent) => (
                    <ConsentCheckbox
                      key={consent.key}
                      label={consentLabel(consent)}
                      lang={consent.kind === 'text' ? (consentLanguage ?? undefined) : undefined}
                      error={consentError(consent.key)}
                      data-testid={`invest-consent-${consent.key}`}
                      extra={
                        consent.kind === 'document' ? (
                          <ExternalLink
                            href={consent.href}
                            className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                          >
                            {t(DOCUMENT_LABELS[consent.key].link)}
                          </ExternalLink>
                        ) : undefined
                      }
                      {...register(`consents.${consent.key}` as Path<TInvestFormInput>)}
                    />
                  ))}
                </div>
              </>
            )}
          </section>
        )}

        {step === 'summary' && (
          <section aria-labelledby="invest-summary-heading" className="space-y-4">
            <h2 id="invest-summary-heading" ref={headingRef} tabIndex={-1} className={headingClasses}>
              {t('publicOffer.invest.summary.title')}
            </h2>
            <dl data-testid="invest-summary" className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-gray-500">{t('publicOffer.invest.summary.campaign')}</dt>
                <dd className="mt-0.5 font-medium text-gray-900" lang={offer.language}>
                  {campaign.name}
                </dd>
              </div>
              <div>
                <dt className="text-gray-500">{t('publicOffer.invest.summary.product')}</dt>
                <dd className="mt-0.5 font-medium text-gray-900">{product.code}</dd>
              </div>
              <div>
                <dt className="text-gray-500">{t('publicOffer.invest.summary.amount')}</dt>
                <dd className="mt-0.5 font-medium text-gray-900 tabular-nums" data-testid="invest-summary-amount">
                  {typedAmount.success ? money(typedAmount.data) : getValues('investmentValue')}
                </dd>
              </div>
              <div>
                <dt className="text-gray-500">{t('publicOffer.invest.summary.email')}</dt>
                <dd className="mt-0.5 font-medium break-all text-gray-900">{offer.investorEmail}</dd>
              </div>
              <div className="sm:col-span-2">
                <dt className="text-gray-500">{t('publicOffer.invest.summary.consents')}</dt>
                <dd className="mt-0.5 text-gray-900">
                  {consents.length === 0 ? (
                    t('publicOffer.invest.summary.noConsents')
                  ) : (
                    <ul className="list-disc space-y-1 pl-5" data-testid="invest-summary-consents">
                      {consents.map((consent) => (
                        <li key={consent.key} lang={consent.kind === 'text' ? (consentLanguage ?? undefined) : undefined}>
                          {consentLabel(consent)}
                        </li>
                      ))}
                    </ul>
                  )}
                </dd>
              </div>
            </dl>
            {formError && <Alert data-testid="form-error">{formError}</Alert>}
          </section>
        )}

        <div className="flex flex-wrap gap-3 border-t border-gray-200 pt-5">
          {step !== 'amount' && (
            <Button
              variant="secondary"
              data-testid="invest-back"
              disabled={isSubmitting}
              onClick={() => goTo(FORM_STEPS[FORM_STEPS.indexOf(step) - 1] ?? 'amount')}
            >
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
    </div>
  );
}
