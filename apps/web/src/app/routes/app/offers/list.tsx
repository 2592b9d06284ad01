import { lazy } from 'react';
import { RoleSwitch } from '../role-switch';

const CampaignsList = lazy(() =>
  import('@/features/campaign-offers/components/campaigns-list').then((module) => ({ default: module.CampaignsList })),
);
const InvestorOffersPage = lazy(() =>
  import('@/features/investor-panel/components/investor-offers-page').then((module) => ({
    default: module.InvestorOffersPage,
  })),
);

/** `/app/offers` (spec section 2): the campaigns an advisor can offer, or the investor's own offers (tabs Active, Archived). */
export function Component() {
  return <RoleSwitch advisor={<CampaignsList />} investor={<InvestorOffersPage />} />;
}
