import { ZKycDraftSavedSchema, type TKycDraftInput, type TKycDraftSaved } from '@emisja/shared';
import { apiRequest } from '@/lib/api-client';
import { kycRequestPath } from './get-kyc-request';

/**
 * `PUT .../{token}/draft`: what is filled in so far (format checks only: a half-typed PESEL is kept as it is), so a reload
 * or another device resumes. Malformed values are 400 with violations; a submitted form 410, a dead link 404. Called by
 * hooks/use-kyc-draft-saver, which sends one draft at a time and only a changed one.
 */
export function saveKycDraft(token: string, draft: TKycDraftInput): Promise<TKycDraftSaved> {
  return apiRequest(kycRequestPath(token, '/draft'), { method: 'PUT', body: draft, schema: ZKycDraftSavedSchema });
}
