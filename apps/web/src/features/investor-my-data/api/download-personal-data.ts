import type { TPersonalDataExportFormat } from '@emisja/shared';
import { fetchFile, type TDownloadedFile } from '@/lib/download-file';

/**
 * `GET /investor-api/personal-data?format=json|pdf`: everything the platform holds about the investor on this landing page
 * (docs/decisions/049), as the file the server names.
 */
export function downloadPersonalData(format: TPersonalDataExportFormat): Promise<TDownloadedFile> {
  return fetchFile(`/investor-api/personal-data?${new URLSearchParams({ format }).toString()}`);
}
