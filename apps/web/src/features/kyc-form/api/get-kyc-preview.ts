import { ZKycPreviewSchema } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * `GET /public-api/kyc/investor-request/preview/{token}`: the submitted answers, read-only, with the personal numbers masked
 * by the server (the link travels by e-mail), the submission time and the identity verification status.
 */
export function getKycPreview(token: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(`/public-api/kyc/investor-request/preview/${encodeURIComponent(token)}`, {
    schema: ZKycPreviewSchema,
    signal,
  });
}

export function getKycPreviewQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['kyc-preview', token] as const,
    queryFn: ({ signal }) => getKycPreview(token, { signal }),
  });
}

export function useKycPreview(token: string) {
  return useQuery(getKycPreviewQueryOptions(token));
}
