import type { Db } from '../../db/client.ts';
import { PiiDecryptionError, type PiiCipher } from '../../lib/pii/index.ts';
import { rewriteAuditedValues } from '../audit/audit.service.ts';
import {
  auditedDocumentNumber,
  isClearAuditedDocumentNumber,
  reencryptAdvisorDocumentNumber,
  sealAdvisorDocumentNumber,
} from './advisor-document-number.ts';
import {
  countAdvisorDocumentNumbersOutside,
  findAdvisorIdsWithDocumentNumberOutside,
  lockAdvisorDocumentNumber,
  updateAdvisorDocumentNumber,
} from './advisors.repository.ts';

// The advisors' document numbers in the maintenance steps of personal data (docs/decisions/032): the start-up step encrypts
// those earlier versions stored in clear text (and masks them in the audit rows that recorded them), the key rotation
// (`npm run pii:reencrypt`) re-encrypts those of old keys. As in modules/kyc/encrypt-legacy-personal-data.ts: candidates in
// batches, each row locked, re-read and written in its own short transaction, so a concurrent process or request neither
// loses nor double-encrypts a value, and a second run finds nothing.

const BATCH_SIZE = 200;
const CIPHERTEXT_PREFIX = 'v1:';

/** Runs `work` on each advisor id whose document number does not start with `prefix`, batch by batch. */
async function forEachAdvisorOutside(db: Db, prefix: string, work: (advisorId: string) => Promise<void>): Promise<void> {
  for (let afterId: string | null = null; ;) {
    const ids = await findAdvisorIdsWithDocumentNumberOutside(db, prefix, afterId, BATCH_SIZE);
    if (ids.length === 0) return;
    for (const id of ids) await work(id);
    afterId = ids.at(-1) ?? null;
  }
}

/** Encrypts the clear document numbers of earlier versions and masks them in the audit log; idempotent. */
export async function encryptClearAdvisorDocumentNumbers(
  db: Db,
  cipher: PiiCipher,
): Promise<{ advisors: number; auditRows: number }> {
  let advisors = 0;
  await forEachAdvisorOutside(db, CIPHERTEXT_PREFIX, async (id) => {
    const changed = await db.transaction(async (tx) => {
      const row = await lockAdvisorDocumentNumber(tx, id);
      if (!row || row.documentNumber === null || cipher.isEncrypted(row.documentNumber)) return false;
      await updateAdvisorDocumentNumber(tx, id, sealAdvisorDocumentNumber(cipher, id, row.documentNumber));
      return true;
    });
    if (changed) advisors += 1;
  });
  const auditRows = await rewriteAuditedValues(db, 'advisor', 'documentNo', isClearAuditedDocumentNumber, (value) =>
    auditedDocumentNumber(value as string),
  );
  return { advisors, auditRows };
}

/** A value that did not open: where it is, never what it is. */
export interface ReencryptionFailure {
  column: string;
  rowId: string;
  reason: PiiDecryptionError['reason'];
}

/** Re-encrypts the document numbers not under the current key; a value that does not open is reported and left as it is. */
export async function reencryptAdvisorDocumentNumbers(
  db: Db,
  cipher: PiiCipher,
): Promise<{ reencrypted: number; failures: ReencryptionFailure[] }> {
  let reencrypted = 0;
  const failures: ReencryptionFailure[] = [];
  await forEachAdvisorOutside(db, `${CIPHERTEXT_PREFIX}${cipher.currentKeyId}:`, async (id) => {
    try {
      const changed = await db.transaction(async (tx) => {
        const row = await lockAdvisorDocumentNumber(tx, id);
        if (!row) return false;
        const next = reencryptAdvisorDocumentNumber(cipher, id, row.documentNumber);
        if (next === row.documentNumber) return false;
        await updateAdvisorDocumentNumber(tx, id, next);
        return true;
      });
      if (changed) reencrypted += 1;
    } catch (error) {
      if (!(error instanceof PiiDecryptionError)) throw error;
      failures.push({ column: 'advisors.document_number', rowId: id, reason: error.reason });
    }
  });
  return { reencrypted, failures };
}

/** How many advisors' document numbers are not under the current key. */
export function countAdvisorDocumentNumbersNotUnderKey(db: Db, cipher: PiiCipher): Promise<number> {
  return countAdvisorDocumentNumbersOutside(db, `${CIPHERTEXT_PREFIX}${cipher.currentKeyId}:`);
}
