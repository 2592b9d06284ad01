import { useNetworks } from '@/features/advisors/api/get-networks';
import { OffersList } from '@/features/investor-offers/components/offers-list';
import { usePanelContext } from '../panel-context';

/**
 * `/app/investors`: the caller's own investor offers, as a table or a kanban. The networks (for the network filter) come
 * from the panel's shared query; the route hands them over so features stay apart.
 */
export function Component() {
  const { user } = usePanelContext();
  const networks = useNetworks();
  return <OffersList variant="own" networks={networks.data} user={user} />;
}
