import { KYC_SECRET_PATHS } from '@emisja/shared';
import { isPiiCiphertext, type PiiCipher } from '../../lib/pii/index.ts';

// Personal numbers of a KYC questionnaire at rest (product-decisions section 9, docs/decisions/031 and 032): the PESEL numbers
// (the investor's and the company representatives'), the identity document number, the tax numbers (taxNumberIdentification,
// the US TIN, the CRS TINs) and the bank account are encrypted field by field in `kyc_requests.draft` and `kyc_requests.data`,
// and `investors.pesel` / `investors.bank_account` hold ciphertext. The additional authenticated data names the table, the
// column and the row (lib/pii adds the field's path), so a value copied to another row or field does not open.
//
// The company's NIP, REGON and KRS stay readable: they are public register data (decision 030), and the VAT white list is
// queried by the NIP.

/** The encrypted fields of a stored questionnaire: the fields the shared contract masks and the logger redacts. */
export const KYC_ENCRYPTED_PATHS: readonly string[] = KYC_SECRET_PATHS;

/** Where a questionnaire is stored: the investor's draft, or the submitted answers. */
export type QuestionnaireColumn = 'draft' | 'data';

/** A questionnaire as stored: the draft's or the answers' shape with the personal numbers as ciphertext. */
export type StoredQuestionnaire = Record<string, unknown>;

function questionnaireAad(column: QuestionnaireColumn, requestId: string): string {
  return `kyc_requests.${column}:${requestId}`;
}

/** A copy of `questionnaire` (a draft or the answers) with its personal numbers encrypted for `kyc_requests.<column>` of the row. */
export function sealQuestionnaire(
  cipher: PiiCipher,
  questionnaire: object,
  column: QuestionnaireColumn,
  requestId: string,
): StoredQuestionnaire {
  return cipher.encryptFields(questionnaire as StoredQuestionnaire, KYC_ENCRYPTED_PATHS, questionnaireAad(column, requestId));
}

/** The questionnaire with its personal numbers decrypted; PiiDecryptionError when a value was tampered with or moved. */
export function openQuestionnaire(
  cipher: PiiCipher,
  stored: StoredQuestionnaire,
  column: QuestionnaireColumn,
  requestId: string,
): StoredQuestionnaire {
  return cipher.decryptFields(stored, KYC_ENCRYPTED_PATHS, questionnaireAad(column, requestId));
}

/** The encrypted columns of `investors`. */
export type InvestorSecretField = 'pesel' | 'bank_account';

function investorAad(field: InvestorSecretField, investorId: string): string {
  return `investors.${field}:${investorId}`;
}

export function sealInvestorField(
  cipher: PiiCipher,
  field: InvestorSecretField,
  investorId: string,
  value: string | null,
): string | null {
  return value === null ? null : cipher.encrypt(value, investorAad(field, investorId));
}

export function openInvestorField(
  cipher: PiiCipher,
  field: InvestorSecretField,
  investorId: string,
  stored: string | null,
): string | null {
  return stored === null ? null : cipher.decrypt(stored, investorAad(field, investorId));
}

// ---------------------------------------------------------------------------------------------------------------------------
// Key rotation (reencrypt-personal-data.ts): values an old key of PII_ENCRYPTION_KEY encrypted, encrypted again with the
// current one under the same AAD.

/** The questionnaire with the values of old keys re-encrypted, and how many there were; PiiDecryptionError when one does not open. */
export function reencryptQuestionnaire(
  cipher: PiiCipher,
  stored: StoredQuestionnaire,
  column: QuestionnaireColumn,
  requestId: string,
): { value: StoredQuestionnaire; count: number } {
  return cipher.reencryptFields(stored, KYC_ENCRYPTED_PATHS, questionnaireAad(column, requestId));
}

/** The stored value under the current key (the same string when it already is); PiiDecryptionError when it does not open. */
export function reencryptInvestorField(
  cipher: PiiCipher,
  field: InvestorSecretField,
  investorId: string,
  stored: string | null,
): string | null {
  if (stored === null || !cipher.needsReencryption(stored)) return stored;
  return cipher.reencrypt(stored, investorAad(field, investorId));
}

// ---------------------------------------------------------------------------------------------------------------------------
// Values stored in clear text by earlier versions (encrypt-legacy-personal-data.ts).

/** The values at a dotted path (`*` or `[*]` over arrays); absent and null values are left out. */
export function valuesAtPath(object: unknown, path: string): unknown[] {
  const segments = path.replace(/\[\*\]/g, '.*').split('.');
  let current: unknown[] = [object];
  for (const segment of segments) {
    const next: unknown[] = [];
    for (const value of current) {
      if (value === null || value === undefined) continue;
      if (segment === '*') {
        if (Array.isArray(value)) next.push(...(value as unknown[]));
      } else if (typeof value === 'object' && !Array.isArray(value) && Object.hasOwn(value, segment)) {
        next.push((value as Record<string, unknown>)[segment]);
      }
    }
    current = next;
  }
  return current.filter((value) => value !== null && value !== undefined);
}

/** True when a questionnaire holds a personal number that is not encrypted (a value of an earlier version). */
export function hasClearPersonalNumbers(questionnaire: StoredQuestionnaire): boolean {
  return KYC_ENCRYPTED_PATHS.some((path) => valuesAtPath(questionnaire, path).some((value) => !isPiiCiphertext(value)));
}

/**
 * A copy with every clear personal number encrypted and the encrypted ones left as they are. Numbers stored as JSON numbers
 * become strings first. A path holding both clear and encrypted values (which no version ever wrote) is refused rather
 * than guessed at.
 */
export function sealClearPersonalNumbers(
  cipher: PiiCipher,
  questionnaire: StoredQuestionnaire,
  column: QuestionnaireColumn,
  requestId: string,
): StoredQuestionnaire {
  let result = stringifyNumbersAtPaths(questionnaire);
  for (const path of KYC_ENCRYPTED_PATHS) {
    const values = valuesAtPath(result, path);
    const clear = values.filter((value) => !isPiiCiphertext(value));
    if (clear.length === 0) continue;
    if (clear.length !== values.length) {
      throw new Error(`kyc_requests.${column} of ${requestId}: ${path} holds both clear and encrypted values`);
    }
    result = cipher.encryptFields(result, [path], questionnaireAad(column, requestId));
  }
  return result;
}

function stringifyNumbersAtPaths(questionnaire: StoredQuestionnaire): StoredQuestionnaire {
  const copy = structuredClone(questionnaire);
  for (const path of KYC_ENCRYPTED_PATHS) {
    const segments = path.replace(/\[\*\]/g, '.*').split('.');
    const visit = (value: unknown, index: number): void => {
      if (value === null || typeof value !== 'object') return;
      const segment = segments[index] as string;
      const isLast = index === segments.length - 1;
      if (segment === '*') {
        if (!Array.isArray(value)) return;
        value.forEach((element, position) => {
          if (isLast && typeof element === 'number') value[position] = String(element);
          else visit(element, index + 1);
        });
        return;
      }
      if (Array.isArray(value) || !Object.hasOwn(value, segment)) return;
      const record = value as Record<string, unknown>;
      if (isLast && typeof record[segment] === 'number') record[segment] = String(record[segment]);
      else visit(record[segment], index + 1);
    };
    visit(copy, 0);
  }
  return copy;
}
