import type { TInvestorDocument } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { useFileDownload } from '@/hooks/use-file-download';
import { currentLanguage } from '@/lib/i18n';
import { getDocumentFile } from '../api/get-document-file';

/** Saves a document under the server's file name (else the name the list shows); a failure is a toast. */
export function useDownloadDocument() {
  const { t, i18n } = useTranslation();
  return useFileDownload((document: TInvestorDocument) => getDocumentFile(document, currentLanguage(i18n)), {
    fallbackName: (document) => document.name,
    failureTitle: t('investorPanel.common.downloadFailed'),
  });
}
