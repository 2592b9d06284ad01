import type { Env } from '../../config/env.ts';
import { createKrsRegister, type CompanyRegister } from './krs-register.ts';
import type { RegisterLogger } from './register-http.ts';
import { createVatWhitelist, type VatWhitelist } from './vat-whitelist.ts';

// The public registers of the KYC questionnaire (product-decisions section 9, docs/decisions/031-pii-encryption-and-registers.md).
// Callers see CompanyRegister and VatWhitelist only, so tests can hand the KYC module fakes.
export {
  InvalidRegisterQueryError,
  RegisterError,
  RegisterNotFoundError,
  RegisterUnavailableError,
  type RegisterName,
  type RegisterUnavailableReason,
} from './register-errors.ts';
export type { RegisterLogger } from './register-http.ts';
export {
  createKrsRegister,
  KRS_CACHE_TTL_MS,
  mapKrsExtract,
  normalizeKrsNumber,
  type CompanyRegister,
  type KrsAddress,
  type KrsCompany,
  type KrsRegisterOptions,
  type KrsRepresentative,
} from './krs-register.ts';
export {
  createVatWhitelist,
  maskBankAccount,
  VAT_WHITELIST_CACHE_TTL_MS,
  type VatWhitelist,
  type VatWhitelistAnswer,
  type VatWhitelistOptions,
} from './vat-whitelist.ts';
export { vatWhitelistResult } from './vat-whitelist-result.ts';

export interface Registers {
  companyRegister: CompanyRegister;
  vatWhitelist: VatWhitelist;
}

/** The registers of KRS_API_URL and VAT_WHITELIST_API_URL with REGISTER_TIMEOUT_MS, answers cached for 24 hours. */
export function createRegisters(
  env: Pick<Env, 'KRS_API_URL' | 'VAT_WHITELIST_API_URL' | 'REGISTER_TIMEOUT_MS'>,
  logger?: RegisterLogger,
): Registers {
  const common = { timeoutMs: env.REGISTER_TIMEOUT_MS, ...(logger ? { logger } : {}) };
  return {
    companyRegister: createKrsRegister({ baseUrl: env.KRS_API_URL, ...common }),
    vatWhitelist: createVatWhitelist({ baseUrl: env.VAT_WHITELIST_API_URL, ...common }),
  };
}
