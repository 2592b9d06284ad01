import { ZInvestorOfferSchema, type Language, type TAcceptOfferRequest } from '@emisja/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { INVESTOR_QUERY_PREFIX } from '@/lib/session-query-keys';
import { investorOfferPath, investorOfferQueryKey } from './get-investor-offer';

// The investor's status actions from the panel (product-decisions sections 3 and 10), the same rules as the public page's:
// a status that does not allow the action is 409 error.offerInvalidTransition; accept checks min, max and step (422
// error.offerCannotBeAcceptedMin / Max / Step with the amount in its message).

/** `PATCH /investor-api/offer/{id}/interest`: viewed -> interested. */
export function markInterest(id: string): Promise<unknown> {
  return apiRequest(investorOfferPath(id, '/interest'), { method: 'PATCH' });
}

/** `PATCH /investor-api/offer/{id}/accept {investmentValue, consents}`: interested -> accepted. */
export function acceptOffer(id: string, body: TAcceptOfferRequest): Promise<unknown> {
  return apiRequest(investorOfferPath(id, '/accept'), { method: 'PATCH', body });
}

/**
 * After an action: the offer's answer goes into the page's cache when it is the offer (the contract leaves the body open),
 * and everything of the panel is read again (the offer, the lists, the summary's counts, the products' offer links).
 */
function useOfferAction<TVariables>(id: string, language: Language, action: (variables: TVariables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: async (answer) => {
      const offer = ZInvestorOfferSchema.safeParse(answer);
      if (offer.success && offer.data.language === language) {
        queryClient.setQueryData(investorOfferQueryKey(id, language), offer.data);
      }
      await queryClient.invalidateQueries({ queryKey: INVESTOR_QUERY_PREFIX });
    },
  });
}

export function useMarkInterest(id: string, language: Language) {
  return useOfferAction<void>(id, language, () => markInterest(id));
}

export function useAcceptOffer(id: string, language: Language) {
  return useOfferAction<TAcceptOfferRequest>(id, language, (body) => acceptOffer(id, body));
}
