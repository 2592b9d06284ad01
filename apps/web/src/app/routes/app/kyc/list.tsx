import { canSeeNetworkOffers } from '@/features/auth/lib/permissions';
import { KycRequestsList } from '@/features/kyc-requests/components/kyc-requests-list';
import { usePanelContext } from '../panel-context';

/**
 * `/app/kyc`: the KYC requests and the "Send KYC invitation" form. Coordinators and admins see other advisors' requests
 * ("as for offers", product-decisions section 9), so for them the advisor column shows by default.
 */
export function Component() {
  const { user } = usePanelContext();
  return <KycRequestsList isAdvisorShown={canSeeNetworkOffers(user)} />;
}
