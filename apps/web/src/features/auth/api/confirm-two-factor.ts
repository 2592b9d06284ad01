import { ZTwoFactorStatusResponseSchema, type TTwoFactorConfirmRequest, type TTwoFactorStatusResponse } from '@emisja/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USER_DATA_QUERY_PREFIX } from './get-user-data';

/** `POST /api/auth/two-factor/confirm`: the first code from the app turns 2FA on. */
export function confirmTwoFactor(request: TTwoFactorConfirmRequest): Promise<TTwoFactorStatusResponse> {
  return apiRequest('/api/auth/two-factor/confirm', { method: 'POST', body: request, schema: ZTwoFactorStatusResponseSchema });
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_DATA_QUERY_PREFIX }),
  });
}
