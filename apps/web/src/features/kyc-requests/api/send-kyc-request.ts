import {
  IDEMPOTENCY_KEY_HEADER,
  ZSendKycRequestResultSchema,
  type TSendKycRequest,
  type TSendKycRequestResult,
} from '@emisja/shared';
import { apiRequest } from '@/lib/api-client';
import { KYC_REQUESTS_PATH } from './get-kyc-requests';

/**
 * `POST /api/advisor/kyc/investor-request/send {investorEmail, message}`: one e-mail per call (spec section 7). 201 with the
 * new request; a known Idempotency-Key with the same body answers the first result, with another body 409.
 */
export function sendKycRequest(body: TSendKycRequest, idempotencyKey: string): Promise<TSendKycRequestResult> {
  return apiRequest(`${KYC_REQUESTS_PATH}/send`, {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: ZSendKycRequestResultSchema,
  });
}
