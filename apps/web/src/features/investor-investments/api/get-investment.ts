import { ZInvestorInvestmentSchema, type Language, type TInvestorInvestment } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { INVESTMENTS_QUERY_KEY } from './get-investments';

export function investmentPath(id: string, suffix = ''): string {
  return `/investor-api/investment/${encodeURIComponent(id)}${suffix}`;
}

/**
 * `GET /investor-api/investment/{id}?language=`: one investment with its campaign's terms and the payment schedule (with
 * what was recorded as paid). Another investor's id is 404.
 */
export function getInvestment(
  id: string,
  language: Language,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TInvestorInvestment> {
  return apiRequest(`${investmentPath(id)}?${new URLSearchParams({ language }).toString()}`, {
    schema: ZInvestorInvestmentSchema,
    signal,
  });
}

export function getInvestmentQueryOptions(id: string, language: Language) {
  return queryOptions({
    queryKey: [...INVESTMENTS_QUERY_KEY, 'detail', id, language] as const,
    queryFn: ({ signal }) => getInvestment(id, language, { signal }),
  });
}

export function useInvestment(id: string, language: Language) {
  return useQuery(getInvestmentQueryOptions(id, language));
}
