import { ZOfferAttachmentSchema, type Language, type TOfferAttachment, type TPublicOffer } from '@emisja/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { publicOfferPath, publicOfferQueryKey } from './get-public-offer';

/**
 * `POST .../upload`: multipart with one part `file` (accepted or active offers only). The server checks the type by the
 * content (PDF, PNG, JPEG; else 415) and the size (10 MiB; else 413).
 */
export function uploadPaymentConfirmation(token: string, file: File): Promise<TOfferAttachment> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest(publicOfferPath(token, '/upload'), { method: 'POST', body, schema: ZOfferAttachmentSchema });
}

export function useUploadPaymentConfirmation(token: string, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadPaymentConfirmation(token, file),
    // The list is newest first, as the server sends it.
    onSuccess: (attachment) =>
      queryClient.setQueryData<TPublicOffer>(publicOfferQueryKey(token, language), (offer) =>
        offer ? { ...offer, paymentConfirmations: [attachment, ...offer.paymentConfirmations] } : offer,
      ),
  });
}
