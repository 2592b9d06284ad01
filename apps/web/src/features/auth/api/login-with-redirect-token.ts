import {
  CONTEXT_HEADERS,
  ZRedirectTokenLoginResultSchema,
  type TRedirectTokenLoginRequest,
  type TRedirectTokenLoginResult,
} from '@emisja/shared';
import { apiRequest } from '@/lib/api-client';
import { getActiveLandingId } from '@/lib/api-transport';

/**
 * `POST /auth/login-with-redirect-token {token}`: exchanges the one-time secret of an investor e-mail's link (24 h, single
 * use) for investor-panel tokens and the page inside /app the link was made for. A used or expired link: 404
 * error.tokenInactive. The call is the investor panel's: it says so in the context headers.
 */
export function loginWithRedirectToken(body: TRedirectTokenLoginRequest): Promise<TRedirectTokenLoginResult> {
  const landingId = getActiveLandingId();
  return apiRequest('/auth/login-with-redirect-token', {
    method: 'POST',
    body,
    headers: landingId ? { [CONTEXT_HEADERS.type]: 'investor-panel', [CONTEXT_HEADERS.id]: landingId } : {},
    schema: ZRedirectTokenLoginResultSchema,
  });
}
