import { LOAD_ALL_LIMIT, ZAdvisorListRowSchema, type TAdvisorListRow } from '@emisja/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchList } from '@/components/ui/data-table';
import { NETWORK_DETAILS_QUERY_KEY } from './get-network-details';

/**
 * The landing page's active advisors, by surname (`GET /api/advisor/advisor`, load-all limit of spec section 9, status in
 * active): whom an admin may make a coordinator.
 */
export async function getActiveAdvisors({ signal }: { signal?: AbortSignal } = {}): Promise<TAdvisorListRow[]> {
  const { rows } = await fetchList(
    '/api/advisor/advisor',
    {
      limit: LOAD_ALL_LIMIT,
      offset: 0,
      filters: [{ column: 'status', operator: 'in', value: ['active'] }],
      sort: { column: 'surname', order: 'asc' },
    },
    ZAdvisorListRowSchema,
    { signal, withTotal: false },
  );
  return rows;
}

export function useActiveAdvisors({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: [...NETWORK_DETAILS_QUERY_KEY, 'active-advisors'],
    queryFn: ({ signal }) => getActiveAdvisors({ signal }),
    enabled: isEnabled,
  });
}
