import { ZPublicOfferSchema, type Language, type TAcceptOfferRequest, type TPublicOffer } from '@emisja/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { publicOfferPath, storePublicOffer } from './get-public-offer';

// The investor's status actions (product-decisions section 3); each answers with the offer, freshly read. A status that
// does not allow the action is 409 error.offerInvalidTransition.

/** `PATCH .../interest`: viewed -> interested. */
export function markInterest(token: string): Promise<TPublicOffer> {
  return apiRequest(publicOfferPath(token, '/interest'), { method: 'PATCH', schema: ZPublicOfferSchema });
}

/**
 * `PATCH .../accept {investmentValue, consents}`: interested -> accepted. The server checks min, max and step (422
 * error.offerCannotBeAcceptedMin / Max / Step with the amount in its message).
 */
export function acceptOffer(token: string, body: TAcceptOfferRequest): Promise<TPublicOffer> {
  return apiRequest(publicOfferPath(token, '/accept'), { method: 'PATCH', body, schema: ZPublicOfferSchema });
}

/** `PATCH .../decline`: invited, viewed or interested -> declined. */
export function declineOffer(token: string): Promise<TPublicOffer> {
  return apiRequest(publicOfferPath(token, '/decline'), { method: 'PATCH', schema: ZPublicOfferSchema });
}

function useOfferAction<TVariables>(
  token: string,
  language: Language,
  action: (token: string, variables: TVariables) => Promise<TPublicOffer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => action(token, variables),
    onSuccess: (offer) => storePublicOffer(queryClient, token, language, offer),
  });
}

export function useMarkInterest(token: string, language: Language) {
  return useOfferAction<void>(token, language, (offerToken) => markInterest(offerToken));
}

export function useAcceptOffer(token: string, language: Language) {
  return useOfferAction<TAcceptOfferRequest>(token, language, acceptOffer);
}

export function useDeclineOffer(token: string, language: Language) {
  return useOfferAction<void>(token, language, (offerToken) => declineOffer(offerToken));
}
