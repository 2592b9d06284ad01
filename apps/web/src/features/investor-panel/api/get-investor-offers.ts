import type { TInvestorPanelOffer } from '@emisja/shared';
import { LOAD_ALL_LIMIT } from '@emisja/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { deferredSchema } from '@/lib/deferred-schema';
import { INVESTOR_QUERY_PREFIX } from '@/lib/session-query-keys';

export const INVESTOR_OFFERS_QUERY_KEY = [...INVESTOR_QUERY_PREFIX, 'offers'] as const;

// Prefetched when the panel mounts: the schema loads beside the call, not with the panel (docs/decisions/069).
const investorOffersSchema = deferredSchema(async () =>
  (await import('@emisja/shared/schemas/investor-panel')).ZInvestorPanelOfferSchema.array(),
);

/** `GET /investor-api/offers?limit=99999&offset=0`: all of the investor's own offers, newest status date first. */
export function getInvestorOffers({ signal }: { signal?: AbortSignal } = {}): Promise<TInvestorPanelOffer[]> {
  return apiRequest(`/investor-api/offers?limit=${LOAD_ALL_LIMIT}&offset=0`, { schema: investorOffersSchema, signal });
}

export function getInvestorOffersQueryOptions() {
  return queryOptions({
    queryKey: INVESTOR_OFFERS_QUERY_KEY,
    queryFn: ({ signal }) => getInvestorOffers({ signal }),
    // Loaded once per session (spec section 4, "after mount"); the investor's actions invalidate it.
    staleTime: Infinity,
  });
}

export function useInvestorOffers() {
  return useQuery(getInvestorOffersQueryOptions());
}
