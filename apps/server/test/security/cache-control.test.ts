import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAdvisor, postLogin, RELAXED_LIMITS } from '../auth-helpers.ts';
import { buildTestApp, DEMO_HOST, NAVY_HOST } from '../helpers.ts';
import { loginInvestor } from '../kyc-helpers.ts';
import type { App } from '../../src/app.ts';
import { isPrivateAnswer } from '../../src/plugins/security.ts';

// Issue 17 item 10: JSON answers carrying personal data and tokens had no `Cache-Control: no-store`.

let app: App;
beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
});

describe('Cache-Control of answers with personal data', () => {
  it('tokens of a login are not stored', async () => {
    const response = await postLogin(app, { email: 'doradca@emisja.test' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('advisor-panel and investor-panel answers are not stored, on both tenants', async () => {
    const advisor = await loginAdvisor(app, 'doradca@emisja.test');
    const data = await app.inject({ method: 'GET', url: '/api/auth/data', headers: bearer(advisor.accessToken) });
    expect(data.statusCode).toBe(200);
    expect(data.headers['cache-control']).toBe('no-store');

    const investorToken = await loginInvestor(app, 'investor@navy.test', NAVY_HOST);
    const investorData = await app.inject({
      method: 'GET',
      url: '/investor-api/auth/data',
      headers: bearer(investorToken, NAVY_HOST),
    });
    expect(investorData.statusCode).toBe(200);
    expect(investorData.headers['cache-control']).toBe('no-store');
  });

  it('error answers of the API are not stored either', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/auth/data', headers: { host: DEMO_HOST } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const unknownKycToken = await app.inject({
      method: 'GET',
      url: `/public-api/kyc/${'x'.repeat(43)}`,
      headers: { host: DEMO_HOST },
    });
    expect(unknownKycToken.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknownKycToken.headers['cache-control']).toMatch(/no-store/);
  });

  it("a route's own policy is kept", async () => {
    const investorToken = await loginInvestor(app, 'inwestor@emisja.test');
    const response = await app.inject({ method: 'GET', url: '/investor-api/lead-form/last', headers: bearer(investorToken) });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('applies to JSON anywhere and to every answer of the API paths, not to static files', () => {
    expect(isPrivateAnswer('/health', 'application/json; charset=utf-8')).toBe(true);
    expect(isPrivateAnswer('/api/offers/export?format=csv', 'text/csv')).toBe(true);
    expect(isPrivateAnswer('/public-api/campaign-offer/abc/pdf', 'application/pdf')).toBe(true);
    expect(isPrivateAnswer('/assets/index-abc.js', 'text/javascript')).toBe(false);
    expect(isPrivateAnswer('/branding/demo/logo.svg', 'image/svg+xml')).toBe(false);
  });
});
