import { ZKycRequestDetailSchema, type TIdentityVerificationDecision, type TKycRequestDetail } from '@emisja/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { kycRequestPath, kycRequestQueryKey } from './get-kyc-request';
import { KYC_REQUEST_LISTS_QUERY_KEY } from './get-kyc-requests';

/**
 * `PATCH /api/advisor/kyc/investor-request/{id}/identity-verification {status, note}` (the `manual` provider's decision,
 * product-decisions section 9): coordinators of the sender's network and admins; 403 for anyone else, 409 before submission.
 * Answers the detail.
 */
export function decideIdentityVerification(id: string, body: TIdentityVerificationDecision): Promise<TKycRequestDetail> {
  return apiRequest(`${kycRequestPath(id)}/identity-verification`, {
    method: 'PATCH',
    body,
    schema: ZKycRequestDetailSchema,
  });
}

/**
 * The decision on the request `id`: the answer replaces the page's copy and the lists load again. A refusal of the decision
 * itself (403: the role changed; 409: the request is no longer submitted) reloads the page's copy, so what it shows and
 * offers is current; a refused note (400) does not (each read of the detail is an audit entry).
 */
export function useDecideIdentityVerification(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TIdentityVerificationDecision) => decideIdentityVerification(id, body),
    onSuccess: async (detail) => {
      queryClient.setQueryData(kycRequestQueryKey(id), detail);
      await queryClient.invalidateQueries({ queryKey: KYC_REQUEST_LISTS_QUERY_KEY });
    },
    onError: async (error) => {
      if (error instanceof ApiError && (error.status === 403 || error.status === 409)) {
        await queryClient.invalidateQueries({ queryKey: kycRequestQueryKey(id) });
      }
    },
  });
}
