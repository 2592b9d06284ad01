import type { TPersonalDataExportFormat } from '@emisja/shared';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/ui/toast';
import { errorMessage } from '@/lib/error-messages';
import { saveFile } from '@/lib/save-file';
import { downloadPersonalData } from '../api/download-personal-data';

/** Saves the investor's data export under the server's file name; a failure is a toast. */
export function useDownloadPersonalData() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (format: TPersonalDataExportFormat) => {
      const file = await downloadPersonalData(format);
      saveFile(file.blob, file.fileName ?? `personal-data.${format}`);
    },
    onError: (error) => notify.error({ title: t('investorPanel.common.downloadFailed'), description: errorMessage(error, t) }),
  });
}
