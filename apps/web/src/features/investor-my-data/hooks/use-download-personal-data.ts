import type { TPersonalDataExportFormat } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { useFileDownload } from '@/hooks/use-file-download';
import { downloadPersonalData } from '../api/download-personal-data';

/** Saves the investor's data export under the server's file name; a failure is a toast. */
export function useDownloadPersonalData() {
  const { t } = useTranslation();
  return useFileDownload((format: TPersonalDataExportFormat) => downloadPersonalData(format), {
    fallbackName: (format) => `personal-data.${format}`,
    failureTitle: t('investorPanel.common.downloadFailed'),
  });
}
