import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useDocumentPreview } from '../api/get-document-file';
import { useDownloadDocument } from '../hooks/use-download-document';

/**
 * A ref that shows `blob` in the element through an object URL, revoked when the element goes (leaving the page) or the
 * blob changes. A ref rather than state: the URL exists exactly as long as the element that uses it.
 */
function useObjectUrlRef<T extends HTMLImageElement | HTMLIFrameElement>(blob: Blob | undefined) {
  return useCallback(
    (element: T | null) => {
      if (!element || !blob) return;
      const url = URL.createObjectURL(blob);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
}

function previewKind(type: string): 'pdf' | 'image' | null {
  const mimeType = type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (mimeType === 'application/pdf') return 'pdf';
  return mimeType.startsWith('image/') ? 'image' : null;
}

/**
 * `/app/preview/{id}`: the document in the page, a PDF in a frame or an image, from the bytes fetched with the session's
 * token (an object URL, revoked on leaving). Other types, which the server refuses to preview (415), offer the download.
 */
export function DocumentPreview({ documentId }: { documentId: string }) {
  const { t } = useTranslation();
  const preview = useDocumentPreview(documentId);
  const download = useDownloadDocument();
  const frameRef = useObjectUrlRef<HTMLIFrameElement>(preview.data?.blob);
  const imageRef = useObjectUrlRef<HTMLImageElement>(preview.data?.blob);
  const fileName = preview.data?.fileName ?? null;
  const kind = preview.data ? previewKind(preview.data.blob.type) : null;
  const isNotPreviewable =
    (preview.error instanceof ApiError && preview.error.status === 415) || (preview.data !== undefined && kind === null);

  let content;
  if (isNotPreviewable) {
    content = (
      <Alert tone="info" data-testid="document-preview-unsupported">
        {t('documents.previewPage.notPreviewable')}
      </Alert>
    );
  } else if (preview.isError) {
    content = <RetryAlert error={preview.error} onRetry={() => void preview.refetch()} data-testid="document-preview-error" />;
  } else if (kind === null) {
    content = (
      <p role="status" className="text-gray-500" data-testid="document-preview-loading">
        {t('documents.previewPage.loading')}
      </p>
    );
  } else if (kind === 'pdf') {
    content = (
      <iframe
        ref={frameRef}
        title={t('documents.previewPage.frameTitle', { name: fileName ?? t('documents.previewPage.title') })}
        className="h-[80vh] w-full rounded-lg bg-white ring-1 ring-gray-200"
        data-testid="document-preview-frame"
      />
    );
  } else {
    content = (
      <div className="flex justify-center rounded-lg bg-white p-4 ring-1 ring-gray-200">
        <img
          ref={imageRef}
          alt={fileName ?? t('documents.previewPage.title')}
          className="max-h-[80vh] max-w-full object-contain"
          data-testid="document-preview-image"
        />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Link
          to={paths.app.documents.getHref()}
          className="inline-flex items-center text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {t('documents.previewPage.back')}
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-2xl font-semibold tracking-tight break-all text-gray-900" data-testid="document-preview-title">
            {fileName ?? t('documents.previewPage.title')}
          </h1>
          <Button
            variant="secondary"
            isLoading={download.isPending}
            onClick={() => download.mutate({ id: documentId, fileName: fileName ?? 'document' })}
            data-testid="document-preview-download"
          >
            {t('documents.download')}
          </Button>
        </div>
      </div>
      {content}
    </div>
  );
}
