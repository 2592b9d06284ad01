import type { Language } from '@emisja/shared';
import { fetchFile, type TDownloadedFile } from '@/lib/download-file';
import { investorOfferPath } from './get-investor-offer';

/** `POST /investor-api/offer/{id}/pdf {language}`: the offer and the subscription form as a PDF rendered by the server. */
export function getOfferPdf(id: string, language: Language): Promise<TDownloadedFile> {
  return fetchFile(investorOfferPath(id, '/pdf'), { method: 'POST', body: { language } });
}

/** `GET /investor-api/offer/{id}/attachment/{fileId}`: one of the offer's files (a payment confirmation the investor sent). */
export function getOfferAttachment(id: string, fileId: string): Promise<TDownloadedFile> {
  return fetchFile(investorOfferPath(id, `/attachment/${encodeURIComponent(fileId)}`));
}
