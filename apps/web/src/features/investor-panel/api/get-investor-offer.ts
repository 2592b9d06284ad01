import { ZInvestorOfferSchema, type Language, type TInvestorOffer } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { INVESTOR_QUERY_PREFIX } from '@/lib/session-query-keys';

export const INVESTOR_OFFER_QUERY_KEY = [...INVESTOR_QUERY_PREFIX, 'offer'] as const;

/** `/investor-api/offer/{id}` plus `suffix` (`/interest`, `/accept`, `/upload`, `/pdf`, `/attachment/{fileId}`). */
export function investorOfferPath(id: string, suffix = ''): string {
  return `/investor-api/offer/${encodeURIComponent(id)}${suffix}`;
}

export function investorOfferQueryKey(id: string, language?: Language) {
  return language ? ([...INVESTOR_OFFER_QUERY_KEY, id, language] as const) : ([...INVESTOR_OFFER_QUERY_KEY, id] as const);
}

/**
 * `GET /investor-api/offer/{id}?language=`: the investor's own offer as the public offer page shows it (one presentation),
 * with its id and, once the payment is confirmed, its investment. The first open moves it from invited to viewed. Another
 * investor's offer is 404.
 */
export function getInvestorOffer(
  id: string,
  language: Language,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TInvestorOffer> {
  return apiRequest(`${investorOfferPath(id)}?${new URLSearchParams({ language }).toString()}`, {
    schema: ZInvestorOfferSchema,
    signal,
  });
}

export function useInvestorOffer(id: string, language: Language) {
  return useQuery(
    queryOptions({
      queryKey: investorOfferQueryKey(id, language),
      queryFn: ({ signal }) => getInvestorOffer(id, language, { signal }),
    }),
  );
}
