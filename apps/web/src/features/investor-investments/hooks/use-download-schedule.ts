import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/ui/toast';
import { errorMessage } from '@/lib/error-messages';
import { currentLanguage } from '@/lib/i18n';
import { saveFile } from '@/lib/save-file';
import { getScheduleFile, type TScheduleFormat } from '../api/get-schedule-file';

/** Saves the schedule under the server's file name (else `harmonogram-<product>.<format>`); a failure is a toast. */
export function useDownloadSchedule(investmentId: string, productCode: string) {
  const { t, i18n } = useTranslation();
  return useMutation({
    mutationFn: async (format: TScheduleFormat) => {
      const file = await getScheduleFile(investmentId, format, currentLanguage(i18n));
      saveFile(file.blob, file.fileName ?? `${t('investorPanel.investments.schedule.fileName')}-${productCode}.${format}`);
    },
    onError: (error) => notify.error({ title: t('investorPanel.common.downloadFailed'), description: errorMessage(error, t) }),
  });
}
