import { useParams } from 'react-router';
import { canSeeNetworkOffers } from '@/features/auth/lib/permissions';
import { OfferDetail } from '@/features/investor-offers/components/offer-detail';
import { usePanelContext } from '../panel-context';

/** `/app/investors/offer/{id}`: one investor offer with its history, attachments or files, investment and actions. */
export function Component() {
  const { id = '' } = useParams();
  const { user } = usePanelContext();
  return <OfferDetail key={id} offerId={id} isCoordinatorView={canSeeNetworkOffers(user)} />;
}
