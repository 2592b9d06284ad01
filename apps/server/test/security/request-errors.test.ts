import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_LABELS } from '@emisja/shared';
import { buildTestApp, DEMO_HOST } from '../helpers.ts';
import type { App } from '../../src/app.ts';

// Issue 17 item 10: 414 and 431 answers bypassed the error body and echoed the whole path; invalid JSON put Fastify's
// internal code (FST_ERR_...) into `violations[].code`. Every such answer is the standard body with a catalogue label.

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});

const LONG = 'a'.repeat(5000);

function expectStandardBody(body: string, label: string) {
  expect(JSON.parse(body)).toEqual({ label, message: expect.any(String), violations: [] });
  expect(body).not.toContain('aaaaaaaaaa');
  expect(body).not.toContain('FST_');
}

/** One raw request to the listening server; the parser's answers come before any request object exists. */
function rawRequest(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ statusCode: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('answers before routing', () => {
  it('a path parameter too long answers 414 with the standard body, no echo of the path', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/investor-api/campaign/${LONG}/document/${LONG}`,
      headers: { host: DEMO_HOST, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(414);
    expectStandardBody(response.body, ERROR_LABELS.requestTooLarge);
    expect(response.json().message).toBe('The request is too large');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('a malformed URL component answers 400 with the standard body', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/investor-api/campaign/%E0%A4%A/document/${'b'.repeat(10)}`,
      headers: { host: DEMO_HOST, 'accept-language': 'pl' },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ label: ERROR_LABELS.validation, message: expect.any(String), violations: [] });
    expect(response.body).not.toContain('FST_');
    expect(response.body).not.toContain('%E0');
  });
});

describe('invalid JSON', () => {
  it('answers 400 error.validation with one invalidJson violation, without Fastify internals, for a broken and for an empty body', async () => {
    for (const payload of ['{"email": ', '']) {
      const response = await app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { host: DEMO_HOST, 'content-type': 'application/json', 'accept-language': 'pl' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        label: ERROR_LABELS.validation,
        message: 'Niepoprawne dane formularza',
        violations: [{ propertyPath: '', title: 'Treść żądania nie jest poprawnym JSON-em', code: 'invalidJson' }],
      });
      expect(response.body).not.toContain('FST_');
    }
  });
});

describe('the HTTP parser on a listening server', () => {
  let port: number;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  it('a 20 kB URL answers 431 with the standard body and no echo of the path', async () => {
    const response = await rawRequest(port, `/api/advisors/${'a'.repeat(20_000)}`, { host: DEMO_HOST });
    expect(response.statusCode).toBe(431);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expectStandardBody(response.body, ERROR_LABELS.requestTooLarge);
  });

  it('a 17 kB header answers 431 with the standard body', async () => {
    const response = await rawRequest(port, '/health', { host: DEMO_HOST, 'x-padding': 'a'.repeat(17_000) });
    expect(response.statusCode).toBe(431);
    expectStandardBody(response.body, ERROR_LABELS.requestTooLarge);
  });

  it('still answers ordinary requests afterwards', async () => {
    const response = await rawRequest(port, '/health', { host: DEMO_HOST });
    expect(response.statusCode).toBe(200);
  });
});
