import { ZKycCompanyRegisterSchema } from '@emisja/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { kycRequestPath } from './get-kyc-request';

/**
 * `GET .../{token}/company-register/{krs}`: the company as the KRS register gives it, in the questionnaire's terms. 404
 * `error.registerNotFound` for a number the register does not know; 503 `error.registerUnavailable` when the register does
 * not answer (the form stays fillable by hand).
 */
export function getCompanyRegister(token: string, krs: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(kycRequestPath(token, `/company-register/${encodeURIComponent(krs)}`), {
    schema: ZKycCompanyRegisterSchema,
    signal,
  });
}

export function getCompanyRegisterQueryOptions(token: string, krs: string) {
  return queryOptions({
    queryKey: ['kyc-company-register', token, krs] as const,
    queryFn: ({ signal }) => getCompanyRegister(token, krs, { signal }),
    // The server caches the register for 24 hours; asking twice within a visit changes nothing. A failure is told at once:
    // the investor can type the data instead.
    staleTime: 5 * 60_000,
    retry: false,
  });
}
