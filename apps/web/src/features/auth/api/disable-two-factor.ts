import { ZTwoFactorStatusResponseSchema, type TTwoFactorDisableRequest, type TTwoFactorStatusResponse } from '@emisja/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USER_DATA_QUERY_PREFIX } from './get-user-data';

/** `POST /api/auth/two-factor/disable`: needs the password and a current code. */
export function disableTwoFactor(request: TTwoFactorDisableRequest): Promise<TTwoFactorStatusResponse> {
  return apiRequest('/api/auth/two-factor/disable', { method: 'POST', body: request, schema: ZTwoFactorStatusResponseSchema });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_DATA_QUERY_PREFIX }),
  });
}
