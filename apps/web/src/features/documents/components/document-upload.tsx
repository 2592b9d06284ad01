import { DOCUMENT_MAX_BYTES, DOCUMENT_MIME_TYPES } from '@emisja/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '@/components/ui/file-picker';
import { notify } from '@/components/ui/notify';
import { errorMessage } from '@/lib/error-messages';
import { useUploadDocument } from '../api/upload-document';

const MAX_MEGABYTES = Math.round(DOCUMENT_MAX_BYTES / (1024 * 1024));

/**
 * The admin's upload, the documents page's main action: choosing a file sends it at once. Too large a file is refused here
 * without a request; the server checks the size again and the type by the content. A refusal stays under the button, tied
 * to it (413 and 415 with the server's message); a new document is announced and leads the list.
 */
export function DocumentUpload() {
  const { t } = useTranslation();
  const upload = useUploadDocument();
  const [refusal, setRefusal] = useState<string | null>(null);

  const onFile = (file: File) => {
    setRefusal(null);
    if (file.size > DOCUMENT_MAX_BYTES) {
      setRefusal(t('documents.upload.tooLarge', { name: file.name, size: MAX_MEGABYTES }));
      return;
    }
    upload.mutate(file, {
      onSuccess: (document) => notify.success({ title: t('documents.upload.uploaded', { name: document.fileName }) }),
      onError: (error) => setRefusal(`${t('documents.upload.failed', { name: file.name })}: ${errorMessage(error, t)}`),
    });
  };

  return (
    <FilePicker
      variant="primary"
      label={t('documents.upload.label')}
      accept={DOCUMENT_MIME_TYPES.join(',')}
      hint={t('documents.upload.hint', { size: MAX_MEGABYTES })}
      isPending={upload.isPending}
      pendingText={upload.isPending ? t('documents.upload.uploading', { name: upload.variables.name }) : undefined}
      error={refusal}
      onFile={onFile}
      data-testid="document-upload"
    />
  );
}
