import { ZVatWhitelistResultSchema, type TVatWhitelistRequest } from '@emisja/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { kycRequestPath } from './get-kyc-request';

/**
 * `POST .../{token}/vat-whitelist {nip, bankAccount}` (a body, so the account number stays out of URLs and logs): the
 * taxpayer's name, VAT status and whether the account is on their list. 503 `error.registerUnavailable` when the list does
 * not answer; the check is informational and never blocks the form.
 */
export function checkVatWhitelist(token: string, body: TVatWhitelistRequest) {
  return apiRequest(kycRequestPath(token, '/vat-whitelist'), { method: 'POST', body, schema: ZVatWhitelistResultSchema });
}

export function useCheckVatWhitelist(token: string) {
  return useMutation({ mutationFn: (body: TVatWhitelistRequest) => checkVatWhitelist(token, body) });
}
