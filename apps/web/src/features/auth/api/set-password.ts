import { ZPasswordSetResponseSchema, type TPasswordSetResponse, type TSetPasswordWithTokenRequest } from '@emisja/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /auth/password/set`: a new password with the reset link's secret; every session of the user ends. */
export function setPassword(request: TSetPasswordWithTokenRequest): Promise<TPasswordSetResponse> {
  return apiRequest('/auth/password/set', { method: 'POST', body: request, schema: ZPasswordSetResponseSchema });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
