import { useParams } from 'react-router';
import { canAdministerLanding } from '@/features/auth/lib/permissions';
import { EditSettlementPage } from '@/features/settlements/components/settlement-page';
import { usePanelContext } from '../panel-context';

/** `/app/settlements/{id}`: one settlement document. */
export function Component() {
  const { id = '' } = useParams();
  const { user } = usePanelContext();
  return <EditSettlementPage key={id} id={id} isAdmin={canAdministerLanding(user)} />;
}
