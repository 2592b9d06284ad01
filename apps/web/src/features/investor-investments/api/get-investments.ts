import { ZInvestorInvestmentRowSchema, type TInvestorInvestmentRow } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { INVESTOR_QUERY_PREFIX } from '@/lib/session-query-keys';

export const INVESTMENTS_QUERY_KEY = [...INVESTOR_QUERY_PREFIX, 'investments'] as const;

const ZInvestmentRowsSchema = z.array(ZInvestorInvestmentRowSchema);

/** `GET /investor-api/investments`: the investor's own investments on this landing page (product-decisions section 10). */
export function getInvestments({ signal }: { signal?: AbortSignal } = {}): Promise<TInvestorInvestmentRow[]> {
  return apiRequest('/investor-api/investments', { schema: ZInvestmentRowsSchema, signal });
}

export function getInvestmentsQueryOptions() {
  return queryOptions({
    queryKey: [...INVESTMENTS_QUERY_KEY, 'list'] as const,
    queryFn: ({ signal }) => getInvestments({ signal }),
  });
}

export function useInvestments() {
  return useQuery(getInvestmentsQueryOptions());
}
