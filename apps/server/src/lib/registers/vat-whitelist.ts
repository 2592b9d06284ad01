import { createHash } from 'node:crypto';
import { isoDateInTimeZone, isValidIban, isValidNip, isValidPolishAccountNumber, normalizeBankAccount } from '@emisja/shared';
import { z } from 'zod';
import { createTtlCache } from '../ttl-cache.ts';
import {
  InvalidRegisterQueryError,
  RegisterNotFoundError,
  RegisterUnavailableError,
  type RegisterUnavailableReason,
} from './register-errors.ts';
import { getRegisterJson, registerUrl, type RegisterLogger } from './register-http.ts';

// The VAT white list of the Ministry of Finance (product-decisions section 9: `VAT_WHITELIST_API_URL`, default
// https://wl-api.mf.gov.pl), "API Rejestr WL" 1.6.0 as documented at https://wl-test.mf.gov.pl and
// https://www.gov.pl/web/kas/api-wykazu-podatnikow-vat:
//   GET /api/search/nip/{nip}?date=YYYY-MM-DD -> 200 {result: {subject: {name, nip, statusVat ('Czynny' | 'Zwolniony' |
//     'Niezarejestrowany'), regon, krs, accountNumbers: [26 digits], hasVirtualAccounts, ...} | null, requestId,
//     requestDateTime}}; subject null when the NIP is not in the list
//   GET /api/check/nip/{nip}/bank-account/{26 digits}?date=YYYY-MM-DD -> 200 {result: {accountAssigned: 'TAK' | 'NIE',
//     requestId, requestDateTime}}
//   a refused query -> 400 {code: 'WL-1xx', message} (WL-191 and up: request limits)
// The check endpoint also knows virtual (masked) accounts, so it decides `accountAssigned` rather than accountNumbers.
// The list holds Polish accounts only: any other IBAN is "not assigned" without a request. Account numbers travel in the
// register's URL path (their API), never in the URLs this server logs.

export const VAT_WHITELIST_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

export interface VatWhitelistAnswer {
  name: string;
  /** As the register writes it: 'Czynny', 'Zwolniony', 'Niezarejestrowany'. */
  statusVat: string;
  accountAssigned: boolean;
  /** The register's id of the account check: the proof that it was made (null when no check was needed). */
  requestId: string | null;
}

/** The VAT white list as the KYC module sees it; a fake replaces it in tests. */
export interface VatWhitelist {
  /**
   * The taxpayer of `nip` and whether `bankAccount` (NRB or IBAN) is one of its registered accounts on `date` (YYYY-MM-DD,
   * default today in Warsaw). RegisterNotFoundError, RegisterUnavailableError or InvalidRegisterQueryError otherwise.
   */
  checkAccount(nip: string, bankAccount: string, date?: string): Promise<VatWhitelistAnswer>;
}

export interface VatWhitelistOptions {
  /** VAT_WHITELIST_API_URL. */
  baseUrl: string;
  /** REGISTER_TIMEOUT_MS (the two requests run side by side). */
  timeoutMs: number;
  cacheTtlMs?: number;
  logger?: RegisterLogger;
  now?: () => Date;
}

const ZSearchAnswerSchema = z.object({
  result: z.object({
    subject: z.object({ name: z.string().trim().min(1), statusVat: z.string().trim().min(1) }).nullable(),
  }),
});

const ZCheckAnswerSchema = z.object({
  result: z.object({ accountAssigned: z.enum(['TAK', 'NIE']), requestId: z.string().nullish() }),
});

const ZErrorAnswerSchema = z.object({ code: z.string() }).or(z.object({ exception: z.object({ code: z.string() }) }));

export function createVatWhitelist(options: VatWhitelistOptions): VatWhitelist {
  const cache = createTtlCache<VatWhitelistAnswer>(options.cacheTtlMs ?? VAT_WHITELIST_CACHE_TTL_MS);

  async function request<T>(pathname: string, logPathname: string, date: string, schema: z.ZodType<T>): Promise<T> {
    const url = registerUrl(options.baseUrl, pathname, { date });
    const logUrl = registerUrl(options.baseUrl, logPathname, { date }).toString();
    const answer = await getRegisterJson({
      register: 'vat-whitelist',
      url,
      logUrl,
      timeoutMs: options.timeoutMs,
      logger: options.logger,
    });
    const fail = (reason: RegisterUnavailableReason, details: object = {}) => {
      options.logger?.warn(
        { register: 'vat-whitelist', url: logUrl, status: answer.status, reason, ...details },
        'public register unavailable',
      );
      return new RegisterUnavailableError('vat-whitelist', reason, { status: answer.status });
    };
    if (answer.status !== 200) {
      // Only the register's error code is logged: its message may repeat the query.
      const error = ZErrorAnswerSchema.safeParse(answer.body);
      const code = error.success ? ('code' in error.data ? error.data.code : error.data.exception.code) : undefined;
      throw fail('unexpected-status', { code });
    }
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) throw fail('malformed-answer');
    return parsed.data;
  }

  return {
    checkAccount(nipInput, bankAccountInput, dateInput) {
      const nip = nipInput.replace(/[\s-]/g, '');
      if (!isValidNip(nip)) return Promise.reject(new InvalidRegisterQueryError('vat-whitelist', 'nip'));
      const account = polishAccountNumber(bankAccountInput);
      if (account === undefined) return Promise.reject(new InvalidRegisterQueryError('vat-whitelist', 'bankAccount'));
      const date = dateInput ?? isoDateInTimeZone(options.now?.() ?? new Date());
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return Promise.reject(new InvalidRegisterQueryError('vat-whitelist', 'date'));
      // A hash, so the cache holds no account number in its keys.
      const key = createHash('sha256')
        .update(`${nip}\u0000${account ?? normalizeBankAccount(bankAccountInput)}\u0000${date}`)
        .digest('hex');
      return cache.get(key, async () => {
        // Both settle before an answer or an error leaves, so no request outlives the call.
        const [searched, checked] = await Promise.allSettled([
          request(`/api/search/nip/${nip}`, `/api/search/nip/${nip}`, date, ZSearchAnswerSchema),
          account === null
            ? null
            : request(
                `/api/check/nip/${nip}/bank-account/${account}`,
                `/api/check/nip/${nip}/bank-account/${maskBankAccount(account)}`,
                date,
                ZCheckAnswerSchema,
              ),
        ]);
        if (searched.status === 'rejected') throw searched.reason;
        if (checked.status === 'rejected') throw checked.reason;
        const check = checked.value;
        const subject = searched.value.result.subject;
        if (!subject) throw new RegisterNotFoundError('vat-whitelist');
        return {
          name: subject.name,
          statusVat: subject.statusVat,
          accountAssigned: check?.result.accountAssigned === 'TAK',
          requestId: check?.result.requestId ?? null,
        };
      });
    },
  };
}

/**
 * The 26 digits the white list knows, from an NRB or a Polish IBAN; null for a valid foreign IBAN (never on the list);
 * undefined for something that is no account number.
 */
function polishAccountNumber(value: string): string | null | undefined {
  const account = normalizeBankAccount(value);
  const digits = account.startsWith('PL') ? account.slice(2) : account;
  if (/^\d{26}$/.test(digits)) return isValidPolishAccountNumber(digits) ? digits : undefined;
  return isValidIban(account) ? null : undefined;
}

/** An account number fit for logs and messages: the first two and the last four characters ("15********************4567"). */
export function maskBankAccount(value: string): string {
  const account = normalizeBankAccount(value);
  if (account.length <= 8) return '*'.repeat(account.length);
  return `${account.slice(0, 2)}${'*'.repeat(account.length - 6)}${account.slice(-4)}`;
}
