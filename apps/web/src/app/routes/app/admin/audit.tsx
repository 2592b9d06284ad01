import { AuditPage } from '@/features/admin-audit/components/audit-page';

/** `/app/admin/audit`: the landing page's audit trail (issue 15). */
export function Component() {
  return <AuditPage />;
}
