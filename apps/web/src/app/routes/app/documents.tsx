import { lazy } from 'react';
import { canManageDocuments } from '@/features/auth/lib/permissions';
import { usePanelContext } from './panel-context';
import { RoleSwitch } from './role-switch';

const DocumentsList = lazy(() =>
  import('@/features/documents/components/documents-list').then((module) => ({ default: module.DocumentsList })),
);
const InvestorDocumentsList = lazy(() =>
  import('@/features/investor-documents/components/documents-list').then((module) => ({
    default: module.InvestorDocumentsList,
  })),
);

/** `/app/documents`: documents for advisors (the admin uploads and deletes), or the investor's own documents. */
export function Component() {
  const { user } = usePanelContext();
  return <RoleSwitch advisor={<DocumentsList canManage={canManageDocuments(user)} />} investor={<InvestorDocumentsList />} />;
}
