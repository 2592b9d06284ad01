import { ZAuthTokenResultSchema, type TAuthTokenResult } from '@emisja/shared';
import { apiRequest } from '@/lib/api-client';

/** `POST /auth/login-investor`: exchanges the secret of an investor's login link (single use) for investor-panel tokens. */
export function loginInvestor({ token }: { token: string }): Promise<TAuthTokenResult> {
  return apiRequest('/auth/login-investor', { method: 'POST', body: { token }, schema: ZAuthTokenResultSchema });
}
