import { LOAD_ALL_LIMIT, ZInvestorProductSchema, type Language, type TInvestorProduct } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { INVESTOR_QUERY_PREFIX } from '@/lib/session-query-keys';

export const PRODUCTS_QUERY_KEY = [...INVESTOR_QUERY_PREFIX, 'products'] as const;

const ZProductsSchema = z.array(ZInvestorProductSchema);

/**
 * `GET /investor-api/products?limit=99999&offset=0&language=`: the products of the landing page's active campaigns, each
 * with the investor's open offer of it, if any (product-decisions section 10).
 */
export function getProducts(language: Language, { signal }: { signal?: AbortSignal } = {}): Promise<TInvestorProduct[]> {
  const query = new URLSearchParams({ limit: String(LOAD_ALL_LIMIT), offset: '0', language }).toString();
  return apiRequest(`/investor-api/products?${query}`, { schema: ZProductsSchema, signal });
}

export function useProducts(language: Language) {
  return useQuery(
    queryOptions({
      queryKey: [...PRODUCTS_QUERY_KEY, 'list', language] as const,
      queryFn: ({ signal }) => getProducts(language, { signal }),
    }),
  );
}
