import { ZAdvisorListRowSchema, type TListQuery } from '@emisja/shared';
import { useQuery } from '@tanstack/react-query';
import { listQueryOptions } from '@/components/ui/data-table';

export const ADVISORS_QUERY_KEY = ['advisors'] as const;
export const ADVISORS_PATH = '/api/advisor/advisor';

/**
 * `GET /api/advisor/advisor` with the table's list query (filters firstName/surname/email like, brokerNetworkIds contain,
 * status in; sorting; limit/offset) and the total from X-Total-Count.
 */
export function getAdvisorsQueryOptions(query: TListQuery) {
  return listQueryOptions([...ADVISORS_QUERY_KEY, 'list'], ADVISORS_PATH, query, ZAdvisorListRowSchema);
}

export function useAdvisors(query: TListQuery) {
  return useQuery(getAdvisorsQueryOptions(query));
}
