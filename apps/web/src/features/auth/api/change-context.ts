import { ZChangeContextResponseSchema, type TChangeContextRequest, type TChangeContextResponse } from '@emisja/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { isInvestorToken, readAccessToken } from '@/lib/session';

/**
 * A session in another context of the same user. From an advisor-panel token: `PATCH /api/auth/change-context`; from an
 * investor-panel token, which /api does not take: `PATCH /auth/change-context` with the token in the body (spec section 7).
 */
export function changeContext(
  request: TChangeContextRequest,
  { accessToken }: { accessToken?: string } = {},
): Promise<TChangeContextResponse> {
  const currentToken = accessToken ?? readAccessToken() ?? '';
  if (isInvestorToken(currentToken)) {
    return apiRequest('/auth/change-context', {
      method: 'PATCH',
      body: { ...request, token: currentToken },
      schema: ZChangeContextResponseSchema,
    });
  }
  return apiRequest('/api/auth/change-context', {
    method: 'PATCH',
    body: request,
    schema: ZChangeContextResponseSchema,
    accessToken,
  });
}

export function useChangeContext() {
  return useMutation({ mutationFn: (request: TChangeContextRequest) => changeContext(request) });
}
