import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { kycSubmitSchema } from '@emisja/shared';
import { validKycCompany } from '@emisja/shared/testing/kyc-fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from '../../app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { advisors, auditLog, investors, kycRequests, landingPages, networks, users } from '../../db/schema/index.ts';
import { isPiiCiphertext, PiiDecryptionError } from '../../lib/pii/index.ts';
import { hashSecret } from '../../lib/secrets.ts';
import { bearer, loginAdvisor } from '../../../test/auth-helpers.ts';
import { startFakeVatWhitelist, type FakeRegister } from '../../../test/fake-registers.ts';
import { createTestDatabase } from '../../../test/helpers.ts';
import { createTestPiiCipher } from '../../../test/pii-test-key.ts';
import { buildKycTestApp, formRequest, KYC_API, saveDraft, sendKycAndGetLink, submitForm } from '../../../test/kyc-helpers.ts';
import { openAdvisorDocumentNumber } from '../advisors/advisor-document-number.ts';
import { encryptLegacyPersonalData } from './encrypt-legacy-personal-data.ts';
import { openInvestorField, openQuestionnaire, sealInvestorField } from './kyc-crypto.ts';

// Personal data at rest and in the logs (issue 12: "a raw dump of the database (both engines) and the logs never contain them
// in clear text"; docs/decisions/031 and 032): after a whole flow (send, draft, register check, submit, reads), no table, no
// file of PGlite's data directory and no log line holds a PESEL, document number, tax number or account in clear; reading
// decrypts them; a tampered or moved ciphertext is a clear error; the start-up step encrypts what earlier versions stored.

const cipher = createTestPiiCipher();
const logLines: string[] = [];
let pglite: PGlite | null = null;
let database: Database;
let app: App;
let advisor: string;
let admin: string;
let vat: FakeRegister;

/** A company questionnaire carrying every kind of personal number: PESEL, document, tax numbers, US TIN, CRS TIN, account. */
const questionnaire = () => {
  const company = validKycCompany();
  return {
    ...company,
    taxNumberIdentification: '9512467183',
    fatca: { usPerson: true, usTin: '123-45-6789' },
    crsTaxResidencies: [{ country: 'DE', tin: '86095742719' }],
  };
};
/** Every form those numbers take on the way in or at rest. */
const SECRETS = [
  '78082003459',
  'ABA300000',
  '9512467183',
  '123-45-6789',
  '123456789',
  '86095742719',
  '61109010140000071219812874',
  '61 1090 1014 0000 0712 1981 2874',
  // An advisor's identity document numbers (advisors.document_number), as created and as changed.
  'ZX9876543',
  'ZX1234987',
];

/** Every row of every table, as text (`SELECT t::text FROM t`). */
async function dumpEveryTable(): Promise<string> {
  const tables = await database.executeSql(
    `select table_schema, table_name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`,
  );
  const parts: string[] = [];
  for (const { table_schema: schema, table_name: table } of tables.rows as { table_schema: string; table_name: string }[]) {
    const rows = await database.executeSql(`select t::text as row from "${schema}"."${table}" t`);
    parts.push(...(rows.rows as { row: string }[]).map((row) => `${schema}.${table}: ${row.row}`));
  }
  expect(parts.some((part) => part.startsWith('public.kyc_requests:'))).toBe(true);
  return parts.join('\n');
}

/** PGlite's whole data directory after a checkpoint, as bytes read as text. */
async function pgliteDataDirectory(engine: PGlite): Promise<string> {
  await engine.exec('checkpoint');
  return Buffer.from(await (await engine.dumpDataDir('none')).arrayBuffer()).toString('latin1');
}

/**
 * PostgreSQL's files of every table and TOAST table of this database after a checkpoint, read by the server itself
 * (`pg_read_binary_file`, which the tests' superuser may call): what a stolen disk or backup would hold.
 */
async function postgresTableFiles(): Promise<string> {
  await database.executeSql('checkpoint');
  const files = await database.executeSql(
    `select pg_read_binary_file(pg_relation_filepath(c.oid)) as bytes
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 't') and n.nspname in ('public', 'pg_toast') and pg_relation_filepath(c.oid) is not null`,
  );
  return (files.rows as { bytes: Uint8Array }[]).map((row) => Buffer.from(row.bytes).toString('latin1')).join('\n');
}

function expectNoSecret(haystack: string, where: string) {
  for (const secret of SECRETS) expect(haystack.includes(secret), `${secret} in ${where}`).toBe(false);
}

beforeAll(async () => {
  const template = inject('pgliteTemplatePath');
  if (template) {
    pglite = await PGlite.create({ loadDataDir: new Blob([readFileSync(template)]) });
    database = await openDatabase({ pglite });
  } else {
    database = await createTestDatabase();
  }
  vat = await startFakeVatWhitelist();
  app = await buildKycTestApp({ database, logLines, env: { VAT_WHITELIST_API_URL: vat.url } });
  advisor = (await loginAdvisor(app, 'doradca@emisja.test')).accessToken;
  admin = (await loginAdvisor(app, 'admin@emisja.test')).accessToken;
});

afterAll(async () => {
  await app.close();
  await database.close();
  await vat.close();
});

describe('personal numbers at rest and in the logs', () => {
  let requestId: string;
  let email: string;

  it('runs the whole flow: send, draft, register check, submit, advisor read, preview', async () => {
    email = `dump-${randomUUID().slice(0, 8)}@example.com`;
    const { id, secret } = await sendKycAndGetLink(app, advisor, email);
    requestId = id;
    const body = questionnaire();
    const { company: _company, ...personalPart } = body;
    expect((await saveDraft(app, secret, { ...personalPart, investorType: 'company' })).statusCode).toBe(200);
    expect((await formRequest(app, 'GET', `/${secret}`)).json().draft.documentNo).toBe('ABA300000');
    const check = await formRequest(app, 'POST', `/${secret}/vat-whitelist`, {
      payload: { nip: body.company.nip, bankAccount: body.bankAccount },
    });
    expect(check.statusCode, check.body).toBe(200);
    // A refused submission first: its violations must not echo the numbers either.
    expect((await submitForm(app, secret, { ...body, birthDay: '1978-08-21' })).statusCode).toBe(400);
    const submitted = await submitForm(app, secret, body);
    expect(submitted.statusCode, submitted.body).toBe(200);

    const detail = await app.inject({ method: 'GET', url: `${KYC_API}/${id}`, headers: bearer(advisor) });
    expect(detail.statusCode).toBe(200);
    // Reading decrypts every number back to the submitted answers.
    expect(detail.json().answers).toEqual(kycSubmitSchema({ enableLegalPerson: true }).parse(body));
    const preview = await formRequest(app, 'GET', `/preview/${secret}`);
    expect(preview.statusCode).toBe(200);
    expectNoSecret(preview.body, 'the preview');

    const [investor] = await app.db.select().from(investors).where(eq(investors.email, email));
    expect(openInvestorField(cipher, 'bank_account', investor!.id, investor!.bankAccount)).toBe('61109010140000071219812874');

    // An advisor's identity document number, given and changed (the audit log records the change).
    const [network] = await app.db
      .select({ id: networks.id })
      .from(networks)
      .innerJoin(landingPages, eq(landingPages.id, networks.landingPageId))
      .where(eq(landingPages.slug, 'demo'))
      .limit(1);
    const advisorBody = {
      firstName: 'Dorota',
      surname: 'Dokument',
      email: `doc-${randomUUID().slice(0, 8)}@example.com`,
      brokerNetworkIds: [network!.id],
      documentType: 'PASSPORT',
      documentNo: 'ZX9876543',
      documentExpiryDate: '2035-01-31',
      documentCountry: 'PL',
    };
    const created = await app.inject({
      method: 'POST',
      url: '/api/advisor/advisor',
      headers: bearer(admin),
      payload: advisorBody,
    });
    expect(created.statusCode, created.body).toBe(201);
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/advisor/advisor/${created.json().id}`,
      headers: bearer(admin),
      payload: { ...advisorBody, documentNo: 'ZX1234987' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().documentNo).toBe('ZX1234987');
  });

  it('leaves no clear number in any table of the database', async () => {
    // The demo advisors' document numbers too (seeded encrypted).
    for (const row of await app.db.select().from(advisors)) {
      const documentNumber = openAdvisorDocumentNumber(cipher, row.id, row.documentNumber);
      if (documentNumber) SECRETS.push(documentNumber);
    }
    expect(SECRETS.length).toBeGreaterThan(20);
    const dump = await dumpEveryTable();
    // The dump holds the flow's rows (their e-mail is not a secret): the search below looks where the numbers would be.
    expect(dump).toContain(email);
    expectNoSecret(dump, 'the database dump');
    const [row] = await app.db.select().from(kycRequests).where(eq(kycRequests.id, requestId));
    const data = row!.data as ReturnType<typeof questionnaire>;
    for (const value of [
      data.identificationNo,
      data.documentNo,
      data.taxNumberIdentification,
      data.bankAccount,
      data.fatca.usTin,
    ]) {
      expect(isPiiCiphertext(value)).toBe(true);
    }
    expect(isPiiCiphertext(data.crsTaxResidencies[0]!.tin)).toBe(true);
    expect(isPiiCiphertext(data.company.representatives[0]!.identificationNo)).toBe(true);
    // Public register data stays readable (decision 030).
    expect(data.company.nip).toBe('5252374659');
  });

  it("leaves no clear number in the database's files on disk", async () => {
    const files = pglite ? await pgliteDataDirectory(pglite) : await postgresTableFiles();
    expect(files.length).toBeGreaterThan(100_000);
    expect(files).toContain(email);
    expectNoSecret(files, 'the data files');
  });

  it('writes no clear number to the logs of the whole flow', () => {
    const logs = logLines.join('');
    expect(logs).toContain('"url":"/public-api/kyc/investor-request/[redacted]/submit"');
    expectNoSecret(logs, 'the logs');
  });

  it('refuses a tampered ciphertext or one moved to another row with a clear error, never wrong data', async () => {
    const [row] = await app.db.select().from(kycRequests).where(eq(kycRequests.id, requestId));
    const data = row!.data as Record<string, string>;
    const parts = data.identificationNo!.split(':');
    const ciphertext = Buffer.from(parts[4]!, 'base64url');
    ciphertext[0]! ^= 0x01;
    parts[4] = ciphertext.toString('base64url');
    await app.db
      .update(kycRequests)
      .set({ data: { ...data, identificationNo: parts.join(':') } })
      .where(eq(kycRequests.id, requestId));
    logLines.length = 0;
    const tampered = await app.inject({ method: 'GET', url: `${KYC_API}/${requestId}`, headers: bearer(advisor) });
    expect(tampered.statusCode).toBe(500);
    expect(tampered.json()).toMatchObject({ label: 'error.unexpected', violations: [] });
    expect(tampered.body).not.toContain('78082003459');
    expect(logLines.join('')).toContain('failed authentication');

    // Another request's answers copied whole into this row do not open either (the row id is part of the AAD).
    const other = await sendKycAndGetLink(app, advisor, `moved-${randomUUID().slice(0, 8)}@example.com`);
    expect((await submitForm(app, other.secret, questionnaire())).statusCode).toBe(200);
    const [otherRow] = await app.db.select().from(kycRequests).where(eq(kycRequests.id, other.id));
    await app.db.update(kycRequests).set({ data: otherRow!.data }).where(eq(kycRequests.id, requestId));
    expect((await app.inject({ method: 'GET', url: `${KYC_API}/${requestId}`, headers: bearer(advisor) })).statusCode).toBe(500);

    // An investor's column moved to another investor, or to the other column.
    const stored = sealInvestorField(cipher, 'pesel', 'investor-a', '85031512344')!;
    expect(() => openInvestorField(cipher, 'pesel', 'investor-b', stored)).toThrow(PiiDecryptionError);
    expect(() => openInvestorField(cipher, 'bank_account', 'investor-a', stored)).toThrow(PiiDecryptionError);
    expect(() => openQuestionnaire(cipher, { identificationNo: '85031512344' }, 'data', 'x')).toThrow(PiiDecryptionError);
  });
});

describe('the start-up step for clear-text values of earlier versions', () => {
  it("encrypts investors' PESEL and accounts, old-format answers and clear drafts, once, and the data reads the same", async () => {
    const [demo] = await app.db.select({ id: landingPages.id }).from(landingPages).where(eq(landingPages.slug, 'demo'));
    const [sender] = await app.db.select({ id: advisors.id }).from(advisors).where(eq(advisors.email, 'admin@emisja.test'));
    const email = `legacy-${randomUUID().slice(0, 8)}@example.com`;
    const [user] = await app.db.insert(users).values({ email }).returning({ id: users.id });
    const [investor] = await app.db
      .insert(investors)
      .values({
        landingPageId: demo!.id,
        userId: user!.id,
        email,
        pesel: '80050512349',
        bankAccount: '61109010140000071219812874',
      })
      .returning({ id: investors.id });
    const address = {
      street: 'Długa',
      houseNo: '5',
      flatNo: '2',
      voivodeship: 'mazowieckie',
      county: 'Warszawa',
      commune: 'Warszawa',
      city: 'Warszawa',
      zipCode: '00-238',
      country: 'PL',
    };
    // The earliest questionnaire format (demo data of earlier releases).
    const oldFormat = {
      person: {
        title: 'Mr.',
        firstName: 'Jan',
        middleName: null,
        surname: 'Nowak',
        birthDay: '1980-05-05',
        fathersName: 'Jerzy',
        mothersName: 'Maria',
        phoneNo: '+48500100200',
        identificationNo: '80050512349',
        birthPlace: 'Warszawa',
        countryOfBirth: 'PL',
        nationality: 'PL',
      },
      document: {
        documentType: 'ID_CARD',
        documentNo: 'ABA300000',
        documentExpiryDate: '2031-01-01',
        indefinitely: false,
        documentCountry: 'PL',
      },
      taxAndFamily: {
        countryOfTaxResidence: 'PL',
        taxNumberIdentification: 80050512349,
        taxOffice: 'Drugi Urząd Skarbowy Warszawa-Śródmieście',
        maritalStatus: 'Married',
        propertyRegime: 'Community property',
      },
      residentialAddress: address,
      mailingAddress: address,
      bank: { bankAccount: '61109010140000071219812874', bankAccountName: 'Jan Nowak', swiftCode: 'BPKOPLPW' },
      company: null,
    };
    const legacyId = randomUUID();
    const draftId = randomUUID();
    await app.db.insert(kycRequests).values([
      {
        id: legacyId,
        landingPageId: demo!.id,
        investorEmail: email,
        investorId: investor!.id,
        advisorId: sender!.id,
        message: 'Proszę o wypełnienie ankiety KYC.',
        tokenHash: hashSecret(randomUUID()),
        status: 'submitted',
        expiresAt: new Date(Date.now() - 86_400_000),
        submittedAt: new Date(Date.now() - 2 * 86_400_000),
        data: oldFormat,
        identityVerification: 'in-progress',
      },
      {
        id: draftId,
        landingPageId: demo!.id,
        investorEmail: email,
        investorId: investor!.id,
        advisorId: sender!.id,
        message: 'Proszę o wypełnienie ankiety KYC.',
        tokenHash: hashSecret(randomUUID()),
        status: 'in-progress',
        expiresAt: new Date(Date.now() + 86_400_000),
        draft: { firstName: 'Jan', identificationNo: '8005', crsTaxResidencies: [{ country: 'DE', tin: '86095742719' }] },
      },
    ]);

    // An advisor of an earlier version: the document number in clear, in the row and in the audit row of its creation.
    const advisorEmail = `legacy-advisor-${randomUUID().slice(0, 8)}@example.com`;
    const [advisorUser] = await app.db.insert(users).values({ email: advisorEmail }).returning({ id: users.id });
    const [legacyAdvisor] = await app.db
      .insert(advisors)
      .values({
        landingPageId: demo!.id,
        userId: advisorUser!.id,
        firstName: 'Adam',
        surname: 'Dawny',
        email: advisorEmail,
        documentType: 'ID_CARD',
        documentNumber: 'AXB123456',
      })
      .returning({ id: advisors.id, updatedAt: advisors.updatedAt });
    await app.db.insert(auditLog).values({
      landingPageId: demo!.id,
      action: 'advisor.updated',
      entityType: 'advisor',
      entityId: legacyAdvisor!.id,
      before: { documentNo: 'AXB000001', surname: 'Dawna' },
      after: { documentNo: 'AXB123456', surname: 'Dawny' },
    });

    const [first, second] = await Promise.all([
      encryptLegacyPersonalData(app.db, cipher),
      encryptLegacyPersonalData(app.db, cipher),
    ]);
    expect(first.investors + second.investors).toBe(1);
    expect(first.kycRequests + second.kycRequests).toBe(2);
    expect(first.advisors + second.advisors).toBe(1);
    expect(first.advisorAuditRows + second.advisorAuditRows).toBe(1);
    expect(await encryptLegacyPersonalData(app.db, cipher)).toEqual({
      investors: 0,
      kycRequests: 0,
      advisors: 0,
      advisorAuditRows: 0,
    });

    const [advisorRow] = await app.db.select().from(advisors).where(eq(advisors.id, legacyAdvisor!.id));
    expect(advisorRow!.documentNumber).toMatch(/^v1:test:/);
    expect(advisorRow!.updatedAt).toEqual(legacyAdvisor!.updatedAt);
    expect(openAdvisorDocumentNumber(cipher, legacyAdvisor!.id, advisorRow!.documentNumber)).toBe('AXB123456');
    const [auditRow] = await app.db.select().from(auditLog).where(eq(auditLog.entityId, legacyAdvisor!.id));
    expect(auditRow!.before).toEqual({ documentNo: '*****0001', surname: 'Dawna' });
    expect(auditRow!.after).toEqual({ documentNo: '*****3456', surname: 'Dawny' });
    const shown = await app.inject({ method: 'GET', url: `/api/advisor/advisor/${legacyAdvisor!.id}`, headers: bearer(admin) });
    expect(shown.json().documentNo).toBe('AXB123456');

    const [stored] = await app.db.select().from(investors).where(eq(investors.id, investor!.id));
    expect(isPiiCiphertext(stored!.pesel)).toBe(true);
    expect(openInvestorField(cipher, 'pesel', investor!.id, stored!.pesel)).toBe('80050512349');
    expect(openInvestorField(cipher, 'bank_account', investor!.id, stored!.bankAccount)).toBe('61109010140000071219812874');

    const rows = await app.db.select().from(kycRequests).where(eq(kycRequests.investorEmail, email));
    const legacy = rows.find((row) => row.id === legacyId)!;
    expect(legacy.data).not.toHaveProperty('person');
    expect(openQuestionnaire(cipher, legacy.data!, 'data', legacyId)).toMatchObject({
      investorType: 'person',
      firstName: 'Jan',
      identificationNo: '80050512349',
      documentNo: 'ABA300000',
      documentIndefinite: false,
      taxNumberIdentification: '80050512349',
      bankAccount: '61109010140000071219812874',
      swiftCode: 'BPKOPLPW',
    });
    const draft = rows.find((row) => row.id === draftId)!;
    expect(openQuestionnaire(cipher, draft.draft!, 'draft', draftId)).toEqual({
      firstName: 'Jan',
      identificationNo: '8005',
      crsTaxResidencies: [{ country: 'DE', tin: '86095742719' }],
    });
    expect(JSON.stringify(rows)).not.toContain('80050512349');

    // The advisor panel reads the converted questionnaire like any other.
    const detail = await app.inject({ method: 'GET', url: `${KYC_API}/${legacyId}`, headers: bearer(admin) });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().answers).toMatchObject({ surname: 'Nowak', identificationNo: '80050512349', documentIndefinite: false });
  });
});
