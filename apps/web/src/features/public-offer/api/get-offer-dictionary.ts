import { ZOfferDictionarySchema } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /public-api/campaign-offer/dictionary`: status labels per language and the upload rules of payment confirmations. */
export function getOfferDictionary({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest('/public-api/campaign-offer/dictionary', { schema: ZOfferDictionarySchema, signal });
}

export function getOfferDictionaryQueryOptions() {
  return queryOptions({
    queryKey: ['public-offer-dictionary'] as const,
    queryFn: ({ signal }) => getOfferDictionary({ signal }),
    staleTime: Infinity,
  });
}

/** Optional for the page: without it the statuses use this app's labels and the uploads the shared limits. */
export function useOfferDictionary() {
  return useQuery(getOfferDictionaryQueryOptions());
}
