import { ZKycRequestDetailSchema, type TKycRequestDetail } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { KYC_REQUESTS_PATH, KYC_REQUESTS_QUERY_KEY } from './get-kyc-requests';

export function kycRequestPath(id: string): string {
  return `${KYC_REQUESTS_PATH}/${encodeURIComponent(id)}`;
}

export function kycRequestQueryKey(id: string) {
  return [...KYC_REQUESTS_QUERY_KEY, 'detail', id] as const;
}

/**
 * `GET /api/advisor/kyc/investor-request/{id}`: the request, its answers (the submitted questionnaire; null before that),
 * the identity verification history and whether the caller may decide it. 404 outside the caller's scope. Every read is
 * audited on the server, so the page does not poll it.
 */
export function getKycRequest(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<TKycRequestDetail> {
  return apiRequest(kycRequestPath(id), { schema: ZKycRequestDetailSchema, signal });
}

export function getKycRequestQueryOptions(id: string) {
  return queryOptions({
    queryKey: kycRequestQueryKey(id),
    queryFn: ({ signal }) => getKycRequest(id, { signal }),
    // Personal data: read when the page opens, not again on every focus of the window (each read is an audit entry).
    refetchOnWindowFocus: false,
  });
}

export function useKycRequest(id: string) {
  return useQuery(getKycRequestQueryOptions(id));
}
