import { ZPublicKycRequestSchema } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// The investor's KYC questionnaire behind the e-mail link (product-decisions section 9). The token is the only credential:
// /public-api calls carry no Authorization header whatever session the browser holds (lib/session-refresh).

/** `/public-api/kyc/investor-request/{token}` plus `suffix` (`/draft`, `/submit`, ...). */
export function kycRequestPath(token: string, suffix = ''): string {
  return `/public-api/kyc/investor-request/${encodeURIComponent(token)}${suffix}`;
}

/**
 * `GET /public-api/kyc/investor-request/{token}`: status, e-mail, whether a company may fill it in, the saved draft and the
 * identity verification. A submitted form answers 410 `error.formInactive`, an unknown or expired link 404 `error.tokenInactive`.
 */
export function getKycRequest(token: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(kycRequestPath(token), { schema: ZPublicKycRequestSchema, signal });
}

export function getKycRequestQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['kyc-request', token] as const,
    queryFn: ({ signal }) => getKycRequest(token, { signal }),
    // Read once per visit: the form is filled from this draft once, and later answers must not reset what is typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useKycRequest(token: string) {
  return useQuery(getKycRequestQueryOptions(token));
}
