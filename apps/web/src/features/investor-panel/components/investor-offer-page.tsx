import type { TInvestorOffer } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { CampaignHeader } from '@/components/campaign/campaign-header';
import { CAMPAIGN_CARD_CLASSES, CampaignSections } from '@/components/campaign/campaign-sections';
import { ProductLimits } from '@/components/campaign/product-limits';
import { BackToListLink, InvestorDetailPage } from '@/components/investor-panel/investor-detail-page';
import { PaymentInstructions } from '@/components/payment-instructions/payment-instructions';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import type { TInvestConsent } from '@/lib/invest-form';
import { useInvestorDictionary } from '../api/get-investor-dictionary';
import { useInvestorOffer } from '../api/get-investor-offer';
import { OfferActionsCard } from './offer-actions-card';
import { OfferAdvisorCard } from './offer-advisor-card';
import { OfferInvestmentCard } from './offer-investment-card';
import { OfferPayment } from './offer-payment';
import { OfferStatusCard } from './offer-status-card';

type InvestorOfferPageProps = {
  offerId: string;
  /** The tenant's documents and consent texts for the accept (white-label configuration with the admin overrides). */
  consents: readonly TInvestConsent[];
  consentLanguage: string | null;
  submitButtonText: string | null;
};

function BackLink() {
  const { t } = useTranslation();
  return <BackToListLink to={paths.app.offers.list.getHref()}>{t('investorPanel.offer.backToList')}</BackToListLink>;
}

/**
 * `/app/offers/{id}` in the investor context: the public offer page's presentation of the campaign and product, the status,
 * the actions (interest, accept, PDF), the payment confirmations and the advisor; after the payment is confirmed, the link
 * to the investment (product-decisions section 10).
 */
export function InvestorOfferPage({ offerId, ...props }: InvestorOfferPageProps) {
  const { t, i18n } = useTranslation();
  const offer = useInvestorOffer(offerId, currentLanguage(i18n));
  return (
    <InvestorDetailPage
      query={offer}
      backLink={<BackLink />}
      notFound={{ 'data-testid': 'offer-not-found', title: t('investorPanel.offer.notFound') }}
    >
      {(data) => <OfferDetails offer={data} {...props} />}
    </InvestorDetailPage>
  );
}

function OfferDetails({
  offer,
  consents,
  consentLanguage,
  submitButtonText,
}: Omit<InvestorOfferPageProps, 'offerId'> & { offer: TInvestorOffer }) {
  const { t } = useTranslation();
  const dictionary = useInvestorDictionary();
  const { campaign } = offer;
  // Once the payment is confirmed the page shows the investment and its schedule; it no longer asks for the payment.
  const isActive = offer.status === 'active';
  const canUpload = offer.actions.includes('upload') && !isActive;
  return (
    <article data-testid="investor-offer" data-status={offer.status} className="space-y-6">
      <BackLink />
      <CampaignHeader campaign={campaign} textLanguage={offer.language} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <aside className="space-y-6 lg:order-last">
          <div className={CAMPAIGN_CARD_CLASSES}>
            <OfferStatusCard offer={offer} />
          </div>
          {offer.actions.some((action) => action !== 'upload' && action !== 'decline') && (
            <div className={CAMPAIGN_CARD_CLASSES}>
              <OfferActionsCard
                offer={offer}
                consents={consents}
                consentLanguage={consentLanguage}
                submitButtonText={submitButtonText}
              />
            </div>
          )}
          {(canUpload || offer.paymentConfirmations.length > 0) && (
            <div className={CAMPAIGN_CARD_CLASSES}>
              <OfferPayment
                offerId={offer.id}
                files={offer.paymentConfirmations}
                canUpload={canUpload}
                dictionary={dictionary.data}
              />
            </div>
          )}
          <div className={CAMPAIGN_CARD_CLASSES}>
            <OfferAdvisorCard advisor={offer.advisor} message={offer.invitationMessage} />
          </div>
        </aside>
        <div className="min-w-0 space-y-6 lg:col-span-2">
          {offer.status === 'accepted' && offer.paymentInstructions && (
            <PaymentInstructions instructions={offer.paymentInstructions} className={CAMPAIGN_CARD_CLASSES} />
          )}
          {isActive && offer.investmentId !== null && (
            <div className={CAMPAIGN_CARD_CLASSES}>
              <OfferInvestmentCard investmentId={offer.investmentId} />
            </div>
          )}
          <CampaignSections
            campaign={campaign}
            idPrefix="offer"
            titles={{ description: t('investorPanel.offer.description'), product: t('investorPanel.offer.productTitle') }}
            textLanguage={offer.language}
            product={<ProductLimits product={offer.product} />}
          />
        </div>
      </div>
    </article>
  );
}
