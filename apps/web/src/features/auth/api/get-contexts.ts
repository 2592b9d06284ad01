import { ZUserContextsResponseSchema, type TUserContextsResponse } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const CONTEXTS_QUERY_KEY = ['auth', 'contexts'] as const;

/** `GET /api/contexts`: the user's contexts on this landing page. `accessToken` is for the login flow's not yet stored token. */
export function getContexts({
  accessToken,
  signal,
}: { accessToken?: string; signal?: AbortSignal } = {}): Promise<TUserContextsResponse> {
  return apiRequest('/api/contexts', { schema: ZUserContextsResponseSchema, signal, accessToken });
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
