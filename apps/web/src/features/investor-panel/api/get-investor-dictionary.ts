import type { TOfferDictionary } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { deferredSchema } from '@/lib/deferred-schema';
import { INVESTOR_QUERY_PREFIX } from '@/lib/session-query-keys';

// Prefetched when the panel mounts: the schema loads beside the call, not with the panel (docs/decisions/069).
const dictionarySchema = deferredSchema(async () => (await import('@emisja/shared/schemas/public-offer')).ZOfferDictionarySchema);

export const INVESTOR_DICTIONARY_QUERY_KEY = [...INVESTOR_QUERY_PREFIX, 'dictionary'] as const;

/** `GET /investor-api/dictionary`: the option lists of the investor panel (spec section 7, "Investor"). */
export function getInvestorDictionary({ signal }: { signal?: AbortSignal } = {}): Promise<TOfferDictionary> {
  return apiRequest('/investor-api/dictionary', { schema: dictionarySchema, signal });
}

export function getInvestorDictionaryQueryOptions() {
  return queryOptions({
    queryKey: INVESTOR_DICTIONARY_QUERY_KEY,
    queryFn: ({ signal }) => getInvestorDictionary({ signal }),
    // Loaded once per session (spec section 4, "after mount").
    staleTime: Infinity,
  });
}

/** Optional for the pages: without it the statuses use this app's labels and the uploads the shared limits. */
export function useInvestorDictionary() {
  return useQuery(getInvestorDictionaryQueryOptions());
}
