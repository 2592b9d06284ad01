import { ZOfferDictionarySchema, type TOfferDictionary } from '@emisja/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const INVESTOR_DICTIONARY_QUERY_KEY = ['investor', 'dictionary'] as const;

/** `GET /investor-api/dictionary`: the option lists of the investor panel (spec section 7, "Investor"). */
export function getInvestorDictionary({ signal }: { signal?: AbortSignal } = {}): Promise<TOfferDictionary> {
  return apiRequest('/investor-api/dictionary', { schema: ZOfferDictionarySchema, signal });
}

export function getInvestorDictionaryQueryOptions() {
  return queryOptions({
    queryKey: INVESTOR_DICTIONARY_QUERY_KEY,
    queryFn: ({ signal }) => getInvestorDictionary({ signal }),
    // Loaded once per session (spec section 4, "after mount").
    staleTime: Infinity,
  });
}
