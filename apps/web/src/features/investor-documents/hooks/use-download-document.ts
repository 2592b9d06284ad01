import type { TInvestorDocument } from '@emisja/shared';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/ui/toast';
import { errorMessage } from '@/lib/error-messages';
import { currentLanguage } from '@/lib/i18n';
import { saveFile } from '@/lib/save-file';
import { getDocumentFile } from '../api/get-document-file';

/** Saves a document under the server's file name (else the name the list shows); a failure is a toast. */
export function useDownloadDocument() {
  const { t, i18n } = useTranslation();
  return useMutation({
    mutationFn: async (document: TInvestorDocument) => {
      const file = await getDocumentFile(document, currentLanguage(i18n));
      saveFile(file.blob, file.fileName ?? document.name);
    },
    onError: (error) => notify.error({ title: t('investorPanel.common.downloadFailed'), description: errorMessage(error, t) }),
  });
}
