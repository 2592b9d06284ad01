import {
  ZInvestorOfferRowSchema,
  ZOwnerChoiceSchema,
  type Language,
  type TInvestorOfferRow,
  type TOwnerChoice,
} from '@emisja/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { offerPath, offerQueryKey } from './get-offer';
import { refreshOffer } from './offer-actions';

// The owner change (spec section 6: coordinators change an offer's owner advisor; product-decisions section 2).

/** `GET .../offer/{id}/owner-choices`: the active advisors of the offer's network. */
export function getOwnerChoices(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<TOwnerChoice[]> {
  return apiRequest(`${offerPath(id)}/owner-choices`, { schema: z.array(ZOwnerChoiceSchema), signal });
}

export function getOwnerChoicesQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...offerQueryKey(id), 'owner-choices'],
    queryFn: ({ signal }) => getOwnerChoices(id, { signal }),
    // Memberships change elsewhere: ask again each time the dialog opens.
    staleTime: 0,
  });
}

export function useOwnerChoices(id: string, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...getOwnerChoicesQueryOptions(id), enabled: isEnabled });
}

/** `PATCH /api/advisor/investor/{offerId}/owner/{ownerId}`: answers the updated row. */
export function changeOfferOwner(offerId: string, ownerId: string, language: Language): Promise<TInvestorOfferRow> {
  const path = `/api/advisor/investor/${encodeURIComponent(offerId)}/owner/${encodeURIComponent(ownerId)}`;
  return apiRequest(`${path}?${new URLSearchParams({ language }).toString()}`, {
    method: 'PATCH',
    schema: ZInvestorOfferRowSchema,
  });
}

export function useChangeOfferOwner(offerId: string, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ownerId: string) => changeOfferOwner(offerId, ownerId, language),
    onSuccess: () => refreshOffer(queryClient, offerId),
  });
}
