import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useNetworks } from '@/features/advisors/api/get-networks';
import { canSeeNetworkOffers } from '@/features/auth/lib/permissions';
import { OffersList } from '@/features/investor-offers/components/offers-list';
import { usePanelContext } from '../panel-context';

/**
 * `/app/investors/network`: the offers of the networks a coordinator coordinates (all for the admin), with the advisor
 * column and the owner change (product-decisions section 2). Anyone else gets the 'No access' screen.
 */
export function Component() {
  const { user } = usePanelContext();
  const networks = useNetworks();
  if (!canSeeNetworkOffers(user)) return <Navigate to={paths.accessDenied.getHref()} replace />;
  return <OffersList key="network" variant="network" networks={networks.data} user={user} />;
}
