import { randomUUID } from 'node:crypto';
import { validKycPerson } from '@emisja/shared/testing/kyc-fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { describeReencryption, runReencryption } from '../../db/pii-cli.ts';
import { advisors, investors, kycRequests, networks } from '../../db/schema/index.ts';
import { createPiiCipher, generatePiiKeyEntry, parsePiiKeyring, type PiiCipher } from '../../lib/pii/index.ts';
import { bearer, landingIdOf, loginAdvisor } from '../../../test/auth-helpers.ts';
import { createTestDatabase, DEMO_HOST } from '../../../test/helpers.ts';
import { buildKycTestApp, KYC_API, saveDraft, sendKycAndGetLink, submitForm } from '../../../test/kyc-helpers.ts';
import { TEST_PII_ENCRYPTION_KEY } from '../../../test/pii-test-key.ts';
import { openAdvisorDocumentNumber } from '../advisors/advisor-document-number.ts';
import { KYC_ENCRYPTED_PATHS, openInvestorField, openQuestionnaire, valuesAtPath } from './kyc-crypto.ts';
import { PERSONAL_DATA_COLUMNS, reencryptPersonalData } from './reencrypt-personal-data.ts';

// Key rotation (`npm run pii:reencrypt`, docs/decisions/031; issue 12 "encrypted at rest with a rotatable key"): values written
// under k1, the keyring "k2,k1", a run moves every value to k2 and they read the same; a second run does nothing; "k2" alone
// then reads everything; a tampered value is reported by row and column and nothing else is harmed.

const K1 = generatePiiKeyEntry('k1');
const K2 = generatePiiKeyEntry('k2');
const K3 = generatePiiKeyEntry('k3');
const cipherOf = (keyring: string): PiiCipher => createPiiCipher(parsePiiKeyring(keyring));

let database: Database;
let appK1: App;

/** Every stored personal value, decrypted with `cipher`, keyed by column and row. */
async function clearValues(cipher: PiiCipher): Promise<Record<string, unknown>> {
  const values: Record<string, unknown> = {};
  for (const row of await database.db.select().from(investors)) {
    values[`investors.pesel:${row.id}`] = openInvestorField(cipher, 'pesel', row.id, row.pesel);
    values[`investors.bank_account:${row.id}`] = openInvestorField(cipher, 'bank_account', row.id, row.bankAccount);
  }
  for (const row of await database.db.select().from(kycRequests)) {
    values[`kyc_requests.draft:${row.id}`] = row.draft ? openQuestionnaire(cipher, row.draft, 'draft', row.id) : null;
    values[`kyc_requests.data:${row.id}`] = row.data ? openQuestionnaire(cipher, row.data, 'data', row.id) : null;
  }
  for (const row of await database.db.select().from(advisors)) {
    values[`advisors.document_number:${row.id}`] = openAdvisorDocumentNumber(cipher, row.id, row.documentNumber);
  }
  return values;
}

/** Every stored ciphertext of every personal data column. */
async function storedValues(): Promise<string[]> {
  const stored: unknown[] = [];
  for (const row of await database.db.select().from(investors)) stored.push(row.pesel, row.bankAccount);
  for (const row of await database.db.select().from(kycRequests)) {
    for (const questionnaire of [row.draft, row.data]) {
      for (const path of KYC_ENCRYPTED_PATHS) stored.push(...valuesAtPath(questionnaire, path));
    }
  }
  for (const row of await database.db.select().from(advisors)) stored.push(row.documentNumber);
  return stored.filter((value): value is string => value !== null && value !== undefined);
}

const keyIdsOf = (values: string[]) => [...new Set(values.map((value) => value.split(':')[1]))].sort();

beforeAll(async () => {
  database = await createTestDatabase();
  // The demo data of the template is under the suite's key ("test"): k1 first makes the app write new values under k1.
  appK1 = await buildKycTestApp({ database, env: { PII_ENCRYPTION_KEY: `${K1},${TEST_PII_ENCRYPTION_KEY}` } });

  // New personal data through the product: a submitted questionnaire, a draft, an advisor with a document number.
  const advisor = (await loginAdvisor(appK1, 'doradca@emisja.test')).accessToken;
  const admin = (await loginAdvisor(appK1, 'admin@emisja.test')).accessToken;
  const submitted = await sendKycAndGetLink(appK1, advisor, `rotation-${randomUUID().slice(0, 8)}@example.com`);
  expect((await submitForm(appK1, submitted.secret, validKycPerson())).statusCode).toBe(200);
  const drafted = await sendKycAndGetLink(appK1, advisor, `rotation-${randomUUID().slice(0, 8)}@example.com`);
  expect((await saveDraft(appK1, drafted.secret, { identificationNo: '85031512344', documentNo: 'ABA300000' })).statusCode).toBe(
    200,
  );
  const [network] = await database.db
    .select({ id: networks.id })
    .from(networks)
    .where(eq(networks.landingPageId, await landingIdOf(appK1, DEMO_HOST)))
    .limit(1);
  const created = await appK1.inject({
    method: 'POST',
    url: '/api/advisor/advisor',
    headers: bearer(admin, DEMO_HOST),
    payload: {
      firstName: 'Rota',
      surname: 'Cja',
      email: `rotation-${randomUUID().slice(0, 8)}@example.com`,
      brokerNetworkIds: [network!.id],
      documentType: 'PASSPORT',
      documentNo: 'EZ7654321',
      documentExpiryDate: '2035-01-31',
      documentCountry: 'PL',
    },
  });
  expect(created.statusCode, created.body).toBe(201);

  // The template's values under "test" go to k1 first (a rotation of its own), so that every value starts under k1.
  expect((await runReencryption(database.db, cipherOf(`${K1},${TEST_PII_ENCRYPTION_KEY}`))).exitCode).toBe(0);
  expect(keyIdsOf(await storedValues())).toEqual(['k1']);
});

afterAll(async () => {
  await appK1.close();
  await database.close();
});

describe('npm run pii:reencrypt', () => {
  let clearUnderK1: Record<string, unknown>;

  it('re-encrypts every value under k2 when the keyring is "k2,k1", and they read the same', async () => {
    clearUnderK1 = await clearValues(cipherOf(K1));
    const before = await storedValues();
    const during = cipherOf(`${K2},${K1}`);
    // Two runs at once (two operators, or a retry) re-encrypt each value once.
    const [first, second] = await Promise.all([
      reencryptPersonalData(database.db, during),
      reencryptPersonalData(database.db, during),
    ]);
    for (const column of PERSONAL_DATA_COLUMNS) {
      expect(first.reencrypted[column] + second.reencrypted[column], column).toBeGreaterThan(0);
    }
    const total = PERSONAL_DATA_COLUMNS.reduce((sum, column) => sum + first.reencrypted[column] + second.reencrypted[column], 0);
    expect(total).toBe(before.length);
    expect(first.failures).toEqual([]);
    expect(second.failures).toEqual([]);

    const after = await storedValues();
    expect(after).toHaveLength(before.length);
    for (const value of after) expect(value).toMatch(/^v1:k2:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]*$/);
    expect(await clearValues(during)).toEqual(clearUnderK1);
  });

  it('finds nothing to do on a second run and says the old key can go', async () => {
    const report = await reencryptPersonalData(database.db, cipherOf(`${K2},${K1}`));
    expect(Object.values(report.reencrypted)).toEqual(PERSONAL_DATA_COLUMNS.map(() => 0));
    expect(Object.values(report.remaining)).toEqual(PERSONAL_DATA_COLUMNS.map(() => 0));
    const { lines, exitCode } = describeReencryption(report);
    expect(exitCode).toBe(0);
    expect(lines.at(-1)).toBe(
      'Every stored personal value is under key "k2": the other keys can be dropped from PII_ENCRYPTION_KEY.',
    );
  });

  it('reads everything with the keyring "k2" alone, through the app too', async () => {
    expect(await clearValues(cipherOf(K2))).toEqual(clearUnderK1);
    const appK2 = await buildKycTestApp({ database, env: { PII_ENCRYPTION_KEY: K2 } });
    try {
      const admin = (await loginAdvisor(appK2, 'admin@emisja.test')).accessToken;
      const [submitted] = await database.db.select().from(kycRequests).where(eq(kycRequests.status, 'submitted')).limit(1);
      const detail = await appK2.inject({ method: 'GET', url: `${KYC_API}/${submitted!.id}`, headers: bearer(admin) });
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json().answers.identificationNo).toBe(
        (clearUnderK1[`kyc_requests.data:${submitted!.id}`] as { identificationNo: string }).identificationNo,
      );
      const [withDocument] = await database.db.select().from(advisors).where(eq(advisors.email, 'koordynator@emisja.test'));
      const advisor = await appK2.inject({
        method: 'GET',
        url: `/api/advisor/advisor/${withDocument!.id}`,
        headers: bearer(admin),
      });
      expect(advisor.statusCode, advisor.body).toBe(200);
      expect(advisor.json().documentNo).toBe(clearUnderK1[`advisors.document_number:${withDocument!.id}`]);
    } finally {
      await appK2.close();
    }
  });

  it('reports a tampered value by row and column, keeps it as it was, and re-encrypts the rest', async () => {
    const [target] = await database.db.select().from(kycRequests).where(eq(kycRequests.status, 'submitted')).limit(1);
    const data = target!.data as Record<string, string>;
    const parts = data.identificationNo!.split(':');
    const ciphertext = Buffer.from(parts[4]!, 'base64url');
    ciphertext[0]! ^= 0x01;
    parts[4] = ciphertext.toString('base64url');
    const tampered = { ...data, identificationNo: parts.join(':') };
    await database.db.update(kycRequests).set({ data: tampered }).where(eq(kycRequests.id, target!.id));

    const { lines, exitCode } = await runReencryption(database.db, cipherOf(`${K3},${K2}`));
    expect(exitCode).toBe(1);
    const output = lines.join('\n');
    expect(output).toContain(`Cannot decrypt kyc_requests.data of row ${target!.id} (authentication-failed): left as it was.`);
    expect(output).toContain('Values under other keys remain (rows: kyc_requests.data 1)');
    const clear = (clearUnderK1[`kyc_requests.data:${target!.id}`] as { identificationNo: string }).identificationNo;
    expect(output).not.toContain(clear);
    expect(output).not.toContain(parts[4]);

    // The tampered row is exactly as it was; every other value moved to k3 and reads the same.
    const [after] = await database.db.select().from(kycRequests).where(eq(kycRequests.id, target!.id));
    expect(after!.data).toEqual(tampered);
    const leftAsItWas = new Set(KYC_ENCRYPTED_PATHS.flatMap((path) => valuesAtPath(tampered, path)));
    const others = (await storedValues()).filter((value) => !leftAsItWas.has(value));
    expect(others.length).toBeGreaterThan(0);
    expect(keyIdsOf(others)).toEqual(['k3']);
    // Once the value is repaired (here: restored from a backup), everything reads the same and the next run finishes.
    await database.db.update(kycRequests).set({ data: target!.data }).where(eq(kycRequests.id, target!.id));
    expect(await clearValues(cipherOf(`${K3},${K2}`))).toEqual(clearUnderK1);
    const finished = await runReencryption(database.db, cipherOf(`${K3},${K2}`));
    expect(finished.exitCode).toBe(0);
    expect(keyIdsOf(await storedValues())).toEqual(['k3']);
  });
});
