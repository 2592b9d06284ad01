import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_LABELS } from '@emisja/shared';
import { bearer, loginAdvisor, RELAXED_LIMITS } from '../auth-helpers.ts';
import { buildTestApp, DEMO_HOST } from '../helpers.ts';
import type { App } from '../../src/app.ts';

// Issue 17 item 10: a NUL character (U+0000) in a text field or a list filter answered 500 (PostgreSQL refuses NUL in text).
// An app-wide preValidation hook (lib/nul-characters.ts) refuses it in any body, query or path parameter: 400
// error.validation with a violation on the field; the shared text rules and the list-query parser refuse it too.

let app: App;
let admin: string;
beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  admin = (await loginAdvisor(app, 'admin@emisja.test')).accessToken;
});

const NUL = '\u0000';

async function send(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token: string | null = admin) {
  const response = await app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token, DEMO_HOST) : { host: DEMO_HOST }), 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json() as { label: string; message: string; violations: { propertyPath: string; code: string }[] };
  expect(body.label).toBe(ERROR_LABELS.validation);
  return body.violations.map((violation) => [violation.propertyPath, violation.code]);
}

describe('a NUL character', () => {
  it('in an advisor name is an invalid value', async () => {
    const violations = await send('POST', '/api/advisor/advisor', {
      firstName: `Jan${NUL}`,
      surname: 'Kowalski',
      email: `nul-${randomUUID().slice(0, 8)}@example.com`,
      brokerNetworkIds: [randomUUID()],
    });
    expect(violations).toContainEqual(['firstName', 'validation.invalid']);
  });

  it('in an invitation message is an invalid value', async () => {
    const violations = await send('POST', `/api/advisor/campaign/${randomUUID()}/product/${randomUUID()}/invite-investor`, {
      investorEmail: 'nul@example.com',
      message: `Dzień dobry${NUL}, zapraszam`,
      networkId: randomUUID(),
    });
    expect(violations).toEqual([['message', 'validation.invalid']]);
  });

  it('in a reject reason is an invalid value', async () => {
    const violations = await send('PATCH', `/api/advisor/investor/offer/${randomUUID()}/reject`, { reason: `no${NUL}` });
    expect(violations).toEqual([['reason', 'validation.invalid']]);
  });

  it('in the consents of an acceptance is an invalid value', async () => {
    const violations = await send(
      'PATCH',
      `/public-api/campaign-offer/${'t'.repeat(43)}/accept`,
      { consents: [`reg${NUL}`] },
      null,
    );
    expect(violations).toContainEqual(['consents.0', 'validation.invalid']);
  });

  it('in a list filter value is an invalid value', async () => {
    const query = `filters[surname][value]=Kow${encodeURIComponent(NUL)}&filters[surname][operator]=like`;
    const violations = await send('GET', `/api/advisor/advisor?${query}`);
    expect(violations).toEqual([['filters[surname][value]', 'validation.invalid']]);
  });

  it('in any other text field, path or query parameter is an invalid value (the app-wide hook)', async () => {
    // A field without a shared text rule (an optional plain string) answered 500 before the hook.
    const violations = await send('POST', '/api/advisor/settlement-documents', { counterPartyApartmentNumber: `1${NUL}` });
    expect(violations).toEqual([['counterPartyApartmentNumber', 'validation.invalid']]);
    expect(await send('GET', `/public-api/campaign-offer/a${encodeURIComponent(NUL)}b`, undefined, null)).toEqual([
      ['token', 'validation.invalid'],
    ]);
    expect(await send('POST', '/auth/investor/send-token', { email: 'a@example.com', extra: { [`k${NUL}`]: 1 } }, null)).toEqual([
      [`extra.k${NUL}`, 'validation.invalid'],
    ]);
  });
});
