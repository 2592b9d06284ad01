import { useTranslation } from 'react-i18next';
import { useFileDownload } from '@/hooks/use-file-download';
import { downloadDocumentFile } from '../api/get-document-file';

/**
 * Downloads a document with the session's token and saves it under its name (the server's Content-Disposition, else the
 * name the list shows). A failure is a toast with the server's message.
 */
export function useDownloadDocument() {
  const { t } = useTranslation();
  return useFileDownload(({ id }: { id: string; fileName: string }) => downloadDocumentFile(id), {
    fallbackName: ({ fileName }) => fileName,
    failureTitle: t('documents.downloadFailed'),
  });
}
