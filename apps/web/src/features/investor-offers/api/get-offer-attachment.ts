import { apiRequest } from '@/lib/api-client';
import { fileNameFromContentDisposition } from '@/lib/content-disposition';
import { offerPath } from './get-offer';

export type OfferAttachmentFile = {
  blob: Blob;
  /** From Content-Disposition; null when the server sent none. */
  fileName: string | null;
};

/** `GET .../offer/{offerId}/attachment/{attachmentId}`: a payment confirmation, behind the bearer token (so not a plain link). */
export async function getOfferAttachment(offerId: string, attachmentId: string): Promise<OfferAttachmentFile> {
  let fileName: string | null = null;
  const blob = await apiRequest(`${offerPath(offerId)}/attachment/${encodeURIComponent(attachmentId)}`, {
    responseType: 'blob',
    onResponse: (response) => {
      fileName = fileNameFromContentDisposition(response.headers.get('content-disposition'));
    },
  });
  return { blob, fileName };
}
