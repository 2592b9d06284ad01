import { apiRequest } from '@/lib/api-client';
import { isInvestorToken } from '@/lib/session';

/**
 * `POST /api/auth/logout` (`/investor-api/auth/logout` for an investor-panel session): the server ends the session (its
 * refresh token family; the access token stops working). Sent with the token the client has just removed (spec section 4:
 * logout clears the session, then calls the server).
 */
export async function logoutOnServer({ accessToken }: { accessToken: string }): Promise<void> {
  const path = isInvestorToken(accessToken) ? '/investor-api/auth/logout' : '/api/auth/logout';
  await apiRequest(path, { method: 'POST', accessToken });
}
