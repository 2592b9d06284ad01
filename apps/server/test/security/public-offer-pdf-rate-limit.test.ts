import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_LABELS } from '@emisja/shared';
import { buildTestApp, DEMO_HOST } from '../helpers.ts';
import type { App } from '../../src/app.ts';
import { PDF_LIMITS } from '../../src/modules/public-offer/public-offer.routes.ts';

// Issue 17 item 10: `POST /public-api/campaign-offer/{token}/pdf` costs 0.7-2.4 s of CPU per call and had no limit. Now a
// client IP and an offer link each get a bounded number per window; beyond it 429 with the error body and Retry-After.
// Unknown links (404, counted like any call) keep the test from rendering dozens of PDFs.

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});

const pdf = (token: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: `/public-api/campaign-offer/${token}/pdf`,
    headers: { host: DEMO_HOST, 'accept-language': 'en' },
    remoteAddress,
    payload: {},
  });

function expectTooMany(response: Awaited<ReturnType<typeof pdf>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    label: ERROR_LABELS.tooManyRequests,
    message: 'Too many attempts. Please try again later.',
    violations: [],
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(PDF_LIMITS.windowSeconds);
}

describe('rate limits of the offer PDF', () => {
  it('limits one offer link, whichever IP asks', async () => {
    const token = 'one-link-'.padEnd(43, 'a');
    for (let call = 0; call < PDF_LIMITS.tokenMax; call++) {
      expect((await pdf(token, `10.1.0.${call + 1}`)).statusCode).toBe(404);
    }
    expectTooMany(await pdf(token, '10.1.1.1'));
    // Another link from a fresh IP is not affected.
    expect((await pdf('other-link-'.padEnd(43, 'b'), '10.1.1.2')).statusCode).toBe(404);
  });

  it('limits one client IP across links', async () => {
    for (let call = 0; call < PDF_LIMITS.ipMax; call++) {
      expect((await pdf(`link-${call}-`.padEnd(43, 'c'), '10.2.0.1')).statusCode).toBe(404);
    }
    expectTooMany(await pdf('fresh-link-'.padEnd(43, 'd'), '10.2.0.1'));
    expect((await pdf('fresh-link-'.padEnd(43, 'd'), '10.2.0.2')).statusCode).toBe(404);
  });
});
