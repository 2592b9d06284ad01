import { ZPublicOfferSchema, type Language, type TPublicOffer } from '@emisja/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// The investor's offer behind the e-mail link (spec section 7, public token calls). The token is the only credential: these
// calls carry no Authorization header whatever session the browser holds (lib/api-client: /public-api is not authorised).

export const PUBLIC_OFFER_QUERY_KEY = ['public-offer'] as const;

/** `/public-api/campaign-offer/{token}` plus `suffix` (`/interest`, `/accept`, ...). */
export function publicOfferPath(token: string, suffix = ''): string {
  return `/public-api/campaign-offer/${encodeURIComponent(token)}${suffix}`;
}

/**
 * `GET /public-api/campaign-offer/{token}?language=`: the offer with the campaign texts in `language`. The first open moves
 * it from invited to viewed. Unknown token: 404 error.tokenInactive; a finished offer or ended campaign: 410 error.offerOutOfDate.
 */
export function getPublicOffer(token: string, language: Language, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(`${publicOfferPath(token)}?${new URLSearchParams({ language }).toString()}`, {
    schema: ZPublicOfferSchema,
    signal,
  });
}

export function publicOfferQueryKey(token: string, language?: Language) {
  return language ? ([...PUBLIC_OFFER_QUERY_KEY, token, language] as const) : ([...PUBLIC_OFFER_QUERY_KEY, token] as const);
}

export function getPublicOfferQueryOptions(token: string, language: Language) {
  return queryOptions({
    queryKey: publicOfferQueryKey(token, language),
    queryFn: ({ signal }) => getPublicOffer(token, language, { signal }),
  });
}

export function usePublicOffer(token: string, language: Language) {
  return useQuery(getPublicOfferQueryOptions(token, language));
}

/**
 * Puts the answer of an action (interest, accept, decline) in the cache of the page's language. The actions take no
 * language, so when the answer's campaign texts are in another one the page keeps its own texts and takes the rest; the
 * copies in other languages are dropped, to be read again when the language changes.
 */
export function storePublicOffer(queryClient: QueryClient, token: string, language: Language, offer: TPublicOffer): void {
  queryClient.setQueryData<TPublicOffer>(publicOfferQueryKey(token, language), (current) => {
    if (!current || offer.language === language) return offer;
    const { name, shortDescription, description } = current.campaign;
    return { ...offer, language: current.language, campaign: { ...offer.campaign, name, shortDescription, description } };
  });
  queryClient.removeQueries({
    queryKey: publicOfferQueryKey(token),
    predicate: (query) => query.queryKey[2] !== language,
  });
}
