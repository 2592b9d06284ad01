import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/ui/toast';
import { errorMessage } from '@/lib/error-messages';
import { downloadDocumentFile } from '../api/get-document-file';
import { saveFile } from '@/lib/save-file';

/**
 * Downloads a document with the session's token and saves it under its name (the server's Content-Disposition, else the
 * name the list shows). A failure is a toast with the server's message.
 */
export function useDownloadDocument() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async ({ id, fileName }: { id: string; fileName: string }) => {
      const file = await downloadDocumentFile(id);
      saveFile(file.blob, file.fileName ?? fileName);
    },
    onError: (error) => notify.error({ title: t('documents.downloadFailed'), description: errorMessage(error, t) }),
  });
}
