import { ZTwoFactorSetupResponseSchema, type TTwoFactorSetupResponse } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /auth/two-factor/enrolment`: the secret and QR code for a login that must enrol in 2FA first. */
export function startTwoFactorEnrolment({ twoFactorToken }: { twoFactorToken: string }): Promise<TTwoFactorSetupResponse> {
  return apiRequest('/auth/two-factor/enrolment', {
    method: 'POST',
    body: { twoFactorToken },
    schema: ZTwoFactorSetupResponseSchema,
  });
}

export function getTwoFactorEnrolmentQueryOptions(twoFactorToken: string) {
  return queryOptions({
    queryKey: ['auth', 'two-factor-enrolment', twoFactorToken],
    queryFn: () => startTwoFactorEnrolment({ twoFactorToken }),
    // One secret per login attempt: asking again would replace the one the user is scanning.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

export function useTwoFactorEnrolment(twoFactorToken: string) {
  return useQuery(getTwoFactorEnrolmentQueryOptions(twoFactorToken));
}
