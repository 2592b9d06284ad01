import type { ContextType } from '@emisja/shared/constants';
import { ERROR_LABELS } from '@emisja/shared/errors-core';
import { ApiError, RequestCancelledError } from './api-error';
import { hasPathPrefix, pathname, send } from './api-transport';
import { browserLocation } from './browser-location';
import {
  clearRefreshGuard,
  decodeAccessToken,
  isImpersonatedToken,
  isInvestorToken,
  isRefreshGuardSet,
  isTokenExpiring,
  readAccessToken,
  readRefreshToken,
  removeAccessToken,
  restoreImpersonator,
  setRefreshGuard,
  storeTokens,
} from './session';

// The session rules of spec section 4 ("session on start-up"), section 5 (an /api call needs an API key) and section 7
// ("handling of answers"): which calls carry the access token, refreshing it before it expires or after the server refused
// it, and what a refused refresh does. How we read them: docs/decisions/012-web-session-rules.md. Only lib/api-client.ts
// calls these; the stored tokens are lib/session.ts.

/** Spec section 7: besides /api and /investor-api, only these paths carry the Authorization header. */
export const AUTHORIZED_EXTRA_PATHS = [
  '/investor-api',
  '/auth/activate/send-token',
  '/public-api/advisor-panel-configuration',
  '/public-api/campaign-offer/dictionary',
] as const;

const REFRESH_PATHS: Record<ContextType, string> = {
  'advisor-panel': '/auth/refresh-token',
  'investor-panel': '/auth/refresh-investor-token',
};

function isApiPath(path: string): boolean {
  return hasPathPrefix(path, '/api');
}

export function carriesAuthorization(path: string): boolean {
  const bare = pathname(path);
  return isApiPath(bare) || hasPathPrefix(bare, '/investor-api') || (AUTHORIZED_EXTRA_PATHS as readonly string[]).includes(bare);
}

/** Sends the user to `/` and cancels the request (spec section 4: no refresh token; spec section 5: /api without a key). */
function cancelAndGoHome(): never {
  browserLocation.assign('/');
  throw new RequestCancelledError('No session: sent to /');
}

/**
 * An impersonated session is over (ended, expired, refused): the admin's own session comes back and the page reloads into the
 * panel, with nothing of the user's left in memory (docs/decisions/043). Without a kept admin session: the landing page.
 */
export function returnToImpersonator(): never {
  browserLocation.assign(restoreImpersonator() ? '/app' : '/');
  throw new RequestCancelledError('The impersonated session is over: back to the admin');
}

let refreshInFlight: Promise<string> | null = null;

/**
 * The schema of the refresh answer, loaded with the first refresh: the auth schemas bring zod's string rules and the shared
 * validation messages, which the shell does not need to start (issue 16). A chunk that cannot be loaded is a network failure:
 * the session stays and, the flag cleared, a later call tries again (as when the refresh call itself cannot be sent).
 */
async function loadRefreshTokenResponseSchema() {
  try {
    return (await import('@emisja/shared/schemas/auth')).ZRefreshTokenResponseSchema;
  } catch (error) {
    clearRefreshGuard();
    throw new ApiError(0, ERROR_LABELS.unexpected, [], 'The server could not be reached', { cause: error });
  }
}

/**
 * Exchanges the stored refresh token for new tokens, once per page however many calls wait for it. Investor-panel tokens use
 * /auth/refresh-investor-token. A refused refresh removes the API key and reloads the page (spec section 4).
 */
export function refreshSession(accessToken: string, refreshToken: string): Promise<string> {
  refreshInFlight ??= (async () => {
    const contextType: ContextType = isInvestorToken(accessToken) ? 'investor-panel' : 'advisor-panel';
    const schema = await loadRefreshTokenResponseSchema();
    try {
      const tokens = await send(REFRESH_PATHS[contextType], { method: 'POST', body: { refreshToken }, schema });
      storeTokens(tokens);
      return tokens.accessToken;
    } catch (error) {
      // A network failure is not a refusal: the session stays and, the flag cleared, a later call tries again.
      if (error instanceof ApiError && error.status === 0) {
        clearRefreshGuard();
        throw error;
      }
      removeAccessToken();
      browserLocation.reload();
      throw new RequestCancelledError('The session could not be refreshed: reloading', { cause: error });
    }
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * The access token to send with a call to `path` (with or without a query), refreshed first when it is about to expire (spec section 4), or null for
 * a call without Authorization. Throws RequestCancelledError when the rules move the user away instead.
 */
export async function authorize(path: string): Promise<string | null> {
  const accessToken = readAccessToken();
  if (!accessToken) {
    if (isApiPath(pathname(path))) cancelAndGoHome();
    return null;
  }
  // An impersonated token has no refresh token: it serves its whole 30 minutes, then the admin is back.
  if (isImpersonatedToken(accessToken)) {
    if ((decodeAccessToken(accessToken)?.exp ?? 0) * 1000 > Date.now()) return accessToken;
    returnToImpersonator();
  }
  if (!isTokenExpiring(accessToken)) {
    // "The flag is cleared on the next non-expiring request."
    clearRefreshGuard();
    return accessToken;
  }
  // Another call of this page is refreshing already: wait for its tokens rather than spend the refresh token twice.
  if (refreshInFlight) return refreshInFlight;
  const refreshToken = readRefreshToken();
  if (!refreshToken) {
    removeAccessToken();
    cancelAndGoHome();
  }
  // The guard flag: one attempt only, until a non-expiring call or a failed answer clears it.
  if (isRefreshGuardSet()) return accessToken;
  setRefreshGuard();
  return refreshSession(accessToken, refreshToken);
}

/**
 * The server refused the access token itself. Other 401 answers (a wrong password or code on a profile form) are answers
 * to show, never a reason to refresh and send the same request again.
 */
function isRefusedToken(error: ApiError): boolean {
  return error.status === 401 && error.label === ERROR_LABELS.unauthorized;
}

/**
 * After a failed answer to a call sent with the stored token `authorization`: the token to send the call once more with, or
 * null when the failure stands. "The flag is cleared ... on any response error." A refused token (it expired meanwhile, or
 * its session ended elsewhere) gets one refresh, so the user does not notice; a refused refresh ends the session.
 */
export async function tokenForRetry(error: ApiError, authorization: string | null): Promise<string | null> {
  clearRefreshGuard();
  if (isRefusedToken(error) && isImpersonatedToken(authorization)) returnToImpersonator();
  const refreshToken = readRefreshToken();
  if (!isRefusedToken(error) || !authorization || !refreshToken) return null;
  // Another call may have refreshed already: its token is the one to use.
  const stored = readAccessToken();
  return stored && stored !== authorization ? stored : refreshSession(authorization, refreshToken);
}
