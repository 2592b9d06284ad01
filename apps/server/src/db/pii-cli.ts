import { PiiKeyringError, type PiiCipher } from '../lib/pii/index.ts';
import { encryptLegacyPersonalData } from '../modules/kyc/encrypt-legacy-personal-data.ts';
import { loadPiiCipher } from '../modules/kyc/kyc-dependencies.ts';
import { PERSONAL_DATA_COLUMNS, reencryptPersonalData, type ReencryptionReport } from '../modules/kyc/reencrypt-personal-data.ts';
import type { Db } from './client.ts';
import { runDatabaseCommand } from './database-command.ts';

// `npm run pii:reencrypt`: the middle step of a key rotation (docs/decisions/031; README "KYC"). With the new key first in
// PII_ENCRYPTION_KEY and the old ones after it (on every server), it re-encrypts every stored personal value under the first
// key, prints how many values per column it re-encrypted and whether any value still needs another key, so the operator
// knows when the old key can be dropped. Exit code 1 when a value does not open (named by row and column, never by value)
// or when values under other keys remain. The database is the server's (DATABASE_URL or DATA_DIR); on an embedded PGlite
// directory stop the server first (one owner per directory); on PostgreSQL it runs beside the servers.

/** The report as lines to print and the exit code. Exported for the tests. */
export function describeReencryption(report: ReencryptionReport): { lines: string[]; exitCode: number } {
  const width = Math.max(...PERSONAL_DATA_COLUMNS.map((column) => column.length));
  const lines = [
    `Values re-encrypted with key "${report.keyId}":`,
    ...PERSONAL_DATA_COLUMNS.map((column) => `  ${column.padEnd(width)}  ${report.reencrypted[column]}`),
  ];
  for (const failure of report.failures) {
    lines.push(`Cannot decrypt ${failure.column} of row ${failure.rowId} (${failure.reason}): left as it was.`);
  }
  const remaining = PERSONAL_DATA_COLUMNS.filter((column) => report.remaining[column] > 0);
  if (remaining.length === 0) {
    lines.push(
      `Every stored personal value is under key "${report.keyId}": the other keys can be dropped from PII_ENCRYPTION_KEY.`,
    );
  } else {
    lines.push(
      `Values under other keys remain (rows: ${remaining.map((column) => `${column} ${report.remaining[column]}`).join(', ')}): ` +
        'keep the old keys in PII_ENCRYPTION_KEY.',
    );
  }
  return { lines, exitCode: report.failures.length > 0 || remaining.length > 0 ? 1 : 0 };
}

/** Clear values of earlier versions first (the start-up step, under the current key), then the rotation. */
export async function runReencryption(db: Db, cipher: PiiCipher): Promise<{ lines: string[]; exitCode: number }> {
  await encryptLegacyPersonalData(db, cipher);
  return describeReencryption(await reencryptPersonalData(db, cipher));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runDatabaseCommand(
    // The key ring is read before the reencryption starts: a bad PII_ENCRYPTION_KEY ends the command before any write.
    ({ database, env }) => runReencryption(database.db, loadPiiCipher(env).cipher),
    [PiiKeyringError],
  );
}
