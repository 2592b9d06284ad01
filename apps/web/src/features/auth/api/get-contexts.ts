import type { TUserContextsResponse } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { deferredSchema } from '@/lib/deferred-schema';

// Read when the panel mounts: the schema loads beside the call, not with the panel (docs/decisions/069).
const contextsSchema = deferredSchema(async () => (await import('@emisja/shared/schemas/auth')).ZUserContextsResponseSchema);

export const CONTEXTS_QUERY_KEY = ['auth', 'contexts'] as const;

/** `GET /api/contexts`: the user's contexts on this landing page. `accessToken` is for the login flow's not yet stored token. */
export function getContexts({
  accessToken,
  signal,
}: { accessToken?: string; signal?: AbortSignal } = {}): Promise<TUserContextsResponse> {
  return apiRequest('/api/contexts', { schema: contextsSchema, signal, accessToken });
}

export function getContextsQueryOptions() {
  return queryOptions({
    queryKey: CONTEXTS_QUERY_KEY,
    queryFn: ({ signal }) => getContexts({ signal }),
    // Loaded once per session (spec section 4, "after mount"); a login or a change of context sets it again.
    staleTime: Infinity,
  });
}

export function useContexts({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...getContextsQueryOptions(), enabled: isEnabled });
}
