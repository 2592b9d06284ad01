import { ZLoginResultSchema, type TLoginRequest, type TLoginResult } from '@emisja/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * `POST /auth/login` (spec section 7). The API client adds `Context-Type: advisor-panel` and `Context-Id: <landing id>`,
 * so the server checks the user against this landing page's advisor panel.
 */
export function login(request: TLoginRequest): Promise<TLoginResult> {
  return apiRequest('/auth/login', { method: 'POST', body: request, schema: ZLoginResultSchema });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
