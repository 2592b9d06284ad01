import type { Language } from '@emisja/shared';
import { apiRequest } from '@/lib/api-client';
import { publicOfferPath } from './get-public-offer';

/** `POST .../pdf {language}`: the offer and the subscription form as a PDF rendered by the server, in `language`. */
export function downloadOfferPdf(token: string, language: Language): Promise<Blob> {
  return apiRequest(publicOfferPath(token, '/pdf'), { method: 'POST', body: { language }, responseType: 'blob' });
}
