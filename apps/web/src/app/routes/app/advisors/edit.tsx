import { useParams } from 'react-router';
import { RecordHistory } from '@/features/admin-audit/components/record-history';
import { useAdvisor } from '@/features/advisors/api/get-advisor';
import { EditAdvisorPage } from '@/features/advisors/components/advisor-form-page';
import { canAdministerLanding } from '@/features/auth/lib/permissions';
import { ImpersonateButton } from '@/features/impersonation/components/impersonate-button';
import { usePanelContext } from '../panel-context';

/**
 * `/app/advisors/{id}`: edit an advisor and change their status. An admin also gets "Impersonate" (an active advisor who is
 * not an admin) and the advisor's history from the audit trail (issue 15).
 */
export function Component() {
  const { id = '' } = useParams();
  return (
    <div className="space-y-8">
      <EditAdvisorPage key={id} advisorId={id} />
      <AdminTools advisorId={id} />
    </div>
  );
}

function AdminTools({ advisorId }: { advisorId: string }) {
  const { user } = usePanelContext();
  const isAdmin = canAdministerLanding(user);
  const advisor = useAdvisor(advisorId);
  if (!isAdmin) return null;
  const canImpersonate = advisor.data && advisor.data.status !== 'deleted' && advisor.data.role !== 'admin';
  return (
    <>
      {canImpersonate && <ImpersonateButton id={advisorId} name={`${advisor.data.firstName} ${advisor.data.surname}`} />}
      <RecordHistory entityType="advisor" entityId={advisorId} />
    </>
  );
}
