import { ZNetworkDetailSchema, type TNetworkDetail } from '@emisja/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** Networks appear in the advisor panel's own lists too (`GET /api/advisor/network`, key ['advisors', 'networks']). */
export const NETWORK_DETAILS_QUERY_KEY = ['admin-networks'] as const;
export const ADVISOR_NETWORKS_QUERY_KEY = ['advisors', 'networks'] as const;

/** `GET /api/advisor/network-details` (admin): every network of the landing page by name, its member count and coordinators. */
export function getNetworkDetails({ signal }: { signal?: AbortSignal } = {}): Promise<TNetworkDetail[]> {
  return apiRequest('/api/advisor/network-details', { schema: z.array(ZNetworkDetailSchema), signal });
}

export function useNetworkDetails() {
  return useQuery({ queryKey: [...NETWORK_DETAILS_QUERY_KEY, 'list'], queryFn: ({ signal }) => getNetworkDetails({ signal }) });
}
