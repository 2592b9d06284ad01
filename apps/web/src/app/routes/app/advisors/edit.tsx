import { useParams } from 'react-router';
import { AdvisorHistory } from '@/features/admin-audit/components/record-history';
import { useAdvisor } from '@/features/advisors/api/get-advisor';
import { EditAdvisorPage } from '@/features/advisors/components/advisor-form-page';
import { canAdministerLanding, canManageAdvisors } from '@/features/auth/lib/permissions';
import { ImpersonateButton } from '@/features/impersonation/components/impersonate-button';
import { usePanelContext } from '../panel-context';

/**
 * `/app/advisors/{id}`: edit an advisor and change their status. An admin also gets "Impersonate" (an active advisor who is
 * not an admin); the admin and the coordinators of the advisor's networks see the advisor's history (issue 15,
 * docs/decisions/048).
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
  if (!canManageAdvisors(user)) return null;
  const canImpersonate = isAdmin && advisor.data && advisor.data.status !== 'deleted' && advisor.data.role !== 'admin';
  return (
    <>
      {canImpersonate && <ImpersonateButton id={advisorId} name={`${advisor.data.firstName} ${advisor.data.surname}`} />}
      <AdvisorHistory advisorId={advisorId} canOpenTrail={isAdmin} />
    </>
  );
}
