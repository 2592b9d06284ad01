import { ZKycSubmitResultSchema, type TKycDraftInput } from '@emisja/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { kycRequestPath } from './get-kyc-request';

/**
 * `PUT .../{token}/submit`: the whole questionnaire, validated by the server with every section's rules (kycSubmitSchema).
 * 400 `error.validation` lists violations by property path; 410 `error.formInactive` when it was submitted already (e.g. in
 * another tab).
 */
export function submitKyc(token: string, questionnaire: TKycDraftInput) {
  return apiRequest(kycRequestPath(token, '/submit'), { method: 'PUT', body: questionnaire, schema: ZKycSubmitResultSchema });
}

export function useSubmitKyc(token: string) {
  return useMutation({ mutationFn: (questionnaire: TKycDraftInput) => submitKyc(token, questionnaire) });
}
