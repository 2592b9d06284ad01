import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { bearer, loginAdvisor, RELAXED_LIMITS } from '../../../test/auth-helpers.ts';
import {
  FAKE_ASSIGNED_ACCOUNT,
  FAKE_TAXPAYERS,
  FAKE_UNASSIGNED_ACCOUNT,
  FAKE_UNKNOWN_NIP,
  startFakeVatWhitelist,
  type FakeRegister,
} from '../../../test/fake-registers.ts';
import { buildTestApp, NAVY_HOST } from '../../../test/helpers.ts';

// The counterparty's NIP and account in the VAT white list (issue 15, docs/decisions/047), against the in-process fake of
// the Ministry of Finance's API: the KYC module's adapter, reached through app.kyc.

const URL_PATH = '/api/advisor/settlement-documents/vat-whitelist';
let app: App;
let vat: FakeRegister;
let advisor: string;

function check(body: object, token = advisor, host?: string) {
  return app.inject({
    method: 'POST',
    url: URL_PATH,
    headers: { ...bearer(token, host), 'accept-language': 'en' },
    payload: body,
  });
}

beforeAll(async () => {
  vat = await startFakeVatWhitelist();
  app = await buildTestApp({ env: { ...RELAXED_LIMITS, VAT_WHITELIST_API_URL: vat.url, REGISTER_TIMEOUT_MS: '400' } });
  advisor = (await loginAdvisor(app, 'doradca@emisja.test')).accessToken;
});

afterAll(async () => {
  await vat.close();
});

describe('POST /api/advisor/settlement-documents/vat-whitelist', () => {
  it('answers the taxpayer, its VAT status and whether the account is on its list', async () => {
    vat.mode = 'normal';
    const assigned = await check({ nip: FAKE_TAXPAYERS.company.nip, bankAccount: FAKE_ASSIGNED_ACCOUNT });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({
      name: FAKE_TAXPAYERS.company.name,
      statusVat: 'Czynny',
      accountAssigned: true,
    });
    const other = await check({ nip: FAKE_TAXPAYERS.company.nip, bankAccount: FAKE_UNASSIGNED_ACCOUNT });
    expect(other.json()).toMatchObject({ name: FAKE_TAXPAYERS.company.name, accountAssigned: false });
    const unknown = await check({ nip: FAKE_UNKNOWN_NIP, bankAccount: FAKE_UNASSIGNED_ACCOUNT });
    expect(unknown.json()).toEqual({ name: null, statusVat: null, accountAssigned: false, requestId: null });
  });

  it('refuses a wrong NIP or account as violations, and says when the list does not answer', async () => {
    vat.mode = 'normal';
    const wrong = await check({ nip: '1234567890', bankAccount: '1' });
    expect(wrong.statusCode).toBe(400);
    expect((wrong.json() as { violations: { propertyPath: string }[] }).violations.map((v) => v.propertyPath)).toEqual([
      'nip',
      'bankAccount',
    ]);
    vat.mode = 'down';
    const down = await check({ nip: FAKE_TAXPAYERS.foundation.nip, bankAccount: FAKE_UNASSIGNED_ACCOUNT });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ label: 'error.registerUnavailable' });
    vat.mode = 'normal';
  });

  it('is for advisor-panel sessions of the landing page', async () => {
    const anonymous = await app.inject({ method: 'POST', url: URL_PATH, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect((await check({ nip: FAKE_UNKNOWN_NIP, bankAccount: FAKE_UNASSIGNED_ACCOUNT }, advisor, NAVY_HOST)).statusCode).toBe(
      401,
    );
  });
});
