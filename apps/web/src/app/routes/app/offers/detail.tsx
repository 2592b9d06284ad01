import { useParams } from 'react-router';
import { useNetworks } from '@/features/advisors/api/get-networks';
import { CampaignDetails } from '@/features/campaign-offers/components/campaign-details';

/**
 * `/app/offers/{id}`: one campaign and the invitation form. The networks come from the panel's shared query (loaded at
 * mount, spec section 4; a failure is an empty list, spec section 7); the route hands them over so features stay apart.
 */
export function Component() {
  const { id = '' } = useParams();
  const networks = useNetworks();
  return <CampaignDetails key={id} campaignId={id} networks={networks.data} />;
}
