import { CampaignsList } from '@/features/campaign-offers/components/campaigns-list';

/** `/app/offers`: the campaigns the advisor can offer (spec section 2). */
export function Component() {
  return <CampaignsList />;
}
