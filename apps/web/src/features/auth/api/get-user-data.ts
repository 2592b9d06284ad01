import type { TActiveUserData } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { TTokenData } from '@/lib/session';
import { deferredSchema } from '@/lib/deferred-schema';

/** The active user of a session: advisors (and any other non-investor context) ask /api, investors /investor-api. */
// Read when the panel mounts: the schema loads beside the call, not with the panel (docs/decisions/069).
const userDataSchema = deferredSchema(async () => (await import('@emisja/shared/schemas/auth')).ZActiveUserDataSchema);

export function getUserData({
  isInvestor,
  accessToken,
  signal,
}: {
  isInvestor: boolean;
  accessToken?: string;
  signal?: AbortSignal;
}): Promise<TActiveUserData> {
  const path = isInvestor ? '/investor-api/auth/data' : '/api/auth/data';
  return apiRequest(path, { schema: userDataSchema, signal, accessToken });
}

export const USER_DATA_QUERY_PREFIX = ['auth', 'user'] as const;

/** One entry per user and context: a change of context reads the new context's data, a token refresh reuses it. */
export function userDataQueryKey(token: Pick<TTokenData, 'username' | 'context_type' | 'context_id'>) {
  return [...USER_DATA_QUERY_PREFIX, token.username, token.context_type, token.context_id] as const;
}

export function getUserDataQueryOptions(token: Pick<TTokenData, 'username' | 'context_type' | 'context_id'>) {
  return queryOptions({
    queryKey: userDataQueryKey(token),
    queryFn: ({ signal }) => getUserData({ isInvestor: token.context_type === 'investor-panel', signal }),
    // Loaded once per session (spec section 4, "after mount"); profile changes update it.
    staleTime: Infinity,
  });
}

export function useUserData(token: TTokenData | null) {
  return useQuery({
    ...getUserDataQueryOptions(token ?? { username: '', context_type: 'advisor-panel', context_id: '' }),
    enabled: token !== null,
  });
}
