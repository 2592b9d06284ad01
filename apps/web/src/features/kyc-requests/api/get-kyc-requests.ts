import { ZKycRequestRowSchema, type TListQuery } from '@emisja/shared';
import { useQuery } from '@tanstack/react-query';
import { listQueryOptions } from '@/components/ui/data-table';

export const KYC_REQUESTS_QUERY_KEY = ['kyc-requests'] as const;
export const KYC_REQUEST_LISTS_QUERY_KEY = [...KYC_REQUESTS_QUERY_KEY, 'list'] as const;
export const KYC_REQUESTS_PATH = '/api/advisor/kyc/investor-request';

/**
 * `GET /api/advisor/kyc/investor-request` with the list query of product-decisions section 6 (KYC_REQUEST_LIST_FILTERS,
 * KYC_REQUEST_LIST_SORT_COLUMNS) and the total from X-Total-Count. The server scopes it: an advisor's own requests, a
 * coordinator's also those of the advisors of the networks they coordinate, an admin's all of the landing page.
 */
export function getKycRequestsQueryOptions(query: TListQuery) {
  return listQueryOptions(KYC_REQUEST_LISTS_QUERY_KEY, KYC_REQUESTS_PATH, query, ZKycRequestRowSchema);
}

export function useKycRequests(query: TListQuery) {
  return useQuery(getKycRequestsQueryOptions(query));
}
