import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import { bearer } from './auth-helpers.ts';
import { DEMO_HOST } from './helpers.ts';

// Helpers of the back office tests (issue 14): multipart uploads of assets and a campaign body.

export function multipartFile(fileName: string, data: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----emisja${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head, 'utf8'), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export function uploadAsset(
  app: App,
  token: string,
  kind: string,
  fileName: string,
  data: Buffer,
  options: { host?: string; url?: string } = {},
) {
  const body = multipartFile(fileName, data);
  return app.inject({
    method: 'POST',
    url: `${options.url ?? '/api/advisor/asset'}?kind=${kind}`,
    headers: { ...bearer(token, options.host ?? DEMO_HOST), 'content-type': body.contentType, 'accept-language': 'en' },
    payload: body.payload,
  });
}

export async function uploadAssetOk(app: App, token: string, kind: string, fileName: string, data: Buffer, host = DEMO_HOST) {
  const response = await uploadAsset(app, token, kind, fileName, data, { host });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; url: string; kind: string; contentType: string; bytes: number };
}

/** A debt campaign body (PLN, two products) starting on `startDate`. */
export function debtCampaignBody(overrides: Record<string, unknown> = {}) {
  return {
    type: 'debt',
    currency: 'PLN',
    translations: [
      { language: 'pl', name: 'Obligacje Testowe seria X', shortDescription: 'Krótko', description: 'Opis' },
      { language: 'en', name: 'Test Bonds Series X', shortDescription: 'Short', description: 'Description' },
    ],
    issuerName: 'Testowy Emitent S.A.',
    startDate: '2026-01-01',
    endDate: '2099-12-31',
    targetAmount: '1000000.00',
    debt: {
      interestType: 'Fixed',
      interestRate: '8.5',
      paymentFrequency: 'Quarterly',
      duration: { value: 12, unit: 'month' },
      taxRate: '19',
    },
    equity: null,
    paymentAccount: {
      iban: '61 1090 1014 0000 0712 1981 2874',
      holder: 'Testowy Emitent S.A.',
      bankName: 'Santander Bank Polska S.A.',
      swift: 'WBKPPLPP',
    },
    transferTitlePattern: '{offerNumber} {surname}',
    products: [
      {
        code: 'X-A',
        currency: 'PLN',
        investmentValueMin: '1000.00',
        investmentValueMax: '100000.00',
        investmentValueStep: '500.00',
        nominalValue: '100.00',
      },
      {
        code: 'X-B',
        currency: 'PLN',
        investmentValueMin: '50000',
        investmentValueMax: '500000',
        investmentValueStep: '0',
        nominalValue: null,
      },
    ],
    ...overrides,
  };
}
