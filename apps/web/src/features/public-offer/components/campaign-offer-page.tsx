import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CampaignDocuments } from '@/components/campaign/campaign-documents';
import { CampaignHeader } from '@/components/campaign/campaign-header';
import { CAMPAIGN_CARD_CLASSES, CampaignCard, CampaignSections } from '@/components/campaign/campaign-sections';
import { ProductLimits } from '@/components/campaign/product-limits';
import { PaymentConfirmations } from '@/components/offer/payment-confirmations';
import { PaymentInstructions } from '@/components/payment-instructions/payment-instructions';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { useOfferDictionary } from '../api/get-offer-dictionary';
import { publicOfferPath, usePublicOffer } from '../api/get-public-offer';
import { useUploadPaymentConfirmation } from '../api/upload-payment-confirmation';
import { offerUnavailableReason, type TOfferUnavailableReason } from '../lib/offer-unavailable';
import { OfferActions } from './offer-actions';
import { OfferAdvisor } from './offer-advisor';
import { OfferInvestment } from './offer-investment';
import { OfferLoadError, OfferLoading } from './offer-load-state';
import { OfferStatus } from './offer-status';
import { OfferUnavailable } from './offer-unavailable';

type CampaignOfferPageProps = {
  /** The `token` of the link; none is the "token no longer active" page. */
  token: string | null;
  investButtonText: string | null;
};

/** `/campaign?token=`: the offer behind the invitation e-mail's link. */
export function CampaignOfferPage({ token, investButtonText }: CampaignOfferPageProps) {
  if (!token) return <OfferUnavailable reason="tokenInactive" />;
  return <CampaignOffer token={token} investButtonText={investButtonText} />;
}

function CampaignOffer({ token, investButtonText }: { token: string; investButtonText: string | null }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const offerQuery = usePublicOffer(token, language);
  const dictionary = useOfferDictionary();
  const upload = useUploadPaymentConfirmation(token, language);
  const [unavailable, setUnavailable] = useState<TOfferUnavailableReason | null>(null);

  const reason = unavailable ?? offerUnavailableReason(offerQuery.error);
  if (reason) return <OfferUnavailable reason={reason} />;
  if (offerQuery.isPending) return <OfferLoading />;
  if (offerQuery.isError) return <OfferLoadError error={offerQuery.error} onRetry={() => void offerQuery.refetch()} />;

  const offer = offerQuery.data;
  const { campaign } = offer;
  // Once the payment is confirmed the page shows the investment; it no longer asks for the payment or its confirmation.
  const isActive = offer.status === 'active';
  const canUpload = offer.actions.includes('upload') && !isActive;
  // The main action stays in reach on a phone (OfferActions pins it to the bottom): the page leaves room under it.
  const hasPinnedAction = offer.actions.includes('markInterest') || offer.actions.includes('accept');
  return (
    <article
      data-testid="campaign-offer"
      data-status={offer.status}
      className={cn('space-y-6', hasPinnedAction && 'max-lg:pb-24')}
    >
      <CampaignHeader campaign={campaign} textLanguage={offer.language} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {offer.status === 'accepted' && offer.paymentInstructions && (
            <PaymentInstructions instructions={offer.paymentInstructions} className={CAMPAIGN_CARD_CLASSES} />
          )}
          {isActive && (
            <div className={CAMPAIGN_CARD_CLASSES}>
              <OfferInvestment offer={offer} />
            </div>
          )}
          <CampaignSections
            campaign={campaign}
            idPrefix="offer"
            titles={{ description: t('publicOffer.campaign.description'), product: t('publicOffer.product.title') }}
            textLanguage={offer.language}
            product={<ProductLimits product={offer.product} />}
          />
          {offer.documents && offer.documents.length > 0 && (
            <CampaignCard id="offer-documents" title={t('campaign.documents.title')}>
              <CampaignDocuments
                documents={offer.documents}
                access={{
                  type: 'link',
                  hrefOf: (document) => publicOfferPath(token, `/document/${encodeURIComponent(document.id)}`),
                }}
              />
            </CampaignCard>
          )}
        </div>
        <aside className="space-y-6">
          <div className={CAMPAIGN_CARD_CLASSES}>
            <OfferStatus offer={offer} dictionary={dictionary.data} />
          </div>
          {offer.actions.some((action) => action !== 'upload') && (
            <div className={CAMPAIGN_CARD_CLASSES}>
              <OfferActions
                offer={offer}
                token={token}
                language={language}
                investButtonText={investButtonText}
                onUnavailable={setUnavailable}
              />
            </div>
          )}
          {(canUpload || offer.paymentConfirmations.length > 0) && (
            <div className={CAMPAIGN_CARD_CLASSES}>
              <PaymentConfirmations
                files={offer.paymentConfirmations}
                canUpload={canUpload}
                dictionary={dictionary.data}
                uploadFile={(file) => upload.mutateAsync(file)}
                onUploadError={(error) => {
                  const reason = offerUnavailableReason(error);
                  if (reason) setUnavailable(reason);
                  return reason !== null;
                }}
              />
            </div>
          )}
          <div className={CAMPAIGN_CARD_CLASSES}>
            <OfferAdvisor advisor={offer.advisor} message={offer.invitationMessage} />
          </div>
        </aside>
      </div>
    </article>
  );
}
