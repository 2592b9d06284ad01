import { DOCUMENT_MAX_BYTES, DOCUMENT_MIME_TYPES } from '@emisja/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyStatus } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toast';
import { errorMessage } from '@/lib/error-messages';
import { cn } from '@/lib/cn';
import { useUploadDocument } from '../api/upload-document';

const MAX_MEGABYTES = Math.round(DOCUMENT_MAX_BYTES / (1024 * 1024));

/**
 * The admin's upload: choosing a file sends it at once. Too large a file is refused here without a request; the server
 * checks the size again and the type by the content (413 and 415 come back as toasts with its message).
 */
export function DocumentUpload() {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const upload = useUploadDocument();

  const onFile = (file: File) => {
    if (file.size > DOCUMENT_MAX_BYTES) {
      notify.error({ title: t('documents.upload.tooLarge', { name: file.name, size: MAX_MEGABYTES }) });
      return;
    }
    upload.mutate(file, {
      onSuccess: (document) => notify.success({ title: t('documents.upload.uploaded', { name: document.fileName }) }),
      onError: (error) =>
        notify.error({ title: t('documents.upload.failed', { name: file.name }), description: errorMessage(error, t) }),
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="document-upload">
      <input
        id={inputId}
        type="file"
        className="sr-only"
        accept={DOCUMENT_MIME_TYPES.join(',')}
        disabled={upload.isPending}
        aria-describedby={hintId}
        data-testid="document-upload-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file can be chosen again after a failure.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <label
        htmlFor={inputId}
        aria-disabled={upload.isPending || undefined}
        className={cn(
          'inline-flex cursor-pointer items-center justify-center rounded-md bg-primary px-4 py-2.5 text-sm font-semibold text-white shadow-xs hover:bg-primary-hover',
          '[input:focus-visible+&]:outline-2 [input:focus-visible+&]:outline-offset-2 [input:focus-visible+&]:outline-primary',
          upload.isPending && 'cursor-not-allowed opacity-60',
        )}
      >
        {t('documents.upload.label')}
      </label>
      <p id={hintId} className="text-xs text-gray-500">
        {t('documents.upload.hint', { size: MAX_MEGABYTES })}
      </p>
      {upload.isPending && (
        <BusyStatus data-testid="document-upload-pending">
          {t('documents.upload.uploading', { name: upload.variables.name })}
        </BusyStatus>
      )}
    </div>
  );
}
