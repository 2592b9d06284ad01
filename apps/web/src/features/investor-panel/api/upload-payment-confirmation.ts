import { ZOfferAttachmentSchema, type TOfferAttachment } from '@emisja/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { INVESTOR_QUERY_PREFIX } from '@/lib/session-query-keys';
import { investorOfferPath } from './get-investor-offer';

/**
 * `POST /investor-api/offer/{id}/upload`: multipart with one part `file` (accepted or active offers). The server checks the
 * type by the content (PDF, PNG, JPEG; else 415) and the size (10 MiB; else 413), as on the public page.
 */
export function uploadPaymentConfirmation(id: string, file: File): Promise<TOfferAttachment> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest(investorOfferPath(id, '/upload'), { method: 'POST', body, schema: ZOfferAttachmentSchema });
}

export function useUploadPaymentConfirmation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadPaymentConfirmation(id, file),
    // The offer's list of confirmations and the documents page both show it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVESTOR_QUERY_PREFIX }),
  });
}
