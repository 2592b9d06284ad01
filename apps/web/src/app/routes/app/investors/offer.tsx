import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { canAdministerLanding, canSeeNetworkOffers } from '@/features/auth/lib/permissions';
import { ImpersonateButton } from '@/features/impersonation/components/impersonate-button';
import { useOffer } from '@/features/investor-offers/api/get-offer';
import { InvestorPersonalData } from '@/features/investor-offers/components/investor-personal-data';
import { OfferDetail } from '@/features/investor-offers/components/offer-detail';
import { currentLanguage } from '@/lib/i18n';
import { usePanelContext } from '../panel-context';

/**
 * `/app/investors/offer/{id}`: one investor offer with its history, attachments or files, investment and actions. An admin
 * may also open the investor's panel as the investor (issue 15), download the investor's data and erase it on request
 * (docs/decisions/049).
 */
export function Component() {
  const { id = '' } = useParams();
  const { user } = usePanelContext();
  return (
    <div className="space-y-8">
      <OfferDetail key={id} offerId={id} isCoordinatorView={canSeeNetworkOffers(user)} />
      {canAdministerLanding(user) && <ImpersonateInvestor offerId={id} />}
      {canAdministerLanding(user) && <PersonalDataOfInvestor offerId={id} />}
    </div>
  );
}

function ImpersonateInvestor({ offerId }: { offerId: string }) {
  const { i18n } = useTranslation();
  // The offer page's own query: read from its cache, never a second request.
  const offer = useOffer(offerId, currentLanguage(i18n));
  if (!offer.data) return null;
  return <ImpersonateButton id={offer.data.investorId} name={offer.data.investorEmail} contextType="investor-panel" />;
}

function PersonalDataOfInvestor({ offerId }: { offerId: string }) {
  const { i18n } = useTranslation();
  const offer = useOffer(offerId, currentLanguage(i18n));
  if (!offer.data) return null;
  return <InvestorPersonalData investorId={offer.data.investorId} investorEmail={offer.data.investorEmail} />;
}
