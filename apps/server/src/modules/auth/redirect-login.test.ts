import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_LABELS, ZRedirectTokenLoginResultSchema } from '@emisja/shared';
import {
  bearer,
  claimsOf,
  landingIdOf,
  RELAXED_LIMITS,
  secretOfLink,
  userIdOf,
  waitForEmail,
} from '../../../test/auth-helpers.ts';
import { buildTestApp, DEMO_HOST, NAVY_HOST, requestContextOf } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { auditLog, oneTimeTokens, whiteLabelConfigurations } from '../../db/schema/index.ts';
import { hashSecret } from '../../lib/secrets.ts';
import { createRedirectLoginLink, isRedirectTarget } from './redirect-login.service.ts';

// The redirect links of investor e-mails (product-decisions sections 5 and 10; docs/decisions/033 and 034).

const INVESTOR = 'inwestor@emisja.test';

let app: App;
let investorUserId: string;
beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  investorUserId = await userIdOf(app, INVESTOR);
});

async function linkTo(targetPath: string, host = DEMO_HOST): Promise<string> {
  const context = await requestContextOf(app, host, { baseUrl: `http://${host}:3000` });
  const link = await createRedirectLoginLink(app.db, context, { userId: investorUserId, targetPath });
  if (!link) throw new Error('no link');
  return link;
}

const redeem = (token: string, host = DEMO_HOST) =>
  app.inject({
    method: 'POST',
    url: '/auth/login-with-redirect-token',
    headers: { host, 'accept-language': 'en' },
    payload: { token },
  });

describe('POST /auth/login-with-redirect-token', () => {
  it('logs the investor in once with a session like the login link, and names the page to open', async () => {
    const link = await linkTo('/app/investments/5b0f9e1c-2a39-4c1e-9a8a-4c3b2f1e0d7a');
    expect(link).toMatch(/^http:\/\/localhost:3000\/login-with-redirect-token\?token=[A-Za-z0-9_-]{43}$/);
    const secret = secretOfLink(link);

    // Only the hash is stored, for 24 hours, with the target.
    const [stored] = await app.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashSecret(secret)));
    expect(stored!.purpose).toBe('redirect-login');
    expect(stored!.metadata).toEqual({ targetPath: '/app/investments/5b0f9e1c-2a39-4c1e-9a8a-4c3b2f1e0d7a' });
    const hours = (stored!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const response = await redeem(secret);
    expect(response.statusCode, response.body).toBe(200);
    const result = ZRedirectTokenLoginResultSchema.parse(response.json());
    expect(result.redirectTo).toBe('/app/investments/5b0f9e1c-2a39-4c1e-9a8a-4c3b2f1e0d7a');
    const claims = claimsOf(result.accessToken);
    expect(claims.context_type).toBe('investor-panel');
    expect(claims.context_id).toBe(await landingIdOf(app, DEMO_HOST));
    expect(claims.username).toBe(INVESTOR);
    // The session works on the investor panel, and can be refreshed.
    const offers = await app.inject({ method: 'GET', url: '/investor-api/offers', headers: bearer(result.accessToken) });
    expect(offers.statusCode).toBe(200);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/auth/refresh-investor-token',
      headers: { host: DEMO_HOST },
      payload: { refreshToken: result.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'login-succeeded' and ${auditLog.metadata}->>'method' = 'redirect-link'`);
    expect(audit!.actorUserId).toBe(investorUserId);

    // Single use.
    const again = await redeem(secret);
    expect(again.statusCode).toBe(404);
    expect(again.json().label).toBe(ERROR_LABELS.tokenInactive);
  });

  it('lets exactly one of ten concurrent redemptions through', async () => {
    const secret = secretOfLink(await linkTo('/app'));
    const responses = await Promise.all(Array.from({ length: 10 }, () => redeem(secret)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 404, 404, 404, 404, 404, 404, 404, 404, 404]);
  });

  it('keeps the older links of the investor working: each e-mail has its own', async () => {
    const first = secretOfLink(await linkTo('/app/offers'));
    const second = secretOfLink(await linkTo('/app/investments'));
    expect((await redeem(first)).json().redirectTo).toBe('/app/offers');
    expect((await redeem(second)).json().redirectTo).toBe('/app/investments');
  });

  it("refuses unknown, expired and other tenants' tokens with 404 error.tokenInactive", async () => {
    const unknown = await redeem('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().label).toBe(ERROR_LABELS.tokenInactive);

    const expired = secretOfLink(await linkTo('/app'));
    await app.db
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeTokens.tokenHash, hashSecret(expired)));
    expect((await redeem(expired)).statusCode).toBe(404);

    // A demo link on the Navy landing page names no token there.
    const demoLink = secretOfLink(await linkTo('/app'));
    const elsewhere = await redeem(demoLink, NAVY_HOST);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().label).toBe(ERROR_LABELS.tokenInactive);
    // ...and the refusal did not use it up.
    expect((await redeem(demoLink)).statusCode).toBe(200);

    // A login link's secret is not a redirect link's (and stays usable as the login link it is); an empty one is a 400.
    const sent = await app.inject({
      method: 'POST',
      url: '/auth/investor/send-token',
      headers: { host: DEMO_HOST },
      payload: { email: INVESTOR },
    });
    expect(sent.statusCode).toBe(202);
    const loginLink = await waitForEmail(app, INVESTOR, 'investor-login-link');
    const loginSecret = secretOfLink(loginLink.links[0]!);
    expect((await redeem(loginSecret)).statusCode).toBe(404);
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login-investor',
      headers: { host: DEMO_HOST },
      payload: { token: loginSecret },
    });
    expect(login.statusCode).toBe(200);
    expect((await redeem('')).statusCode).toBe(400);
  });

  it('gives no session on a landing page that blocks the investor panel, and writes no link there', async () => {
    const landingId = await landingIdOf(app, DEMO_HOST);
    const secret = secretOfLink(await linkTo('/app'));
    const setBlocked = async (blockInvestorPanel: boolean) => {
      await app.db
        .update(whiteLabelConfigurations)
        .set({ blockInvestorPanel })
        .where(eq(whiteLabelConfigurations.landingPageId, landingId));
      app.tenantConfiguration.invalidate(landingId);
    };
    await setBlocked(true);
    try {
      const refused = await redeem(secret);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().label).toBe(ERROR_LABELS.accessDenied);
      const context = await requestContextOf(app, DEMO_HOST);
      expect(await createRedirectLoginLink(app.db, context, { userId: investorUserId, targetPath: '/app' })).toBeNull();
    } finally {
      await setBlocked(false);
    }
    // The refused attempt did not use the link up.
    expect((await redeem(secret)).statusCode).toBe(200);
  });

  it('leads only inside /app', () => {
    expect(isRedirectTarget('/app')).toBe(true);
    expect(isRedirectTarget('/app/investments/5b0f9e1c-2a39-4c1e-9a8a-4c3b2f1e0d7a')).toBe(true);
    for (const path of ['/', '/apps', '//evil.example/app', 'https://evil.example/app', '/app/../auth', '/app?x=1', '/app/a b']) {
      expect(isRedirectTarget(path), path).toBe(false);
    }
  });
});
