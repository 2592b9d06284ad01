import { ZInvestorProductSchema, type Language, type TInvestorProduct } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { PRODUCTS_QUERY_KEY } from './get-products';

export function productPath(id: string, suffix = ''): string {
  return `/investor-api/product/${encodeURIComponent(id)}${suffix}`;
}

/** `GET /investor-api/product/{id}?language=`: one product of an active campaign; an unknown or ended one is 404. */
export function getProduct(id: string, language: Language, { signal }: { signal?: AbortSignal } = {}): Promise<TInvestorProduct> {
  return apiRequest(`${productPath(id)}?${new URLSearchParams({ language }).toString()}`, {
    schema: ZInvestorProductSchema,
    signal,
  });
}

export function useProduct(id: string, language: Language) {
  return useQuery(
    queryOptions({
      queryKey: [...PRODUCTS_QUERY_KEY, 'detail', id, language] as const,
      queryFn: ({ signal }) => getProduct(id, language, { signal }),
    }),
  );
}
