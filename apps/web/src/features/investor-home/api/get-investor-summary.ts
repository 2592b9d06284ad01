import { ZInvestorSummarySchema, type TInvestorSummary } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { INVESTOR_QUERY_PREFIX } from '@/lib/session-query-keys';

/**
 * `GET /investor-api/investor/summary` (product-decisions section 10): per currency the money invested in active investments,
 * interest paid and still due, the next payment; the payments per month; offer counts by status; the questionnaire's state.
 */
export function getInvestorSummary({ signal }: { signal?: AbortSignal } = {}): Promise<TInvestorSummary> {
  return apiRequest('/investor-api/investor/summary', { schema: ZInvestorSummarySchema, signal });
}

export function getInvestorSummaryQueryOptions() {
  return queryOptions({
    queryKey: [...INVESTOR_QUERY_PREFIX, 'summary'] as const,
    queryFn: ({ signal }) => getInvestorSummary({ signal }),
  });
}

export function useInvestorSummary() {
  return useQuery(getInvestorSummaryQueryOptions());
}
