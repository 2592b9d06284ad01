import type { TAdvisorDocument } from '@emisja/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SkeletonRows, TableMessageRow } from '@/components/ui/table-states';
import { notify } from '@/components/ui/notify';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-messages';
import { useFormat } from '@/lib/format';
import { useDeleteDocument } from '../api/delete-document';
import { useDocuments } from '../api/get-documents';
import { useDownloadDocument } from '../hooks/use-download-document';
import { isPreviewable } from '../lib/previewable';
import { DocumentUpload } from './document-upload';

const SMALL_BUTTON = 'px-2.5 py-1.5 text-xs';
const SMALL_LINK =
  'inline-flex items-center rounded-md bg-white px-2.5 py-1.5 text-xs font-semibold text-gray-900 shadow-xs ring-1 ring-gray-300 ring-inset hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

type DocumentsListProps = {
  /** Admins upload and delete (product-decisions section 2); everyone else reads. */
  canManage: boolean;
};

/** `/app/documents`: the documents for advisors, newest first (spec sections 3 and 7), with preview and download. */
export function DocumentsList({ canManage }: DocumentsListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const documents = useDocuments();
  const download = useDownloadDocument();
  const remove = useDeleteDocument();
  const [toDelete, setToDelete] = useState<TAdvisorDocument | null>(null);
  const columnCount = 4;

  const confirmDelete = () => {
    if (!toDelete) return;
    const { id, fileName } = toDelete;
    remove.mutate(id, {
      onSuccess: () => notify.success({ title: t('documents.deleted', { name: fileName }) }),
      onError: (error) => notify.error({ title: t('documents.deleteFailed'), description: errorMessage(error, t) }),
      onSettled: () => setToDelete(null),
    });
  };

  let body;
  if (documents.isPending) {
    body = <SkeletonRows rows={3} columns={columnCount} data-testid="documents-loading" />;
  } else if (documents.isError) {
    body = (
      <TableMessageRow columns={columnCount}>
        <RetryAlert error={documents.error} onRetry={() => void documents.refetch()} data-testid="documents-error" />
      </TableMessageRow>
    );
  } else if (documents.data.length === 0) {
    body = (
      <TableMessageRow
        columns={columnCount}
        className="px-3 py-10 text-center text-sm text-gray-500"
        data-testid="documents-empty"
      >
        {t('documents.empty')}
      </TableMessageRow>
    );
  } else {
    body = documents.data.map((document) => (
      <tr key={document.id} data-testid="document-row" className="hover:bg-gray-50">
        <th scope="row" className="px-3 py-2.5 text-left text-sm font-medium break-all text-gray-900">
          {document.fileName}
        </th>
        <td className="px-3 py-2.5 text-sm text-gray-900">{document.uploadedBy}</td>
        <td className="px-3 py-2.5 text-sm whitespace-nowrap text-gray-900">
          <time dateTime={document.createdAt}>{format.dateTime(document.createdAt)}</time>
        </td>
        <td className="px-3 py-2.5 text-sm">
          <div
            role="group"
            aria-label={t('documents.actionsFor', { name: document.fileName })}
            className="flex flex-wrap items-center gap-1.5"
          >
            {isPreviewable(document.mimeType) && (
              <Link to={paths.app.preview.getHref(document.id)} className={SMALL_LINK} data-testid="document-preview">
                {t('documents.preview')}
              </Link>
            )}
            <Button
              variant="secondary"
              className={SMALL_BUTTON}
              isLoading={download.isPending && download.variables.id === document.id}
              onClick={() => download.mutate({ id: document.id, fileName: document.fileName })}
              data-testid="document-download"
            >
              {t('documents.download')}
            </Button>
            {canManage && (
              <Button
                variant="secondary"
                className={`${SMALL_BUTTON} text-red-700`}
                onClick={() => setToDelete(document)}
                data-testid="document-delete"
              >
                {t('documents.delete')}
              </Button>
            )}
          </div>
        </td>
      </tr>
    ));
  }

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{t('documents.title')}</h1>
      {canManage && <DocumentUpload />}
      <div className="overflow-x-auto rounded-lg ring-1 ring-gray-200">
        <table
          className="min-w-full divide-y divide-gray-200 bg-white"
          aria-busy={documents.isPending || undefined}
          data-testid="documents-table"
        >
          <caption className="sr-only">{t('documents.caption')}</caption>
          <thead className="bg-gray-50">
            <tr>
              {(['fileName', 'uploadedBy', 'createdAt', 'actions'] as const).map((column) => (
                <th
                  key={column}
                  scope="col"
                  aria-sort={column === 'createdAt' ? 'descending' : undefined}
                  className="px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-gray-700 uppercase"
                >
                  {t(`documents.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">{body}</tbody>
        </table>
      </div>
      <ConfirmDialog
        isOpen={toDelete !== null}
        title={t('documents.deleteConfirm.title', { name: toDelete?.fileName ?? '' })}
        description={t('documents.deleteConfirm.description')}
        confirmLabel={t('documents.deleteConfirm.confirm')}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        data-testid="document-delete-dialog"
      />
    </div>
  );
}
