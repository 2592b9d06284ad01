import { ZAuthTokenResultSchema, type TAuthTokenResult, type TLoginWithTwoFactorRequest } from '@emisja/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /auth/login-with-two-factor`: the second step of a login (or the first code of an enrolment). */
export function loginWithTwoFactor(request: TLoginWithTwoFactorRequest): Promise<TAuthTokenResult> {
  return apiRequest('/auth/login-with-two-factor', { method: 'POST', body: request, schema: ZAuthTokenResultSchema });
}

export function useLoginWithTwoFactor() {
  return useMutation({ mutationFn: loginWithTwoFactor });
}
