import { ZLoginResultSchema, type TLoginResult, type TSetPasswordWithTokenRequest } from '@emisja/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * `POST /auth/activate-from-email`: sets the first password with the activation link's secret and logs the advisor in; like
 * a password login it may ask for the second factor first (a landing page that requires 2FA asks for the enrolment).
 */
export function activateAccount(request: TSetPasswordWithTokenRequest): Promise<TLoginResult> {
  return apiRequest('/auth/activate-from-email', { method: 'POST', body: request, schema: ZLoginResultSchema });
}

export function useActivateAccount() {
  return useMutation({ mutationFn: activateAccount });
}
