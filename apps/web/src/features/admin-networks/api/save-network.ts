import {
  ZNetworkDetailSchema,
  type TNetworkCreateRequest,
  type TNetworkDetail,
  type TNetworkUpdateRequest,
} from '@emisja/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ADVISOR_NETWORKS_QUERY_KEY, NETWORK_DETAILS_QUERY_KEY } from './get-network-details';

/** `POST /api/advisor/network` (admin): a new network; its name is unique on the landing page. */
export function createNetwork(body: TNetworkCreateRequest): Promise<TNetworkDetail> {
  return apiRequest('/api/advisor/network', { method: 'POST', body, schema: ZNetworkDetailSchema });
}

/**
 * `PUT /api/advisor/network/{id}` (admin): the name and the coordinators (active advisors of the landing page); a coordinator
 * not yet a member becomes one, advisors left out stay members without the flag.
 */
export function updateNetwork(id: string, body: TNetworkUpdateRequest): Promise<TNetworkDetail> {
  return apiRequest(`/api/advisor/network/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: ZNetworkDetailSchema });
}

/** Creates (no id) or updates a network; the back office's list and the panel's network lists load again. */
export function useSaveNetwork(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TNetworkUpdateRequest) => (id === null ? createNetwork({ name: body.name }) : updateNetwork(id, body)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: NETWORK_DETAILS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ADVISOR_NETWORKS_QUERY_KEY }),
      ]),
  });
}
