import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ERROR_LABELS } from '@emisja/shared';
import { buildTestApp, createTestDatabase, DEMO_HOST } from '../test/helpers.ts';
import { buildApp, loggerOptions, redactUrl } from './app.ts';
import { loadEnv } from './config/env.ts';

describe('the app', () => {
  it('answers the health check with the database engine', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: process.env.TEST_DB_ENGINE ?? 'pglite' });
  });

  it('sends strict security headers: CSP without inline scripts, no framing, nosniff, no referrer, no HSTS outside production', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/public-api/white-label', headers: { host: DEMO_HOST } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS in production', async () => {
    const app = await buildTestApp({ env: { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) } });
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('answers an unknown API route with the error body of product-decisions section 6, in the caller language', async () => {
    const app = await buildTestApp();
    const en = await app.inject({ method: 'GET', url: '/api/nope', headers: { host: DEMO_HOST, 'accept-language': 'en' } });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ label: ERROR_LABELS.routeNotFound, message: 'This address does not exist', violations: [] });
    // Without Accept-Language the landing page's language (PL for the demo landing) is used.
    const pl = await app.inject({ method: 'GET', url: '/api/nope', headers: { host: DEMO_HOST } });
    expect(pl.json().message).toBe('Ten adres nie istnieje');
  });

  it('turns malformed JSON and invalid bodies into a 400 with violations, never a 500', async () => {
    const app = await buildTestApp();
    const malformed = await app.inject({
      method: 'POST',
      url: '/dev/mailbox/test-message',
      headers: { host: DEMO_HOST, 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"to": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      label: ERROR_LABELS.validation,
      message: 'Incorrect form data',
      violations: [{ propertyPath: '', title: 'The request body is not valid JSON', code: 'invalidJson' }],
    });

    const invalid = await app.inject({
      method: 'POST',
      url: '/dev/mailbox/test-message',
      headers: { host: DEMO_HOST, 'accept-language': 'en' },
      payload: { to: 'not-an-email' },
    });
    expect(invalid.statusCode).toBe(400);
    const body = invalid.json();
    expect(body.label).toBe(ERROR_LABELS.validation);
    expect(body.violations).toHaveLength(1);
    expect(body.violations[0].propertyPath).toBe('to');
    expect(body.violations[0].title).toMatch(/e-?mail/i);

    const missing = await app.inject({
      method: 'POST',
      url: '/dev/mailbox/test-message',
      headers: { host: DEMO_HOST },
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().violations[0]).toMatchObject({ propertyPath: 'to', title: 'To pole jest wymagane' });
  });

  it('hides internals of unexpected errors behind error.unexpected with a 500', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_WEB: 'false' }),
      database,
      runJobs: false,
    });
    app.get('/public-api/explode', async () => {
      throw new Error('secret internal detail');
    });
    const response = await app.inject({
      method: 'GET',
      url: '/public-api/explode',
      headers: { host: DEMO_HOST, 'accept-language': 'en' },
    });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      label: 'error.unexpected',
      message: 'Something went wrong. Please try again later.',
      violations: [],
    });
    expect(response.body).not.toContain('secret internal detail');
  });

  it('serves the OpenAPI document generated from the route schemas at /api/docs', async () => {
    const app = await buildTestApp();
    const document = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    const paths = Object.keys(document.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/health', '/public-api/white-label', '/public-api/advisor-panel-configuration']),
    );
    expect(document.json().paths['/public-api/white-label'].get.responses['200']).toBeDefined();
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('redacts tokens, passwords, PESEL and bank numbers from logs', async () => {
    expect(redactUrl('/public-api/campaign-offer/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-/interest')).toBe(
      '/public-api/campaign-offer/[redacted]/interest',
    );
    expect(redactUrl('/auth/confirm-login?token=abc123&x=1')).toBe('/auth/confirm-login?token=[redacted]&x=1');

    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const database = await createTestDatabase();
    const app = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', SERVE_WEB: 'false' }),
      database,
      runJobs: false,
      logger: { ...(loggerOptions('info') as object), stream },
    });
    app.post('/public-api/log-probe', async (request) => {
      request.log.info({ body: request.body }, 'probe');
      return { ok: true };
    });
    await app.inject({
      method: 'POST',
      url: '/public-api/log-probe',
      headers: { host: DEMO_HOST, authorization: 'Bearer secret-access-token' },
      payload: {
        password: 'Tajne123!',
        pesel: '44051401359',
        bankAccount: 'PL61109010140000071219812874',
        token: 'one-time-secret',
      },
    });
    await app.close();
    const output = lines.join('');
    expect(output).toContain('probe');
    for (const secret of ['Tajne123!', '44051401359', 'PL61109010140000071219812874', 'one-time-secret', 'secret-access-token']) {
      expect(output).not.toContain(secret);
    }
  });
});
