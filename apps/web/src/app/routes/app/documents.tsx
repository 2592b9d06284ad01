import { DocumentsList } from '@/features/documents/components/documents-list';
import { canManageDocuments } from '@/features/auth/lib/permissions';
import { usePanelContext } from './panel-context';

/** `/app/documents`: documents for advisors; the admin uploads and deletes. */
export function Component() {
  const { user } = usePanelContext();
  return <DocumentsList canManage={canManageDocuments(user)} />;
}
