import { ERROR_LABELS, type Language, type TVatWhitelistResult } from '@emisja/shared';
import { AppError, fieldViolation } from '../app-error.ts';
import { InvalidRegisterQueryError, RegisterNotFoundError, RegisterUnavailableError } from './register-errors.ts';
import type { VatWhitelist } from './vat-whitelist.ts';

/**
 * A NIP and bank account checked in the VAT white list, in the API's terms (TVatWhitelistResult): one mapping for the KYC
 * questionnaire and the settlement documents (issue 11). A NIP the list does not hold is an answer (`name: null`,
 * decision 031); a list that does not answer is 503 `error.registerUnavailable`; a NIP or account the list refuses is a 400
 * on that field.
 */
export async function vatWhitelistResult(
  whitelist: VatWhitelist,
  request: { nip: string; bankAccount: string },
  language: Language,
): Promise<TVatWhitelistResult> {
  try {
    const answer = await whitelist.checkAccount(request.nip, request.bankAccount);
    return {
      name: answer.name,
      statusVat: answer.statusVat,
      accountAssigned: answer.accountAssigned,
      requestId: answer.requestId,
    };
  } catch (error) {
    if (error instanceof RegisterNotFoundError) return { name: null, statusVat: null, accountAssigned: false, requestId: null };
    if (error instanceof RegisterUnavailableError) throw new AppError(ERROR_LABELS.registerUnavailable, { cause: error });
    if (error instanceof InvalidRegisterQueryError)
      throw fieldViolation(error.field === 'bankAccount' ? 'bankAccount' : 'nip', 'validation.invalid', language);
    throw error;
  }
}
