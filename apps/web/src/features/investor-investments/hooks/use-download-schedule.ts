import { useTranslation } from 'react-i18next';
import { useFileDownload } from '@/hooks/use-file-download';
import { currentLanguage } from '@/lib/i18n';
import { getScheduleFile, type TScheduleFormat } from '../api/get-schedule-file';

/** Saves the schedule under the server's file name (else `harmonogram-<product>.<format>`); a failure is a toast. */
export function useDownloadSchedule(investmentId: string, productCode: string) {
  const { t, i18n } = useTranslation();
  return useFileDownload((format: TScheduleFormat) => getScheduleFile(investmentId, format, currentLanguage(i18n)), {
    fallbackName: (format) => `${t('investorPanel.investments.schedule.fileName')}-${productCode}.${format}`,
    failureTitle: t('investorPanel.common.downloadFailed'),
  });
}
