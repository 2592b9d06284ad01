import { beforeAll, describe, expect, it } from 'vitest';
import { createAdvisor, RELAXED_LIMITS, waitForEmail } from '../auth-helpers.ts';
import { buildTestApp, DEMO_HOST, NAVY_HOST } from '../helpers.ts';
import type { App } from '../../src/app.ts';

// Issue 17 item 10: e-mailed single-use links were built from the request's Host header, port included, so
// `Host: localhost:9999` sent the token to port 9999. Links are built from the landing page's configured origin.

const post = (app: App, url: string, payload: object, host: string) =>
  app.inject({ method: 'POST', url, headers: { host, 'accept-language': 'en' }, payload });

describe('e-mailed links point at the landing page, not at the Host header', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ env: RELAXED_LIMITS });
  });

  it('an investor login link asked for with `Host: localhost:9999` points at the configured port', async () => {
    const response = await post(app, '/auth/investor/send-token', { email: 'inwestor@emisja.test' }, `${DEMO_HOST}:9999`);
    expect(response.statusCode).toBe(202);
    const mail = await waitForEmail(app, 'inwestor@emisja.test', 'investor-login-link');
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/auth\/confirm-login\?token=[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(mail)).not.toContain('9999');
  });

  it("a password reset on navy with a forged port points at navy's own origin", async () => {
    const { email } = await createAdvisor(app, { host: NAVY_HOST });
    const response = await post(app, '/auth/password/send-remind-request', { email }, `${NAVY_HOST.toUpperCase()}:9999`);
    expect(response.statusCode).toBe(202);
    const mail = await waitForEmail(app, email, 'password-reset');
    expect(mail.links[0]).toMatch(/^http:\/\/navy\.localhost:3000\/auth\/reset-password\/[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(mail)).not.toContain('9999');
  });
});

describe('PUBLIC_PORT', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ env: { ...RELAXED_LIMITS, PUBLIC_PORT: '5173' } });
  });

  it('is the port of the links of development hosts, whatever port the request named', async () => {
    const { email } = await createAdvisor(app);
    const response = await post(app, '/auth/password/send-remind-request', { email }, `${DEMO_HOST}:9999`);
    expect(response.statusCode).toBe(202);
    const mail = await waitForEmail(app, email, 'password-reset');
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:5173\/auth\/reset-password\/[A-Za-z0-9_-]{43}$/);
  });
});
