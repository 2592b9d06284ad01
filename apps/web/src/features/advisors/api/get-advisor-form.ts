import { ZAdvisorFormDefinitionSchema, type TAdvisorFormDefinition } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ADVISORS_QUERY_KEY } from './get-advisors';

/** `GET /api/advisor/advisor-form`: the fields of the advisor form, with the networks the user may assign. */
export function getAdvisorFormDefinition({ signal }: { signal?: AbortSignal } = {}): Promise<TAdvisorFormDefinition> {
  return apiRequest('/api/advisor/advisor-form', { schema: ZAdvisorFormDefinitionSchema, signal });
}

export function getAdvisorFormDefinitionQueryOptions() {
  return queryOptions({
    queryKey: [...ADVISORS_QUERY_KEY, 'form-definition'] as const,
    queryFn: ({ signal }) => getAdvisorFormDefinition({ signal }),
  });
}

export function useAdvisorFormDefinition() {
  return useQuery(getAdvisorFormDefinitionQueryOptions());
}
