import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_LABELS } from '@emisja/shared';
import { bearer, loginAdvisor, RELAXED_LIMITS } from '../auth-helpers.ts';
import { buildTestApp, DEMO_HOST } from '../helpers.ts';
import type { App } from '../../src/app.ts';

// Issue 17 item 10: a broken multipart body on the uploads (no boundary, a part cut short) answered 500. All uploads read
// their file through lib/uploads/read-file-upload.ts, which now answers 400 error.validation with a violation on `file`.

let app: App;
const uploads: { url: string; method: 'POST' | 'PUT'; token: string }[] = [];
beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  const admin = (await loginAdvisor(app, 'admin@emisja.test')).accessToken;
  const advisor = (await loginAdvisor(app, 'doradca@emisja.test')).accessToken;
  // A settlement document of the advisor (its PDF is attached by its owner).
  const settlement = await app.inject({
    method: 'POST',
    url: '/api/advisor/settlement-documents',
    headers: bearer(advisor, DEMO_HOST),
    payload: {
      counterPartyTin: '526-025-02-74',
      counterPartyName: 'Emitent S.A.',
      counterPartyStreet: 'Marszałkowska',
      counterPartyStreetNumber: '10',
      counterPartyApartmentNumber: '',
      counterPartyCity: 'Warszawa',
      counterPartyZipCode: '00-950',
      counterPartyCountry: 'PL',
      type: 'invoice',
      documentNumber: 'FV/broken-multipart/2026',
      issueDate: '2026-11-02',
      saleDate: '2026-10-31',
      paymentDate: '2026-11-16',
      paymentMethod: 'transfer',
      currency: 'PLN',
      amount: '1234,5',
      bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
      bankAccountCountry: 'PL',
    },
  });
  expect(settlement.statusCode, settlement.body).toBe(201);
  uploads.push(
    { url: '/api/advisor/advisor/documents', method: 'POST', token: admin },
    { url: '/api/advisor/asset?kind=logo', method: 'POST', token: admin },
    { url: `/api/advisor/settlement-documents/${settlement.json().id}/pdf`, method: 'PUT', token: advisor },
  );
});

const UPLOAD_NAMES = ['documents', 'branding asset', 'settlement PDF'];

const BOUNDARY = '----emisjaBroken';
const HEAD = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;

const BROKEN_BODIES = {
  'no boundary': { contentType: 'multipart/form-data', payload: `${HEAD}%PDF-1.4\r\n--${BOUNDARY}--\r\n` },
  'a part cut short': { contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: `${HEAD}%PDF-1.4 and then noth` },
  'headers cut short': {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; na`,
  },
};

describe('broken multipart bodies on the uploads', () => {
  for (const [index, uploadName] of UPLOAD_NAMES.entries()) {
    for (const [name, body] of Object.entries(BROKEN_BODIES)) {
      it(`${uploadName}: ${name} is 400 with the error body`, async () => {
        const { url, method, token } = uploads[index]!;
        const response = await app.inject({
          method,
          url,
          headers: { ...bearer(token, DEMO_HOST), 'content-type': body.contentType, 'accept-language': 'en' },
          payload: body.payload,
        });
        expect(response.statusCode, response.body).toBe(400);
        const json = response.json();
        expect(json.label).toBe(ERROR_LABELS.validation);
        expect(json.violations).toEqual([expect.objectContaining({ propertyPath: 'file' })]);
        expect(response.body).not.toMatch(/boundary|busboy|Unexpected end/i);
      });
    }
  }
});
