import { ZAdvisorSchema, type TAdvisor } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ADVISORS_PATH, ADVISORS_QUERY_KEY } from './get-advisors';

/** `GET /api/advisor/advisor/{id}`: 404 for an advisor outside the user's scope, another tenant's or an unknown one. */
export function getAdvisor(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<TAdvisor> {
  return apiRequest(`${ADVISORS_PATH}/${encodeURIComponent(id)}`, { schema: ZAdvisorSchema, signal });
}

export function advisorQueryKey(id: string) {
  return [...ADVISORS_QUERY_KEY, 'detail', id] as const;
}

export function getAdvisorQueryOptions(id: string) {
  return queryOptions({
    queryKey: advisorQueryKey(id),
    queryFn: ({ signal }) => getAdvisor(id, { signal }),
    // The form edits this copy: a refetch in the background must not change it under the user's hands.
    staleTime: Infinity,
    refetchOnMount: 'always',
  });
}

export function useAdvisor(id: string) {
  return useQuery(getAdvisorQueryOptions(id));
}
