import type { Db } from '../../db/client.ts';
import { PiiDecryptionError, type PiiCipher } from '../../lib/pii/index.ts';
import {
  countAdvisorDocumentNumbersNotUnderKey,
  reencryptAdvisorDocumentNumbers,
  type ReencryptionFailure,
} from '../advisors/advisor-document-numbers.service.ts';
import {
  reencryptInvestorField,
  reencryptQuestionnaire,
  type InvestorSecretField,
  type QuestionnaireColumn,
} from './kyc-crypto.ts';
import {
  countKycValuesNotUnderKey,
  findInvestorIdsNotUnderKey,
  findKycRequestIdsNotUnderKey,
  lockInvestorNumbers,
  lockKycQuestionnaires,
  updateInvestorNumbers,
  updateKycQuestionnaires,
} from './kyc.repository.ts';

export type { ReencryptionFailure } from '../advisors/advisor-document-numbers.service.ts';

// Key rotation of personal data (`npm run pii:reencrypt`, docs/decisions/031): every value that lib/pii encrypted with a key
// other than the first of PII_ENCRYPTION_KEY is decrypted and encrypted again with the first one, under the same AAD:
// investors.pesel, investors.bank_account, the KYC_ENCRYPTED_PATHS of kyc_requests.draft and kyc_requests.data, and
// advisors.document_number. As the start-up step (encrypt-legacy-personal-data.ts): SQL finds the candidates in batches,
// each row is locked, re-read and written in its own short transaction, so a request or a second run meanwhile loses nothing
// and nothing is encrypted twice; a second run finds nothing. A value that does not open (tampered with, moved, or its key
// no longer listed) is reported by row and column, never by value, and its column is left as it was.

const BATCH_SIZE = 200;

export const PERSONAL_DATA_COLUMNS = [
  'investors.pesel',
  'investors.bank_account',
  'kyc_requests.draft',
  'kyc_requests.data',
  'advisors.document_number',
] as const;
export type PersonalDataColumn = (typeof PERSONAL_DATA_COLUMNS)[number];

export interface ReencryptionReport {
  /** The key every value is encrypted with now. */
  keyId: string;
  /** Values re-encrypted, per column (in a questionnaire, each personal number is a value). */
  reencrypted: Record<PersonalDataColumn, number>;
  /** Values that did not open. */
  failures: ReencryptionFailure[];
  /** Rows that still hold a value under another key after the run, per column: the old key cannot be dropped while any is. */
  remaining: Record<PersonalDataColumn, number>;
}

function emptyCounts(): Record<PersonalDataColumn, number> {
  return Object.fromEntries(PERSONAL_DATA_COLUMNS.map((column) => [column, 0])) as Record<PersonalDataColumn, number>;
}

/**
 * The value under the current key, or the failure (then the stored value is kept): a value that does not open, or a
 * questionnaire whose personal data path holds something other than a string (`malformed`; lib/pii's TypeError names the
 * path, never the value).
 */
function attempt<T>(failures: ReencryptionFailure[], column: PersonalDataColumn, rowId: string, stored: T, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof PiiDecryptionError) failures.push({ column, rowId, reason: error.reason });
    else if (error instanceof TypeError) failures.push({ column, rowId, reason: 'malformed' });
    else throw error;
    return stored;
  }
}

async function forEachId(
  find: (afterId: string | null) => Promise<string[]>,
  work: (id: string) => Promise<void>,
): Promise<void> {
  for (let afterId: string | null = null; ;) {
    const ids = await find(afterId);
    if (ids.length === 0) return;
    for (const id of ids) await work(id);
    afterId = ids.at(-1) ?? null;
  }
}

/** Re-encrypts every personal value not under the current key (idempotent) and reports what it did and what is left. */
export async function reencryptPersonalData(db: Db, cipher: PiiCipher): Promise<ReencryptionReport> {
  const keyId = cipher.currentKeyId;
  const reencrypted = emptyCounts();
  const failures: ReencryptionFailure[] = [];

  await forEachId(
    (afterId) => findInvestorIdsNotUnderKey(db, keyId, afterId, BATCH_SIZE),
    async (id) => {
      const rowFailures: ReencryptionFailure[] = [];
      const counts = await db.transaction(async (tx) => {
        rowFailures.length = 0; // a retried transaction starts over
        const row = await lockInvestorNumbers(tx, id);
        if (!row) return null;
        const next = (field: InvestorSecretField, column: PersonalDataColumn, stored: string | null) =>
          attempt(rowFailures, column, id, stored, () => reencryptInvestorField(cipher, field, id, stored));
        const values = {
          pesel: next('pesel', 'investors.pesel', row.pesel),
          bankAccount: next('bank_account', 'investors.bank_account', row.bankAccount),
        };
        if (values.pesel === row.pesel && values.bankAccount === row.bankAccount) return null;
        await updateInvestorNumbers(tx, id, values);
        return { pesel: Number(values.pesel !== row.pesel), bankAccount: Number(values.bankAccount !== row.bankAccount) };
      });
      failures.push(...rowFailures);
      reencrypted['investors.pesel'] += counts?.pesel ?? 0;
      reencrypted['investors.bank_account'] += counts?.bankAccount ?? 0;
    },
  );

  await forEachId(
    (afterId) => findKycRequestIdsNotUnderKey(db, keyId, afterId, BATCH_SIZE),
    async (id) => {
      const rowFailures: ReencryptionFailure[] = [];
      const counts = await db.transaction(async (tx) => {
        rowFailures.length = 0;
        const row = await lockKycQuestionnaires(tx, id);
        if (!row) return null;
        const next = (column: QuestionnaireColumn, stored: Record<string, unknown> | null) =>
          stored === null
            ? { value: null, count: 0 }
            : attempt(rowFailures, `kyc_requests.${column}`, id, { value: stored, count: 0 }, () =>
                reencryptQuestionnaire(cipher, stored, column, id),
              );
        const data = next('data', row.data);
        const draft = next('draft', row.draft);
        if (data.count === 0 && draft.count === 0) return null;
        await updateKycQuestionnaires(tx, id, { data: data.value, draft: draft.value });
        return { data: data.count, draft: draft.count };
      });
      failures.push(...rowFailures);
      reencrypted['kyc_requests.data'] += counts?.data ?? 0;
      reencrypted['kyc_requests.draft'] += counts?.draft ?? 0;
    },
  );

  const advisors = await reencryptAdvisorDocumentNumbers(db, cipher);
  reencrypted['advisors.document_number'] = advisors.reencrypted;
  failures.push(...advisors.failures);

  return { keyId, reencrypted, failures, remaining: await countPersonalDataNotUnderKey(db, cipher) };
}

/** Rows per column holding a personal value not encrypted with the current key. */
export async function countPersonalDataNotUnderKey(db: Db, cipher: PiiCipher): Promise<Record<PersonalDataColumn, number>> {
  return {
    ...(await countKycValuesNotUnderKey(db, cipher.currentKeyId)),
    'advisors.document_number': await countAdvisorDocumentNumbersNotUnderKey(db, cipher),
  };
}
