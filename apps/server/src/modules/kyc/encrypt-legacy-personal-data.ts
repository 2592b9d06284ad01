import { isPiiCiphertext, type PiiCipher } from '../../lib/pii/index.ts';
import type { Db } from '../../db/client.ts';
import { encryptClearAdvisorDocumentNumbers } from '../advisors/advisor-document-numbers.service.ts';
import {
  hasClearPersonalNumbers,
  sealClearPersonalNumbers,
  sealInvestorField,
  type QuestionnaireColumn,
  type StoredQuestionnaire,
} from './kyc-crypto.ts';
import {
  findInvestorIdsWithClearNumbers,
  findKycRequestIdsWithClearNumbers,
  lockInvestorNumbers,
  lockKycQuestionnaires,
  updateInvestorNumbers,
  updateKycQuestionnaires,
} from './kyc.repository.ts';

// The start-up step of docs/decisions/032-kyc-server.md: earlier versions stored PESEL numbers and bank accounts of investors in
// clear text (`investors.pesel`, `investors.bank_account`), the demo's submitted questionnaires in an earlier format with
// clear numbers (`kyc_requests.data`), and advisors' identity document numbers (`advisors.document_number`, also recorded in
// clear in the audit rows of advisor changes, which are masked now: advisor-document-numbers.service.ts). The server runs this after the migrations and before it listens (server.ts, and
// `npm run db:migrate`): it encrypts every clear value in place, converts the earliest questionnaire format to the current
// one, and finds nothing to do on every later start. Each row is locked, re-read and written in its own short transaction,
// so two processes starting at once, or a request arriving meanwhile, never lose or double-encrypt a value.

const BATCH_SIZE = 200;

/** The groups of the earliest questionnaire format and how their fields map to the current, flat one. */
const LEGACY_GROUPS = ['person', 'document', 'taxAndFamily', 'bank'] as const;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True for a questionnaire of the earliest format: the person, document, tax and bank fields nested in groups. */
export function isLegacyQuestionnaire(questionnaire: StoredQuestionnaire): boolean {
  return LEGACY_GROUPS.some((group) => isPlainObject(questionnaire[group]));
}

/**
 * The earliest format in the current, flat shape (ZKycDraftSchema's field names): the groups' fields lifted to the top,
 * `document.indefinitely` as `documentIndefinite`, `investorType` from the company. Other keys stay as they are.
 */
export function flattenLegacyQuestionnaire(questionnaire: StoredQuestionnaire): StoredQuestionnaire {
  const { person, document, taxAndFamily, bank, ...rest } = questionnaire;
  const group = (value: unknown) => (isPlainObject(value) ? value : {});
  const { indefinitely, ...documentFields } = group(document);
  return {
    investorType: isPlainObject(rest.company) ? 'company' : 'person',
    ...group(person),
    ...documentFields,
    ...(typeof indefinitely === 'boolean' ? { documentIndefinite: indefinitely } : {}),
    ...group(taxAndFamily),
    ...group(bank),
    ...rest,
  };
}

function sealStored(
  cipher: PiiCipher,
  value: StoredQuestionnaire | null,
  column: QuestionnaireColumn,
  id: string,
): StoredQuestionnaire | null {
  if (!value) return value;
  const current = isLegacyQuestionnaire(value) ? flattenLegacyQuestionnaire(value) : value;
  return sealClearPersonalNumbers(cipher, current, column, id);
}

function needsWork(value: StoredQuestionnaire | null): boolean {
  return value !== null && (isLegacyQuestionnaire(value) || hasClearPersonalNumbers(value));
}

export interface LegacyEncryptionResult {
  investors: number;
  kycRequests: number;
  advisors: number;
  /** Audit rows of advisor changes whose document number was masked. */
  advisorAuditRows: number;
}

/** True when the step changed anything (the server logs it). */
export function hasEncryptedLegacyData(result: LegacyEncryptionResult): boolean {
  return Object.values(result).some((count) => count > 0);
}

/** Encrypts the clear personal numbers of earlier versions (idempotent). */
export async function encryptLegacyPersonalData(db: Db, cipher: PiiCipher): Promise<LegacyEncryptionResult> {
  const result: LegacyEncryptionResult = { investors: 0, kycRequests: 0, advisors: 0, advisorAuditRows: 0 };

  for (let afterId: string | null = null; ;) {
    const ids = await findInvestorIdsWithClearNumbers(db, afterId, BATCH_SIZE);
    if (ids.length === 0) break;
    for (const id of ids) {
      const changed = await db.transaction(async (tx) => {
        const row = await lockInvestorNumbers(tx, id);
        if (!row) return false;
        const seal = (field: 'pesel' | 'bank_account', value: string | null) =>
          value === null || isPiiCiphertext(value) ? value : sealInvestorField(cipher, field, id, value);
        const values = { pesel: seal('pesel', row.pesel), bankAccount: seal('bank_account', row.bankAccount) };
        if (values.pesel === row.pesel && values.bankAccount === row.bankAccount) return false;
        await updateInvestorNumbers(tx, id, values);
        return true;
      });
      if (changed) result.investors += 1;
    }
    afterId = ids.at(-1) ?? null;
  }

  for (let afterId: string | null = null; ;) {
    const ids = await findKycRequestIdsWithClearNumbers(db, afterId, BATCH_SIZE);
    if (ids.length === 0) break;
    for (const id of ids) {
      const changed = await db.transaction(async (tx) => {
        const row = await lockKycQuestionnaires(tx, id);
        if (!row || (!needsWork(row.data) && !needsWork(row.draft))) return false;
        await updateKycQuestionnaires(tx, id, {
          data: sealStored(cipher, row.data, 'data', id),
          draft: sealStored(cipher, row.draft, 'draft', id),
        });
        return true;
      });
      if (changed) result.kycRequests += 1;
    }
    afterId = ids.at(-1) ?? null;
  }

  const advisors = await encryptClearAdvisorDocumentNumbers(db, cipher);
  result.advisors = advisors.advisors;
  result.advisorAuditRows = advisors.auditRows;
  return result;
}
