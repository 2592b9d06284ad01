import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { bearer, createAdvisor, loginAdvisor, RELAXED_LIMITS } from '../../../test/auth-helpers.ts';
import { multipartFile } from '../../../test/back-office-helpers.ts';
import { buildTestApp, DEMO_HOST, NAVY_HOST } from '../../../test/helpers.ts';
import { samplePdf, samplePng } from '../../../test/sample-files.ts';
import { auditLog } from '../../db/schema/index.ts';

// Settlement documents (issue 15; product-decisions section 11; docs/decisions/047): who may read and change them, the form's
// rules (correction, NIP, IBAN, unique number), the admin's fields and the paid lock, the CSV and the PDF.

const BASE = '/api/advisor/settlement-documents';

let app: App;
let advisor: string;
let otherAdvisor: string;
let coordinator: string;
let admin: string;
let navyAdmin: string;
let outsider: string;
let sequence = 0;

function send(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload?: unknown, host = DEMO_HOST) {
  return app.inject({
    method,
    url,
    headers: { ...bearer(token, host), 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

function documentBody(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    counterPartyTin: '526-025-02-74',
    counterPartyName: 'Emitent S.A.',
    counterPartyStreet: 'Marszałkowska',
    counterPartyStreetNumber: '10',
    counterPartyApartmentNumber: '',
    counterPartyCity: 'Warszawa',
    counterPartyZipCode: '00-950',
    counterPartyCountry: 'PL',
    type: 'invoice',
    documentNumber: `FV/${sequence}/2026`,
    issueDate: '2026-11-02',
    saleDate: '2026-10-31',
    paymentDate: '2026-11-16',
    paymentMethod: 'transfer',
    currency: 'PLN',
    amount: '1234,5',
    bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
    bankAccountCountry: 'PL',
    ...overrides,
  };
}

async function createOk(token: string, overrides: Record<string, unknown> = {}) {
  const response = await send('POST', BASE, token, documentBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; documentNumber: string; [key: string]: unknown };
}

function violationsOf(response: { json: () => unknown }) {
  return (response.json() as { violations: { propertyPath: string; code: string }[] }).violations.map((violation) => [
    violation.propertyPath,
    violation.code,
  ]);
}

function uploadPdf(token: string, id: string, data: Buffer, fileName = 'faktura.pdf') {
  const body = multipartFile(fileName, data);
  return app.inject({
    method: 'PUT',
    url: `${BASE}/${id}/pdf`,
    headers: { ...bearer(token), 'content-type': body.contentType, 'accept-language': 'en' },
    payload: body.payload,
  });
}

async function auditActions(id: string): Promise<string[]> {
  const rows = await app.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'settlement-document'), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id);
  return rows.map((row) => row.action);
}

beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  const outsiderAccount = await createAdvisor(app);
  const tokens = await Promise.all(
    [
      loginAdvisor(app, 'doradca@emisja.test'),
      loginAdvisor(app, 'doradca2@emisja.test'),
      loginAdvisor(app, 'koordynator@emisja.test'),
      loginAdvisor(app, 'admin@emisja.test'),
      loginAdvisor(app, 'admin@navy.test', NAVY_HOST),
      loginAdvisor(app, outsiderAccount.email),
    ].map((login) => login.then((tokens) => tokens.accessToken)),
  );
  [advisor, otherAdvisor, coordinator, admin, navyAdmin, outsider] = tokens as [string, string, string, string, string, string];
});

describe('settlement documents', () => {
  it('registers the advisor own document with the server-set fields, audited', async () => {
    const created = await createOk(advisor);
    expect(created).toMatchObject({
      counterPartyTin: '5260250274',
      counterPartyApartmentNumber: null,
      amount: '1234.50',
      bankAccount: 'PL61109010140000071219812874',
      paymentStatus: 'unpaid',
      correctedDocumentNumber: null,
      glAccount: null,
      costCenter: null,
      pdf: null,
      canEdit: true,
    });
    expect(Date.parse(String(created.additionDate))).not.toBeNaN();
    expect(await auditActions(created.id)).toEqual(['settlement-document.created']);

    const read = await send('GET', `${BASE}/${created.id}`, advisor);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual(created);
  });

  it('shows a document to its owner, the coordinator of its network (read only) and the admin; nobody else', async () => {
    const { id } = await createOk(advisor);
    expect((await send('GET', `${BASE}/${id}`, otherAdvisor)).statusCode).toBe(404);
    const byCoordinator = await send('GET', `${BASE}/${id}`, coordinator);
    expect(byCoordinator.statusCode, byCoordinator.body).toBe(200);
    expect(byCoordinator.json()).toMatchObject({ canEdit: false });
    expect((await send('PUT', `${BASE}/${id}`, coordinator, documentBody())).statusCode).toBe(403);
    expect((await send('PUT', `${BASE}/${id}`, otherAdvisor, documentBody())).statusCode).toBe(404);
    expect((await send('GET', `${BASE}/${id}`, admin)).statusCode).toBe(200);
    expect((await send('PUT', `${BASE}/${id}`, admin, documentBody())).statusCode).toBe(403);
    // Another landing page: its admin does not find it; a token of this landing page is refused on the other host.
    expect((await send('GET', `${BASE}/${id}`, navyAdmin, undefined, NAVY_HOST)).statusCode).toBe(404);
    expect((await send('GET', `${BASE}/${id}`, admin, undefined, NAVY_HOST)).statusCode).toBe(401);

    // An advisor outside every network: the coordinator does not see their documents, the admin does.
    const outside = await createOk(outsider);
    expect((await send('GET', `${BASE}/${outside.id}`, coordinator)).statusCode).toBe(404);
    expect((await send('GET', `${BASE}/${outside.id}`, admin)).statusCode).toBe(200);

    const listed = async (token: string) =>
      ((await send('GET', `${BASE}?limit=1000`, token)).json() as { id: string }[]).map((row) => row.id);
    expect(await listed(advisor)).toContain(id);
    expect(await listed(advisor)).not.toContain(outside.id);
    expect(await listed(otherAdvisor)).not.toContain(id);
    expect(await listed(coordinator)).toContain(id);
    expect(await listed(coordinator)).not.toContain(outside.id);
    expect(await listed(admin)).toEqual(expect.arrayContaining([id, outside.id]));
    expect(await listed(outsider)).toEqual([outside.id]);
    const navyList = await send('GET', BASE, navyAdmin, undefined, NAVY_HOST);
    expect(navyList.json()).toEqual([]);
  });

  it('lets the owner edit while unpaid, audited', async () => {
    const { id } = await createOk(advisor);
    const edited = await send('PUT', `${BASE}/${id}`, advisor, documentBody({ amount: '99.99', paymentMethod: 'cash' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ amount: '99.99', paymentMethod: 'cash' });
    expect(await auditActions(id)).toEqual(['settlement-document.created', 'settlement-document.updated']);
  });

  it('needs the corrected number on a correction and refuses it elsewhere', async () => {
    const missing = await send('POST', BASE, advisor, documentBody({ type: 'correction' }));
    expect(missing.statusCode).toBe(400);
    expect(violationsOf(missing)).toEqual([['correctedDocumentNumber', 'validation.required']]);
    expect(missing.json()).toMatchObject({ label: 'error.validation' });

    const extra = await send('POST', BASE, advisor, documentBody({ correctedDocumentNumber: 'FV/1/2026' }));
    expect(extra.statusCode).toBe(400);
    expect(violationsOf(extra)).toEqual([['correctedDocumentNumber', 'validation.invalid']]);

    const correction = await createOk(advisor, { type: 'correction', correctedDocumentNumber: 'FV/1/2026' });
    expect(correction).toMatchObject({ type: 'correction', correctedDocumentNumber: 'FV/1/2026' });
  });

  it('checks the TIN of a Polish counterparty, the zip code, the IBAN and its country, the amount', async () => {
    const cases: [Record<string, unknown>, [string, string][]][] = [
      [{ counterPartyTin: '5260250275' }, [['counterPartyTin', 'validation.nip']]],
      [{ counterPartyZipCode: '00950' }, [['counterPartyZipCode', 'validation.zipCode']]],
      [{ bankAccount: 'PL61 1090 1014 0000 0712 1981 2875' }, [['bankAccount', 'validation.bankAccount']]],
      [{ bankAccount: 'DE89370400440532013000' }, [['bankAccount', 'validation.bankAccount']]],
      [
        { bankAccount: '', bankAccountCountry: null },
        [
          ['bankAccount', 'validation.required'],
          ['bankAccountCountry', 'validation.required'],
        ],
      ],
      [{ amount: '0' }, [['amount', 'validation.invalidAmount']]],
      [{ amount: '12.345' }, [['amount', 'validation.decimal']]],
      [{ currency: 'GBP' }, [['currency', 'validation.invalid']]],
      [{ counterPartyCountry: 'XX' }, [['counterPartyCountry', 'validation.invalid']]],
    ];
    for (const [overrides, expected] of cases) {
      const response = await send('POST', BASE, advisor, documentBody(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(violationsOf(response), JSON.stringify(overrides)).toEqual(expected);
    }
    // Abroad: any TIN and zip code; a German IBAN in Germany; cash needs no account.
    await createOk(advisor, {
      counterPartyCountry: 'DE',
      counterPartyTin: 'DE123456789',
      counterPartyZipCode: '10115',
      bankAccount: 'DE89 3704 0044 0532 0130 00',
      bankAccountCountry: 'DE',
      currency: 'EUR',
    });
    await createOk(advisor, { paymentMethod: 'cash', bankAccount: null, bankAccountCountry: null });
  });

  it('keeps document numbers unique per advisor and type', async () => {
    const first = await createOk(advisor);
    const again = await send('POST', BASE, advisor, documentBody({ documentNumber: first.documentNumber }));
    expect(again.statusCode, again.body).toBe(400);
    expect(violationsOf(again)).toEqual([['documentNumber', 'validation.duplicateValue']]);
    await createOk(advisor, { documentNumber: first.documentNumber, type: 'bill' });
    await createOk(otherAdvisor, { documentNumber: first.documentNumber });
  });

  it('leaves the GL account, cost centre and payment to the admin, and locks a paid document', async () => {
    expect((await send('POST', BASE, advisor, documentBody({ glAccount: '402-01' }))).statusCode).toBe(403);
    const { id } = await createOk(advisor);
    expect((await send('PUT', `${BASE}/${id}`, advisor, documentBody({ costCenter: 'MPK-7' }))).statusCode).toBe(403);
    const accounting = { glAccount: '402-01', costCenter: 'MPK-7', paymentStatus: 'paid' };
    expect((await send('PATCH', `${BASE}/${id}/accounting`, advisor, accounting)).statusCode).toBe(403);
    expect((await send('PATCH', `${BASE}/${id}/accounting`, coordinator, accounting)).statusCode).toBe(403);
    expect((await send('PATCH', `${BASE}/${id}/accounting`, navyAdmin, accounting, NAVY_HOST)).statusCode).toBe(404);

    const paid = await send('PATCH', `${BASE}/${id}/accounting`, admin, accounting);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ ...accounting, canEdit: false });
    expect((await send('GET', `${BASE}/${id}`, advisor)).json()).toMatchObject({ ...accounting, canEdit: false });

    const locked = await send('PUT', `${BASE}/${id}`, advisor, documentBody());
    expect(locked.statusCode).toBe(409);
    expect((await uploadPdf(advisor, id, await samplePdf())).statusCode).toBe(409);
    expect(await auditActions(id)).toEqual(['settlement-document.created', 'settlement-document.paid']);

    const invalid = await send('PATCH', `${BASE}/${id}/accounting`, admin, { paymentStatus: 'settled' });
    expect(invalid.statusCode).toBe(400);
    expect(violationsOf(invalid)).toEqual([['paymentStatus', 'validation.invalid']]);
  });

  it('takes a PDF only, replaces it, and lets everyone who sees the document download it', async () => {
    const { id } = await createOk(advisor);
    expect((await send('GET', `${BASE}/${id}/pdf`, advisor)).statusCode).toBe(404);
    const png = await uploadPdf(advisor, id, samplePng(), 'skan.pdf');
    expect(png.statusCode, png.body).toBe(415);
    expect(png.json()).toMatchObject({ label: 'error.unsupportedMediaType' });
    expect((await uploadPdf(coordinator, id, await samplePdf())).statusCode).toBe(403);
    expect((await uploadPdf(otherAdvisor, id, await samplePdf())).statusCode).toBe(404);

    const first = await uploadPdf(advisor, id, await samplePdf('Pierwsza'), 'pierwsza.pdf');
    expect(first.statusCode, first.body).toBe(200);
    const pdf = await samplePdf('Faktura');
    const second = await uploadPdf(advisor, id, pdf, 'faktura.pdf');
    expect(second.json()).toMatchObject({ pdf: { fileName: 'faktura.pdf', sizeBytes: pdf.length } });

    for (const token of [advisor, coordinator, admin]) {
      const download = await send('GET', `${BASE}/${id}/pdf`, token);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.rawPayload.equals(pdf)).toBe(true);
    }
    expect((await send('GET', `${BASE}/${id}/pdf`, otherAdvisor)).statusCode).toBe(404);
    expect(await auditActions(id)).toEqual([
      'settlement-document.created',
      'settlement-document.pdf-attached',
      'settlement-document.pdf-attached',
    ]);
  });

  it('filters, sorts and pages the list with the total, and refuses undeclared filters', async () => {
    const marker = `KOR-${Date.now()}`;
    await createOk(otherAdvisor, { type: 'correction', correctedDocumentNumber: 'FV/9', documentNumber: `${marker}/1` });
    await createOk(otherAdvisor, { type: 'correction', correctedDocumentNumber: 'FV/9', documentNumber: `${marker}/2` });
    const response = await app.inject({
      method: 'GET',
      url: `${BASE}?filters[type][value][]=correction&filters[type][operator]=in&filters[documentNumber][value]=${marker}&filters[documentNumber][operator]=like&sort=documentNumber&order=desc&limit=1`,
      headers: { ...bearer(otherAdvisor), 'x-request-total-count': 'true' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    expect((response.json() as { documentNumber: string }[]).map((row) => row.documentNumber)).toEqual([`${marker}/2`]);

    // Malformed input is a 400 with the error body, never a 500.
    expect((await send('GET', `${BASE}/not-an-id`, advisor)).statusCode).toBe(400);
    const notAnObject = await send('POST', BASE, advisor, ['x']);
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json()).toMatchObject({ label: 'error.validation' });

    const unknown = await send('GET', `${BASE}?filters[glAccount][value]=1&filters[glAccount][operator]=like`, admin);
    expect(unknown.statusCode).toBe(400);
  });

  it('exports the selected documents as CSV with formulas defused', async () => {
    const { documentNumber } = await createOk(otherAdvisor, {
      counterPartyCountry: 'DE',
      counterPartyTin: 'DE1',
      counterPartyZipCode: '10115',
      counterPartyName: '=HYPERLINK("http://evil","x")',
      paymentMethod: 'other',
      bankAccount: null,
      bankAccountCountry: null,
    });
    const csv = await send(
      'GET',
      `${BASE}.csv?filters[documentNumber][value]=${encodeURIComponent(documentNumber)}&filters[documentNumber][operator]=leq`,
      admin,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe(
      'additionDate,advisor,type,documentNumber,correctedDocumentNumber,counterPartyName,counterPartyTin,counterPartyStreet,' +
        'counterPartyStreetNumber,counterPartyApartmentNumber,counterPartyZipCode,counterPartyCity,counterPartyCountry,' +
        'issueDate,saleDate,paymentDate,paymentMethod,paymentStatus,currency,amount,bankAccount,bankAccountCountry,glAccount,costCenter',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,invoice,${documentNumber},,"'=HYPERLINK(""http://evil"",""x"")",DE1,`);
    expect(lines[1]).toContain(',2026-11-02,2026-10-31,2026-11-16,other,unpaid,PLN,1234.50,,,,');
    // Another advisor's export holds only their own documents.
    const own = await send('GET', `${BASE}.csv`, advisor);
    expect(own.body).not.toContain(documentNumber);
  });
});
