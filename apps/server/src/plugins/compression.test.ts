import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { bearer, loginAdvisor, RELAXED_LIMITS } from '../../test/auth-helpers.ts';
import { buildTestApp } from '../../test/helpers.ts';
import { samplePdf } from '../../test/sample-files.ts';
import { COMPRESSION_THRESHOLD_BYTES, negotiateEncoding, SYNC_COMPRESSION_MAX_BYTES } from './compression.ts';

// Issue 16: JSON answers above 1 kB are compressed on the fly as the client accepts; files never twice.
const OFFERS = '/api/advisor/investor/offers?limit=100';
const DOCUMENTS = '/api/advisor/advisor/documents';

let app: App;
let advisor: string;

beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  advisor = (await loginAdvisor(app, 'doradca@emisja.test')).accessToken;
});

function get(url: string, acceptEncoding?: string) {
  const headers: Record<string, string> = bearer(advisor);
  if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
  return app.inject({ method: 'GET', url, headers });
}

describe('JSON compression on the fly', () => {
  it('sends a large list brotli-compressed to a browser, with the same JSON once decoded', async () => {
    const plain = await get(OFFERS);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const response = await get(OFFERS, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const plain = await get(OFFERS);
    const response = await get(OFFERS, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('answers identity without Accept-Encoding, still saying the answer varies with it', async () => {
    const response = await get(OFFERS);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(Array.isArray(response.json())).toBe(true);
  });

  it('compresses small answers in place and large ones on the thread pool, both decoding to the same JSON', async () => {
    // A page of the offers list is under the in-place limit; the OpenAPI document is far over it.
    const cases = [
      { url: '/api/advisor/investor/offers?limit=5', isLarge: false },
      { url: '/api/docs/json', isLarge: true },
    ];
    for (const { url, isLarge } of cases) {
      const plain = await get(url);
      expect(plain.statusCode, plain.body).toBe(200);
      expect(plain.rawPayload.length > SYNC_COMPRESSION_MAX_BYTES, url).toBe(isLarge);
      expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      const br = await get(url, 'br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
      const gzip = await get(url, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });

  it('leaves an answer under 1 kB uncompressed', async () => {
    const response = await app.inject({ method: 'GET', url: '/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toBeTypeOf('object');
  });

  it('sends a PDF download as it is stored, never compressed again', async () => {
    const upload = await uploadPdf();
    const response = await get(`${DOCUMENTS}/${upload}/download`, 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload).toEqual(samplePdf());
  });
});

describe('negotiateEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', undefined],
  ])('%s -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

async function uploadPdf(): Promise<string> {
  const boundary = '----emisjacompressiontest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    samplePdf(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const admin = (await loginAdvisor(app, 'admin@emisja.test')).accessToken;
  const response = await app.inject({
    method: 'POST',
    url: DOCUMENTS,
    headers: { ...bearer(admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}
