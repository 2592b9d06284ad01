import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { loginAdvisor } from '../../../test/auth-helpers.ts';
import {
  FAKE_ASSIGNED_ACCOUNT,
  FAKE_COMPANY,
  FAKE_FOUNDATION,
  FAKE_TAXPAYERS,
  FAKE_UNASSIGNED_ACCOUNT,
  FAKE_UNKNOWN_KRS,
  FAKE_UNKNOWN_NIP,
  startFakeKrs,
  startFakeVatWhitelist,
  type FakeRegister,
} from '../../../test/fake-registers.ts';
import { buildKycTestApp, formRequest, person, sendKycAndGetLink, submitForm } from '../../../test/kyc-helpers.ts';

// The public registers behind the questionnaire's token (product-decisions section 9, docs/decisions/031 and 032), against the
// in-process fakes that answer the registers' documented JSON: KRS_API_URL and VAT_WHITELIST_API_URL point at them.

const TIMEOUT_MS = 400;
let app: App;
let advisor: string;
let krs: FakeRegister;
let vat: FakeRegister;

const newSecret = async () => (await sendKycAndGetLink(app, advisor, `registers-${randomUUID().slice(0, 8)}@example.com`)).secret;
const lookUp = (secret: string, number: string) => formRequest(app, 'GET', `/${secret}/company-register/${number}`);
const check = (secret: string, body: object) => formRequest(app, 'POST', `/${secret}/vat-whitelist`, { payload: body });

beforeAll(async () => {
  [krs, vat] = await Promise.all([startFakeKrs(), startFakeVatWhitelist()]);
  app = await buildKycTestApp({
    env: { KRS_API_URL: krs.url, VAT_WHITELIST_API_URL: vat.url, REGISTER_TIMEOUT_MS: String(TIMEOUT_MS) },
  });
  advisor = (await loginAdvisor(app, 'doradca@emisja.test')).accessToken;
});

afterAll(async () => {
  await Promise.all([krs.close(), vat.close()]);
});

describe('GET /public-api/kyc/investor-request/{token}/company-register/{krs}', () => {
  it("answers the company in the questionnaire's terms: the address in the draft shape, the board without suspended members", async () => {
    krs.mode = 'normal';
    const response = await lookUp(await newSecret(), FAKE_COMPANY.krs);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      companyName: FAKE_COMPANY.name,
      legalForm: 'SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
      krsRegisterNumber: FAKE_COMPANY.krs,
      regonStatisticalNumber: FAKE_COMPANY.regon9,
      nip: FAKE_COMPANY.nip,
      coreBusiness: 'POZOSTAŁA FINANSOWA DZIAŁALNOŚĆ USŁUGOWA',
      registeredAddress: {
        street: 'UL. MARSZAŁKOWSKA',
        houseNo: '140',
        flatNo: '12',
        voivodeship: 'mazowieckie',
        county: 'WARSZAWA',
        commune: 'WARSZAWA',
        city: 'WARSZAWA',
        zipCode: '00-061',
        country: 'PL',
      },
      representation: FAKE_COMPANY.representation,
      representatives: [
        { firstName: 'A***', surname: 'K*******-N****', function: 'PREZES ZARZĄDU' },
        { firstName: 'P****', surname: 'W*********', function: 'CZŁONEK ZARZĄDU' },
      ],
    });
  });

  it('answers 404 error.registerNotFound for a number no register holds, 400 for a malformed one', async () => {
    krs.mode = 'normal';
    const secret = await newSecret();
    const unknown = await lookUp(secret, FAKE_UNKNOWN_KRS);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ label: 'error.registerNotFound', violations: [] });
    const malformed = await lookUp(secret, '12345678901');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().violations[0]).toMatchObject({ propertyPath: 'krs' });
    const zeros = await lookUp(secret, '0000000000');
    expect(zeros.statusCode).toBe(400);
  });

  it('answers 503 error.registerUnavailable within the timeout for a slow register, and for one that is down', async () => {
    const secret = await newSecret();
    krs.mode = 'slow';
    const startedAt = Date.now();
    const slow = await lookUp(secret, FAKE_FOUNDATION.krs);
    expect(slow.statusCode).toBe(503);
    expect(slow.json()).toMatchObject({
      label: 'error.registerUnavailable',
      message: 'The public register is not responding right now. Please fill in the data by hand.',
    });
    expect(Date.now() - startedAt).toBeLessThan(TIMEOUT_MS + 1500);
    krs.mode = 'down';
    expect((await lookUp(secret, FAKE_FOUNDATION.krs)).statusCode).toBe(503);
    krs.mode = 'closed';
    expect((await lookUp(secret, FAKE_FOUNDATION.krs)).statusCode).toBe(503);
    // The form stays fillable meanwhile, and the register answers once it is back (failures are not cached).
    expect((await formRequest(app, 'GET', `/${secret}`)).statusCode).toBe(200);
    krs.mode = 'normal';
    expect((await lookUp(secret, FAKE_FOUNDATION.krs)).json()).toMatchObject({ companyName: FAKE_FOUNDATION.name });
  });

  it('works only while the form is open: 404 for an unknown link, 410 after submission', async () => {
    krs.mode = 'normal';
    expect((await lookUp('z'.repeat(43), FAKE_COMPANY.krs)).statusCode).toBe(404);
    const secret = await newSecret();
    expect((await submitForm(app, secret, person())).statusCode).toBe(200);
    const closed = await lookUp(secret, FAKE_COMPANY.krs);
    expect(closed.statusCode).toBe(410);
    expect(closed.json().label).toBe('error.formInactive');
  });

  it('allows 30 lookups per link and hour, then 429; another link has its own allowance', async () => {
    krs.mode = 'normal';
    const secret = await newSecret();
    for (let lookup = 0; lookup < 30; lookup++) expect((await lookUp(secret, FAKE_COMPANY.krs)).statusCode).toBe(200);
    const limited = await lookUp(secret, FAKE_COMPANY.krs);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().label).toBe('error.tooManyRequests');
    expect((await lookUp(await newSecret(), FAKE_COMPANY.krs)).statusCode).toBe(200);
  });
});

describe('POST /public-api/kyc/investor-request/{token}/vat-whitelist', () => {
  it('answers the taxpayer and whether the account is one of its registered accounts', async () => {
    vat.mode = 'normal';
    const secret = await newSecret();
    const assigned = await check(secret, { nip: FAKE_COMPANY.nip, bankAccount: `PL${FAKE_ASSIGNED_ACCOUNT}` });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toEqual({
      name: FAKE_TAXPAYERS.company.name,
      statusVat: 'Czynny',
      accountAssigned: true,
      requestId: expect.any(String),
    });
    const unassigned = await check(secret, { nip: FAKE_COMPANY.nip, bankAccount: FAKE_UNASSIGNED_ACCOUNT });
    expect(unassigned.json()).toMatchObject({ name: FAKE_TAXPAYERS.company.name, accountAssigned: false });
    // The account travels in the body, never in a URL this server logs.
    expect(vat.requests.some((request) => request.includes(FAKE_ASSIGNED_ACCOUNT))).toBe(true);
  });

  it('answers name null for a NIP the list does not hold, 400 for malformed numbers, 503 when the list is down', async () => {
    const secret = await newSecret();
    vat.mode = 'normal';
    const unknown = await check(secret, { nip: FAKE_UNKNOWN_NIP, bankAccount: FAKE_UNASSIGNED_ACCOUNT });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ name: null, statusVat: null, accountAssigned: false, requestId: null });
    const malformed = await check(secret, { nip: '1234567890', bankAccount: '12 3456' });
    expect(malformed.statusCode).toBe(400);
    expect(
      malformed
        .json()
        .violations.map((violation: { propertyPath: string }) => violation.propertyPath)
        .sort(),
    ).toEqual(['bankAccount', 'nip']);
    vat.mode = 'down';
    const down = await check(secret, { nip: FAKE_FOUNDATION.nip, bankAccount: FAKE_UNASSIGNED_ACCOUNT });
    expect(down.statusCode).toBe(503);
    expect(down.json().label).toBe('error.registerUnavailable');
    vat.mode = 'slow';
    const startedAt = Date.now();
    expect((await check(secret, { nip: FAKE_FOUNDATION.nip, bankAccount: FAKE_ASSIGNED_ACCOUNT })).statusCode).toBe(503);
    expect(Date.now() - startedAt).toBeLessThan(TIMEOUT_MS + 1500);
    vat.mode = 'normal';
  });
});
