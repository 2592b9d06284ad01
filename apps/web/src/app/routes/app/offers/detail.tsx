import { investConsentList } from '@emisja/shared';
import { lazy, useMemo } from 'react';
import { useParams } from 'react-router';
import { useNetworks } from '@/features/advisors/api/get-networks';
import { useBranding } from '@/features/white-label/components/branding-provider';
import { RoleSwitch } from '../role-switch';

const CampaignDetails = lazy(() =>
  import('@/features/campaign-offers/components/campaign-details').then((module) => ({ default: module.CampaignDetails })),
);
const InvestorOfferPage = lazy(() =>
  import('@/features/investor-panel/components/investor-offer-page').then((module) => ({
    default: module.InvestorOfferPage,
  })),
);

/**
 * The advisor's campaign with the invitation form. The networks come from the panel's shared query (loaded at mount, spec
 * section 4; a failure is an empty list, spec section 7) and the landing page's invitation text (the message's start) come
 * from the panel's shared queries; the route hands them over so features stay apart.
 */
function AdvisorCampaign({ campaignId }: { campaignId: string }) {
  const networks = useNetworks();
  const branding = useBranding();
  return <CampaignDetails key={campaignId} campaignId={campaignId} networks={networks.data} inviteText={branding.inviteText} />;
}

/** The investor's offer; the accept asks for the tenant's consents, as the public invest form does. */
function InvestorOffer({ offerId }: { offerId: string }) {
  const branding = useBranding();
  const consents = useMemo(() => investConsentList(branding.consentSettings), [branding.consentSettings]);
  return (
    <InvestorOfferPage
      key={offerId}
      offerId={offerId}
      consents={consents}
      consentLanguage={branding.language}
      submitButtonText={branding.formInvestButtonText}
    />
  );
}

/** `/app/offers/{id}` (spec section 2): one campaign for an advisor, one of the investor's offers for an investor. */
export function Component() {
  const { id = '' } = useParams();
  return <RoleSwitch advisor={<AdvisorCampaign campaignId={id} />} investor={<InvestorOffer offerId={id} />} />;
}
