import type { Language } from '@emisja/shared';
import { fetchFile, type TDownloadedFile } from '@/lib/download-file';
import { investmentPath } from './get-investment';

export type TScheduleFormat = 'csv' | 'ics';

/**
 * `GET /investor-api/investment/{id}/schedule.csv` (the table, for a spreadsheet) or `/schedule.ics` (the payment dates as
 * iCalendar events, for a calendar), in `language`.
 */
export function getScheduleFile(investmentId: string, format: TScheduleFormat, language: Language): Promise<TDownloadedFile> {
  const query = new URLSearchParams({ language }).toString();
  return fetchFile(`${investmentPath(investmentId, `/schedule.${format}`)}?${query}`);
}
