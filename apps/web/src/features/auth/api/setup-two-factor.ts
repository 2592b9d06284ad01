import { ZTwoFactorSetupResponseSchema, type TTwoFactorSetupResponse } from '@emisja/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/auth/two-factor/setup`: a new secret and its QR code; 2FA is on only once a code confirms it. */
export function setupTwoFactor(): Promise<TTwoFactorSetupResponse> {
  return apiRequest('/api/auth/two-factor/setup', { method: 'POST', schema: ZTwoFactorSetupResponseSchema });
}

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}
