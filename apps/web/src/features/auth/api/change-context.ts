import { ZChangeContextResponseSchema, type TChangeContextRequest, type TChangeContextResponse } from '@emisja/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { isInvestorToken, readAccessToken, readRefreshToken } from '@/lib/session';

type TContextTarget = Omit<TChangeContextRequest, 'refreshToken'>;

/**
 * A session in another context of the same user. From an advisor-panel token: `PATCH /api/auth/change-context`; from an
 * investor-panel token, which /api does not take: `PATCH /auth/change-context` with the token in the body (spec section 7).
 * Both need the session's current refresh token (the answer is a new pair of the same session): the stored one unless given.
 */
export function changeContext(
  request: TContextTarget,
  { accessToken, refreshToken }: { accessToken?: string; refreshToken?: string | null } = {},
): Promise<TChangeContextResponse> {
  const currentToken = accessToken ?? readAccessToken() ?? '';
  const body = { ...request, refreshToken: refreshToken ?? readRefreshToken() ?? '' };
  if (isInvestorToken(currentToken)) {
    return apiRequest('/auth/change-context', {
      method: 'PATCH',
      body: { ...body, token: currentToken },
      schema: ZChangeContextResponseSchema,
    });
  }
  return apiRequest('/api/auth/change-context', {
    method: 'PATCH',
    body,
    schema: ZChangeContextResponseSchema,
    accessToken,
  });
}

export function useChangeContext() {
  return useMutation({ mutationFn: (request: TContextTarget) => changeContext(request) });
}
