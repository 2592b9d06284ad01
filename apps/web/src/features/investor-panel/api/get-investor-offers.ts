import { LOAD_ALL_LIMIT, ZInvestorPanelOfferSchema, type TInvestorPanelOffer } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { INVESTOR_QUERY_PREFIX } from '@/lib/session-query-keys';

export const INVESTOR_OFFERS_QUERY_KEY = [...INVESTOR_QUERY_PREFIX, 'offers'] as const;

const ZInvestorOffersSchema = z.array(ZInvestorPanelOfferSchema);

/** `GET /investor-api/offers?limit=99999&offset=0`: all of the investor's own offers, newest status date first. */
export function getInvestorOffers({ signal }: { signal?: AbortSignal } = {}): Promise<TInvestorPanelOffer[]> {
  return apiRequest(`/investor-api/offers?limit=${LOAD_ALL_LIMIT}&offset=0`, { schema: ZInvestorOffersSchema, signal });
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
