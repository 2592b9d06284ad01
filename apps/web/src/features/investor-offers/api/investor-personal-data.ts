import { ZPersonalDataErasureSchema, type TPersonalDataErasure, type TPersonalDataExportFormat } from '@emisja/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { fetchFile, type TDownloadedFile } from '@/lib/download-file';

// An investor's personal data for the landing page's admin (docs/decisions/049): the export and the erasure on request.

const investorPath = (investorId: string) => `/api/advisor/investor/${encodeURIComponent(investorId)}`;

/** `GET /api/advisor/investor/{investorId}/personal-data?format=json|pdf`. */
export function downloadInvestorPersonalData(investorId: string, format: TPersonalDataExportFormat): Promise<TDownloadedFile> {
  return fetchFile(`${investorPath(investorId)}/personal-data?${new URLSearchParams({ format }).toString()}`);
}

/** `POST /api/advisor/investor/{investorId}/erasure`: what was erased and what is kept until when. */
export function eraseInvestorPersonalData(investorId: string): Promise<TPersonalDataErasure> {
  return apiRequest(`${investorPath(investorId)}/erasure`, { method: 'POST', schema: ZPersonalDataErasureSchema });
}

export function useEraseInvestorPersonalData(investorId: string) {
  return useMutation({ mutationFn: () => eraseInvestorPersonalData(investorId) });
}
