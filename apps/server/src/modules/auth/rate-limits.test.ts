import { describe, expect, it } from 'vitest';
import { ERROR_LABELS } from '@emisja/shared';
import { postLogin } from '../../../test/auth-helpers.ts';
import { buildTestApp, DEMO_HOST } from '../../../test/helpers.ts';

// Small limits so a few requests reach them: 3 per IP, 2 per e-mail, per endpoint and 15-minute window.
const LIMITS = { AUTH_RATE_LIMIT_IP_MAX: '3', AUTH_RATE_LIMIT_EMAIL_MAX: '2' };

describe('rate limits of the login endpoints', () => {
  it('answers 429 with Retry-After and the error body once an IP reaches the limit; a spoofed X-Forwarded-For does not reset it', async () => {
    const app = await buildTestApp({ env: LIMITS });
    const emails = ['a@example.com', 'b@example.com', 'c@example.com'];
    for (const email of emails) expect((await postLogin(app, { email, password: 'Wrong123!' })).statusCode).toBe(401);

    const limited = await postLogin(app, { email: 'd@example.com', password: 'Wrong123!' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(limited.json()).toEqual({
      label: ERROR_LABELS.tooManyRequests,
      message: 'Too many attempts. Please try again later.',
      violations: [],
    });

    // Without TRUST_PROXY the header is not the client address: still limited.
    const spoofed = await postLogin(app, { email: 'e@example.com', password: 'Wrong123!' }, DEMO_HOST, {
      'x-forwarded-for': '203.0.113.7',
    });
    expect(spoofed.statusCode).toBe(429);
    // Even a malformed body is counted (the limit runs before parsing) and never reaches the handler.
    const malformed = await app.inject({ method: 'POST', url: '/auth/login', headers: { host: DEMO_HOST }, payload: {} });
    expect(malformed.statusCode).toBe(429);

    // Another client address has its own budget, and other endpoints count separately.
    const otherClient = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { host: DEMO_HOST, 'accept-language': 'en' },
      payload: { email: 'f@example.com', password: 'Wrong123!' },
      remoteAddress: '198.51.100.20',
    });
    expect(otherClient.statusCode).toBe(401);
    const sendToken = await app.inject({
      method: 'POST',
      url: '/auth/investor/send-token',
      headers: { host: DEMO_HOST },
      payload: { email: 'g@example.com' },
    });
    expect(sendToken.statusCode).toBe(202);
  });

  it('limits per e-mail across client addresses', async () => {
    const app = await buildTestApp({ env: LIMITS });
    const from = (remoteAddress: string, email: string) =>
      app.inject({
        method: 'POST',
        url: '/auth/password/send-remind-request',
        headers: { host: DEMO_HOST },
        payload: { email },
        remoteAddress,
      });
    expect((await from('198.51.100.1', 'Doradca@emisja.test')).statusCode).toBe(202);
    expect((await from('198.51.100.2', 'doradca@emisja.test')).statusCode).toBe(202);
    const third = await from('198.51.100.3', ' doradca@emisja.test');
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    expect((await from('198.51.100.3', 'doradca2@emisja.test')).statusCode).toBe(202);
  });

  it('honours X-Forwarded-For only with TRUST_PROXY: then each forwarded client has its own budget', async () => {
    const app = await buildTestApp({ env: { ...LIMITS, TRUST_PROXY: '127.0.0.1' } });
    const from = (client: string, email: string) =>
      postLogin(app, { email, password: 'Wrong123!' }, DEMO_HOST, { 'x-forwarded-for': client });
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      expect((await from('203.0.113.1', email)).statusCode).toBe(401);
    }
    expect((await from('203.0.113.1', 'd@example.com')).statusCode).toBe(429);
    expect((await from('203.0.113.2', 'd@example.com')).statusCode).toBe(401);
  });
});
