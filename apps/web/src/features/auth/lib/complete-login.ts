import { ERROR_LABELS, type TActiveUserData, type TUserContextsResponse } from '@emisja/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { decodeAccessToken, storeTokens, type TSessionTokens } from '@/lib/session';
import { changeContext } from '../api/change-context';
import { CONTEXTS_QUERY_KEY, getContexts } from '../api/get-contexts';
import { getUserData, userDataQueryKey } from '../api/get-user-data';
import { logoutOnServer } from '../api/logout';

type TNewSession = { accessToken: string; refreshToken: string };

/**
 * The login flow of spec section 4 after an advisor-side login returned an auth-token (password, second factor, activation):
 * 1. load the user's contexts (GET /api/contexts; from an investor-panel token, which /api refuses, the investor's data);
 * 2. if the token's context is the advisor panel of this landing page, load the user data (advisor networks have no endpoint
 *    yet: issue 3 leaves them to the advisors work);
 * 3. otherwise switch to the advisor-panel context of this landing page; without one the login fails with 'Access denied'.
 * The tokens become the stored session only at the end, so the session rules never see a half-finished login, and a refused
 * login leaves nothing behind (its server session is revoked at once).
 */
export async function completeAdvisorLogin(
  tokens: TNewSession,
  { landingId, queryClient }: { landingId: string | null; queryClient: QueryClient },
): Promise<void> {
  let session: TSessionTokens = tokens;
  const token = decodeAccessToken(session.accessToken);
  // /api takes advisor-panel tokens only; an investor-panel token finds its user's contexts in the investor's user data.
  const contexts: TUserContextsResponse =
    token?.context_type === 'investor-panel'
      ? (await getUserData({ isInvestor: true, accessToken: session.accessToken })).contexts
      : await getContexts({ accessToken: session.accessToken });
  const isAdvisorPanelHere = token?.context_type === 'advisor-panel' && (landingId === null || token.context_id === landingId);
  if (!isAdvisorPanelHere) {
    const target = contexts.find((context) => context.context.type === 'advisor-panel' && context.id === landingId);
    if (!target) {
      void logoutOnServer({ accessToken: session.accessToken }).catch(() => undefined);
      throw new ApiError(403, ERROR_LABELS.accessDenied);
    }
    const changed = await changeContext(
      { contextId: target.id, contextType: 'advisor-panel' },
      { accessToken: session.accessToken, refreshToken: session.refreshToken },
    );
    session = { accessToken: changed.accessToken, refreshToken: changed.refreshToken ?? session.refreshToken };
  }
  const user: TActiveUserData = await getUserData({ isInvestor: false, accessToken: session.accessToken });
  const tokenData = decodeAccessToken(session.accessToken);
  // Nothing of an earlier session may show in this one.
  queryClient.removeQueries({ queryKey: ['auth'] });
  queryClient.setQueryData(CONTEXTS_QUERY_KEY, contexts);
  if (tokenData) queryClient.setQueryData(userDataQueryKey(tokenData), user);
  storeTokens(session);
}

/** An investor's login link gives an investor-panel session directly: nothing to switch (spec section 4, step 7). */
export function completeInvestorLogin(tokens: TNewSession, { queryClient }: { queryClient: QueryClient }): void {
  queryClient.removeQueries({ queryKey: ['auth'] });
  storeTokens(tokens);
}
