import { ZRefreshTokenResponseSchema, type TChangePasswordRequest, type TRefreshTokenResponse } from '@emisja/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { storeTokens } from '@/lib/session';

/** `PATCH /api/auth/password`: every other session ends, so the answer is a new pair of tokens for this one. */
export async function changePassword(request: TChangePasswordRequest): Promise<TRefreshTokenResponse> {
  const tokens = await apiRequest('/api/auth/password', { method: 'PATCH', body: request, schema: ZRefreshTokenResponseSchema });
  storeTokens(tokens);
  return tokens;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
