import { canAdministerLanding } from '@/features/auth/lib/permissions';
import { NewSettlementPage } from '@/features/settlements/components/settlement-page';
import { usePanelContext } from '../panel-context';

/** `/app/settlements/new`: a new settlement document (the admin also fills the accounting fields). */
export function Component() {
  const { user } = usePanelContext();
  return <NewSettlementPage isAdmin={canAdministerLanding(user)} />;
}
