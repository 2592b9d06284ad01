import { ERROR_LABELS, MAX_MONEY } from '@emisja/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { products } from '../../src/db/schema/index.ts';
import { bearer, loginAdvisor, RELAXED_LIMITS } from '../auth-helpers.ts';
import { createTestCampaign } from '../campaign-helpers.ts';
import { buildTestApp, DEMO_HOST } from '../helpers.ts';
import { sendKycAndGetLink } from '../kyc-helpers.ts';

// What the fuzz test (fuzz.test.ts, issue 17 item 2) found answering 500, each now a 400 error.validation on the field:
// an unpaired UTF-16 surrogate in a text (the app-wide hook of lib/nul-characters.ts), and an amount longer than the
// database's numeric(18,2) holds (zMoney's MAX_MONEY).

let app: App;
let admin: string;
beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  admin = (await loginAdvisor(app, 'admin@emisja.test')).accessToken;
});

function send(method: 'POST' | 'PUT', url: string, payload: string, token: string | null = admin) {
  return app.inject({
    method,
    url,
    headers: {
      ...(token ? bearer(token) : { host: DEMO_HOST }),
      'accept-language': 'en',
      'content-type': 'application/json',
    },
    payload,
  });
}

function violationsOf(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBe(400);
  const body = JSON.parse(response.body) as { label: string; violations: { propertyPath: string; code: string }[] };
  expect(body.label).toBe(ERROR_LABELS.validation);
  return body.violations.map((violation) => [violation.propertyPath, violation.code]);
}

describe('an unpaired surrogate in a text', () => {
  it('is an invalid value in a network name, the admin configuration and a KYC draft', async () => {
    // JSON's "\ud800" escape: the parsed string holds a lone surrogate, which no UTF-8 text can.
    expect(violationsOf(await send('POST', '/api/advisor/network', '{"name":"Sie\\ud800"}'))).toEqual([
      ['name', 'validation.invalid'],
    ]);
    expect(
      violationsOf(
        await send(
          'PUT',
          '/api/advisor/admin-configuration',
          '{"requireKycBeforePayment":true,"formInvestButtonText":"\\udfff"}',
        ),
      ),
    ).toEqual([['formInvestButtonText', 'validation.invalid']]);
    const { secret } = await sendKycAndGetLink(app, admin, 'surrogate@example.com');
    expect(
      violationsOf(await send('PUT', `/public-api/kyc/investor-request/${secret}/draft`, '{"taxOffice":"a\\ud83d"}', null)),
    ).toEqual([['taxOffice', 'validation.invalid']]);
  });

  it('is no obstacle when paired: an emoji is stored', async () => {
    const response = await send('POST', '/api/advisor/network', JSON.stringify({ name: 'Sieć \u{1F600}' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Sieć \u{1F600}' });
  });
});

describe('an amount longer than the database holds', () => {
  it('is over the maximum value on a product and a settlement document; the maximum itself is stored', async () => {
    const { productIds } = await createTestCampaign(app);
    const product = (nominalValue: string) =>
      JSON.stringify({
        code: 'HUGE-A',
        currency: 'PLN',
        investmentValueMin: '1000.00',
        investmentValueMax: '100000.00',
        investmentValueStep: '500.00',
        nominalValue,
      });
    const url = `/api/advisor/product/${productIds[0]}`;
    expect(violationsOf(await send('PUT', url, product('1'.padEnd(400, '9'))))).toEqual([
      ['nominalValue', 'validation.maxValue'],
    ]);
    expect(violationsOf(await send('PUT', url, product('10000000000000000')))).toEqual([['nominalValue', 'validation.maxValue']]);
    const atMaximum = await send('PUT', url, product(MAX_MONEY));
    expect(atMaximum.statusCode, atMaximum.body).toBe(200);
    const [stored] = await app.db
      .select({ nominalValue: products.nominalValue })
      .from(products)
      .where(eq(products.id, productIds[0]!));
    expect(stored?.nominalValue).toBe(MAX_MONEY);

    const settlement = await send(
      'POST',
      '/api/advisor/settlement-documents',
      JSON.stringify({
        counterPartyTin: '526-025-02-74',
        counterPartyName: 'Emitent S.A.',
        counterPartyStreet: 'Marszałkowska',
        counterPartyStreetNumber: '10',
        counterPartyCity: 'Warszawa',
        counterPartyZipCode: '00-950',
        counterPartyCountry: 'PL',
        type: 'invoice',
        documentNumber: 'FV/HUGE/2026',
        issueDate: '2026-11-02',
        saleDate: '2026-10-31',
        paymentDate: '2026-11-16',
        paymentMethod: 'transfer',
        currency: 'PLN',
        amount: '99999999999999999999',
        bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
        bankAccountCountry: 'PL',
      }),
    );
    expect(violationsOf(settlement)).toEqual([['amount', 'validation.maxValue']]);
  });
});
