import type { TNetwork } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { isRequestCancelled } from '@/lib/api-error';
import { deferredSchema } from '@/lib/deferred-schema';

// Read when the panel mounts: the schema loads beside the call, not with the panel (docs/decisions/069).
const networksSchema = deferredSchema(async () => (await import('@emisja/shared/schemas/networks')).ZNetworkSchema.array());

/**
 * `GET /api/advisor/network`: the networks the user may use, sorted by name (all of the landing page for an admin). Spec
 * section 7: a failed fetch of networks gives an empty list, so a screen shows ids without names rather than an error.
 */
export async function getNetworks({ signal }: { signal?: AbortSignal } = {}): Promise<TNetwork[]> {
  try {
    return await apiRequest('/api/advisor/network', { schema: networksSchema, signal });
  } catch (error) {
    if (isRequestCancelled(error) || (error instanceof DOMException && error.name === 'AbortError')) throw error;
    return [];
  }
}

export const NETWORKS_QUERY_KEY = ['advisors', 'networks'] as const;

export function getNetworksQueryOptions() {
  return queryOptions({
    queryKey: NETWORKS_QUERY_KEY,
    queryFn: ({ signal }) => getNetworks({ signal }),
    // Spec section 4: loaded after mount "if not yet loaded"; networks change rarely (no screen edits them yet).
    staleTime: 5 * 60_000,
  });
}

export function useNetworks({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...getNetworksQueryOptions(), enabled: isEnabled });
}

/** Network id -> name, for the table's network column, its filter and the profile. */
export function networkNames(networks: readonly TNetwork[] | undefined): Map<string, string> {
  return new Map((networks ?? []).map((network) => [network.id, network.name]));
}
