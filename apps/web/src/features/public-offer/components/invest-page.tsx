import { ERROR_LABELS, investConsentList, type Language, type TInvestConsentSettings, type TPublicOffer } from '@emisja/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { usePublicOffer } from '../api/get-public-offer';
import { useMarkInterest } from '../api/offer-actions';
import { offerUnavailableReason, type TOfferUnavailableReason } from '../lib/offer-unavailable';
import { InvestConfirmation } from './invest-confirmation';
import { InvestStepIndicator } from './invest-step-indicator';
import { InvestWizard } from './invest-wizard/invest-wizard';
import { OfferLoadError, OfferLoading } from './offer-load-state';
import { OfferUnavailable } from './offer-unavailable';
import { OfferSection } from './offer-section';

type InvestPageProps = {
  token: string | null;
  /** The tenant's documents, consent texts and which texts are required (white-label configuration with the admin overrides). */
  consentSettings: TInvestConsentSettings;
  consentLanguage: string | null;
  submitButtonText: string | null;
};

/** `/invest?token=`: the invest form with steps (spec section 2). */
export function InvestPage({ token, ...props }: InvestPageProps) {
  if (!token) return <OfferUnavailable reason="tokenInactive" />;
  return <Invest token={token} {...props} />;
}

const LINK_CLASSES =
  'font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

function Invest({ token, consentSettings, consentLanguage, submitButtonText }: InvestPageProps & { token: string }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const offerQuery = usePublicOffer(token, language);
  const [unavailable, setUnavailable] = useState<TOfferUnavailableReason | null>(null);
  const [submitted, setSubmitted] = useState<{ offer: TPublicOffer; amount: string } | null>(null);
  const consents = useMemo(() => investConsentList(consentSettings), [consentSettings]);

  const reason = unavailable ?? offerUnavailableReason(offerQuery.error);
  if (reason) return <OfferUnavailable reason={reason} />;
  if (offerQuery.isPending) return <OfferLoading />;
  if (offerQuery.isError) return <OfferLoadError error={offerQuery.error} onRetry={() => void offerQuery.refetch()} />;

  const offer = submitted?.offer ?? offerQuery.data;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <p className="text-sm font-medium text-gray-600">{t('publicOffer.invest.title')}</p>
        <h1 lang={offer.language} className="mt-1 text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
          {offer.campaign.name}
        </h1>
        <p className="mt-1 text-sm text-gray-600">
          {offer.campaign.issuerName} · {offer.product.code}
        </p>
        <p className="mt-3 text-sm">
          <Link to={paths.campaign.getHref(token)} className={LINK_CLASSES} data-testid="invest-offer-link">
            {t('publicOffer.invest.viewOffer')}
          </Link>
        </p>
      </header>
      <div className="rounded-lg bg-white px-6 py-6 shadow-xs ring-1 ring-gray-200 sm:px-8" data-testid="invest-page">
        {submitted ? (
          <div className="space-y-6">
            <InvestStepIndicator current="confirmation" />
            <InvestConfirmation
              token={token}
              amount={submitted.amount}
              campaignName={offer.campaign.name}
              email={offer.investorEmail}
              paymentInstructions={offer.paymentInstructions ?? null}
            />
          </div>
        ) : (
          <InvestForm
            offer={offer}
            token={token}
            language={language}
            consents={consents}
            consentLanguage={consentLanguage}
            submitButtonText={submitButtonText}
            onSubmitted={setSubmitted}
            onUnavailable={setUnavailable}
          />
        )}
      </div>
    </div>
  );
}

type InvestFormProps = Omit<Parameters<typeof InvestWizard>[0], 'offer'> & { offer: TPublicOffer; language: Language };

/**
 * The form once the offer takes an acceptance (status interested). A viewed offer is marked interested first, since opening
 * the form says as much; any other status explains why there is no form.
 */
function InvestForm(props: InvestFormProps) {
  const { t } = useTranslation();
  const { offer, token, language, onUnavailable } = props;
  const markInterest = useMarkInterest(token, language);
  const isInterestNeeded = !offer.actions.includes('accept') && offer.actions.includes('markInterest');
  const hasRequestedInterest = useRef(false);

  useEffect(() => {
    if (!isInterestNeeded || hasRequestedInterest.current) return;
    hasRequestedInterest.current = true;
    markInterest.mutate(undefined, {
      onError: (error) => {
        const reason = offerUnavailableReason(error);
        if (reason) onUnavailable(reason);
      },
    });
  }, [isInterestNeeded, markInterest, onUnavailable]);

  if (offer.actions.includes('accept')) return <InvestWizard {...props} />;
  if (isInterestNeeded) {
    if (markInterest.isError) {
      return (
        <OfferLoadError
          error={markInterest.error}
          title={t('publicOffer.invest.interestFailed')}
          onRetry={() => markInterest.mutate()}
        />
      );
    }
    return <OfferLoading text={t('publicOffer.invest.preparing')} />;
  }
  const isAlreadySent = offer.status === 'accepted' || offer.status === 'active';
  return (
    <OfferSection
      id="invest-not-available"
      title={t('publicOffer.invest.notAvailable')}
      size="step"

      className="space-y-3"
    >
      <p className="text-gray-700">
        {isAlreadySent ? t(`errors.${ERROR_LABELS.formInactive}`) : t('publicOffer.invest.notAvailableDescription')}
      </p>
      <Link to={paths.campaign.getHref(token)} className={LINK_CLASSES}>
        {t('publicOffer.invest.backToOffer')}
      </Link>
    </OfferSection>
  );
}
