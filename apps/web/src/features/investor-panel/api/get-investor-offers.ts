import { LOAD_ALL_LIMIT, ZInvestorPanelOfferSchema, type TInvestorPanelOffer } from '@emisja/shared';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export const INVESTOR_OFFERS_QUERY_KEY = ['investor', 'offers'] as const;

const ZInvestorOffersSchema = z.array(ZInvestorPanelOfferSchema);

/** `GET /investor-api/offers?limit=99999&offset=0`: all of the investor's own offers, newest status date first. */
export function getInvestorOffers({ signal }: { signal?: AbortSignal } = {}): Promise<TInvestorPanelOffer[]> {
  return apiRequest(`/investor-api/offers?limit=${LOAD_ALL_LIMIT}&offset=0`, { schema: ZInvestorOffersSchema, signal });
}

export function getInvestorOffersQueryOptions() {
  return queryOptions({
    queryKey: INVESTOR_OFFERS_QUERY_KEY,
    queryFn: ({ signal }) => getInvestorOffers({ signal }),
    // Loaded once per session (spec section 4, "after mount"); the investor's actions will invalidate it.
    staleTime: Infinity,
  });
}
