import {
  ZOfferDetailSchema,
  type Language,
  type TConfirmPaymentRequest,
  type TOfferDetail,
  type TRejectOfferRequest,
} from '@emisja/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { offerPath, offerQueryKey } from './get-offer';
import { INVESTOR_OFFER_LISTS_QUERY_KEY } from './get-offers';

// The status actions of the advisor panel (product-decisions section 3): reject with a reason, archive, confirm the payment.
// Each answers the offer freshly read; an invalid transition is a 409 `error.offerInvalidTransition`.

function withLanguage(path: string, language: Language): string {
  return `${path}?${new URLSearchParams({ language }).toString()}`;
}

/** `PATCH .../offer/{id}/reject {reason}`. */
export function rejectOffer(id: string, body: TRejectOfferRequest, language: Language): Promise<TOfferDetail> {
  return apiRequest(withLanguage(`${offerPath(id)}/reject`, language), { method: 'PATCH', body, schema: ZOfferDetailSchema });
}

/** `PATCH .../offer/{id}/archive` (no body). */
export function archiveOffer(id: string, language: Language): Promise<TOfferDetail> {
  return apiRequest(withLanguage(`${offerPath(id)}/archive`, language), { method: 'PATCH', schema: ZOfferDetailSchema });
}

/** `PATCH .../offer/{id}/confirm-payment {paymentDate?}`: accepted -> active, with the investment and its schedule. */
export function confirmOfferPayment(id: string, body: TConfirmPaymentRequest, language: Language): Promise<TOfferDetail> {
  return apiRequest(withLanguage(`${offerPath(id)}/confirm-payment`, language), {
    method: 'PATCH',
    body,
    schema: ZOfferDetailSchema,
  });
}

export type OfferStatusAction =
  | { action: 'reject'; body: TRejectOfferRequest }
  | { action: 'archive' }
  | { action: 'confirmPayment'; body: TConfirmPaymentRequest };

function runAction(id: string, request: OfferStatusAction, language: Language): Promise<TOfferDetail> {
  switch (request.action) {
    case 'reject':
      return rejectOffer(id, request.body, language);
    case 'archive':
      return archiveOffer(id, language);
    case 'confirmPayment':
      return confirmOfferPayment(id, request.body, language);
  }
}

/** After any change of an offer: its page and every list (and kanban figures) load again. */
export async function refreshOffer(queryClient: QueryClient, id: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: offerQueryKey(id) }),
    queryClient.invalidateQueries({ queryKey: INVESTOR_OFFER_LISTS_QUERY_KEY }),
  ]);
}

/**
 * One status action on the offer `id`. Success puts the answer in the offer's cache and reloads the lists; a failure (e.g. a
 * 409 because someone else moved the offer meanwhile) reloads the offer too, so its status and actions are current.
 */
export function useOfferStatusAction(id: string, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OfferStatusAction) => runAction(id, request, language),
    onSuccess: async (offer) => {
      queryClient.setQueryData([...offerQueryKey(id), language], offer);
      await queryClient.invalidateQueries({ queryKey: INVESTOR_OFFER_LISTS_QUERY_KEY });
    },
    onError: () => refreshOffer(queryClient, id),
  });
}
