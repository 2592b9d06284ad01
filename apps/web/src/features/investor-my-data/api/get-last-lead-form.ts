import { ZInvestorLeadFormSchema, type TInvestorLeadForm } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { INVESTOR_QUERY_PREFIX } from '@/lib/session-query-keys';

/**
 * `GET /investor-api/lead-form/last`: the last questionnaire the investor submitted, masked where sensitive, or null when
 * there is none yet (the server's 404).
 */
export async function getLastLeadForm({ signal }: { signal?: AbortSignal } = {}): Promise<TInvestorLeadForm | null> {
  try {
    return await apiRequest('/investor-api/lead-form/last', { schema: ZInvestorLeadFormSchema, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useLastLeadForm() {
  return useQuery(
    queryOptions({
      queryKey: [...INVESTOR_QUERY_PREFIX, 'lead-form', 'last'] as const,
      queryFn: ({ signal }) => getLastLeadForm({ signal }),
    }),
  );
}
