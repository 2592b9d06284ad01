import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_LABELS } from '@emisja/shared';
import {
  addInvestorContext,
  bearer,
  claimsOf,
  createAdvisor,
  endReuseGrace,
  landingIdOf,
  loginAdvisor,
  RELAXED_LIMITS,
  securityEventsOf,
  userIdOf,
} from '../../../test/auth-helpers.ts';
import { buildTestApp, DEMO_HOST, NAVY_HOST } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { networks, refreshTokens, userContexts, users } from '../../db/schema/index.ts';
import { hashSecret } from '../../lib/secrets.ts';

let app: App;
let demoLandingId: string;
beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  demoLandingId = await landingIdOf(app, DEMO_HOST);
});

const refresh = (refreshToken: string, url = '/auth/refresh-token', host = DEMO_HOST) =>
  app.inject({ method: 'POST', url, headers: { host }, payload: { refreshToken } });

const authData = (accessToken: string, host = DEMO_HOST, url = '/api/auth/data') =>
  app.inject({ method: 'GET', url, headers: bearer(accessToken, host) });

describe('sessions: refresh tokens', () => {
  it('rotates the refresh token on every use, keeping the family and its absolute expiry', async () => {
    const first = await loginAdvisor(app, 'koordynator@emisja.test');
    const response = await refresh(first.refreshToken);
    expect(response.statusCode).toBe(200);
    const second = response.json();
    expect(second).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(claimsOf(second.accessToken).sid).toBe(claimsOf(first.accessToken).sid);

    const rows = await app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, claimsOf(first.accessToken).sid));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.expiresAt.getTime())).size).toBe(1);
    const days = (rows[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    // Only hashes are stored.
    expect(rows.map((row) => row.tokenHash)).toContain(hashSecret(second.refreshToken));
    expect(JSON.stringify(rows)).not.toContain(second.refreshToken);

    expect((await authData(second.accessToken)).statusCode).toBe(200);
    expect((await refresh(second.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated refresh token is used again after the reuse grace, and audits it', async () => {
    const login = await loginAdvisor(app, 'doradca2@emisja.test');
    const rotated = (await refresh(login.refreshToken)).json();
    await endReuseGrace(app, login.refreshToken);

    const reuse = await refresh(login.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().label).toBe(ERROR_LABELS.sessionExpired);
    // The thief's copy and the legitimate newest token are both dead, and so is the access token of the family.
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await authData(rotated.accessToken)).statusCode).toBe(401);

    const userId = await userIdOf(app, 'doradca2@emisja.test');
    const audit = await securityEventsOf(app, userId, 'refresh-token-reuse');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ landingPageId: demoLandingId, ip: '127.0.0.1' });

    // A new login starts a new, working family.
    const again = await loginAdvisor(app, 'doradca2@emisja.test');
    expect((await authData(again.accessToken)).statusCode).toBe(200);
  });

  const familyRows = (familyId: string) => app.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, familyId));
  const currentTokens = async (familyId: string) =>
    (await familyRows(familyId)).filter((row) => row.rotatedAt === null && row.revokedAt === null);

  it('takes a token rotated moments ago back once its answer was lost (a reload): the family goes on with one current token', async () => {
    const { email, userId } = await createAdvisor(app);
    const login = await loginAdvisor(app, email);
    const familyId = claimsOf(login.accessToken).sid;
    // The page reloads while its refresh is on the way: the server rotated the token, the answer never arrived.
    const lost = (await refresh(login.refreshToken)).json();

    const retried = await refresh(login.refreshToken);
    expect(retried.statusCode).toBe(200);
    const tokens = retried.json();
    expect(claimsOf(tokens.accessToken).sid).toBe(familyId);
    expect(tokens.refreshToken).not.toBe(lost.refreshToken);
    expect((await authData(tokens.accessToken)).statusCode).toBe(200);
    // The lost token was never used, yet it is rotated now: the family has one current token, the one just handed out.
    expect((await currentTokens(familyId)).map((row) => row.tokenHash)).toEqual([hashSecret(tokens.refreshToken)]);
    const audit = await securityEventsOf(app, userId, 'refresh-token-reuse-within-grace');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.metadata).toMatchObject({ familyId });

    // The session goes on refreshing as usual.
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(200);
  });

  it('treats the lost token as a replay once the grace is over: whoever holds it ends the session for both', async () => {
    const { email, userId } = await createAdvisor(app);
    const login = await loginAdvisor(app, email);
    const familyId = claimsOf(login.accessToken).sid;
    const lost = (await refresh(login.refreshToken)).json();
    const retried = (await refresh(login.refreshToken)).json();
    await endReuseGrace(app, lost.refreshToken);

    expect((await refresh(lost.refreshToken)).statusCode).toBe(401);
    expect((await refresh(retried.refreshToken)).statusCode).toBe(401);
    expect((await authData(retried.accessToken)).statusCode).toBe(401);
    expect((await familyRows(familyId)).every((row) => row.revokedAt !== null)).toBe(true);
    const audit = await securityEventsOf(app, userId, 'refresh-token-reuse');
    expect(audit).toHaveLength(1);
  });

  it('gives no grace on another landing page or panel, to a session that was ended, or to a user deactivated since', async () => {
    const { email } = await createAdvisor(app);
    const login = await loginAdvisor(app, email);
    const rotated = (await refresh(login.refreshToken)).json();
    // The owner's page never sends its token to another landing page or panel: there it is a replay, however recent.
    expect((await refresh(login.refreshToken, '/auth/refresh-investor-token')).statusCode).toBe(401);
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect(await currentTokens(claimsOf(login.accessToken).sid)).toEqual([]);
    const navyLogin = await loginAdvisor(app, email);
    await refresh(navyLogin.refreshToken);
    expect((await refresh(navyLogin.refreshToken, '/auth/refresh-token', NAVY_HOST)).statusCode).toBe(401);
    expect(await currentTokens(claimsOf(navyLogin.accessToken).sid)).toEqual([]);

    const ended = await loginAdvisor(app, email);
    const endedRotated = (await refresh(ended.refreshToken)).json();
    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(endedRotated.accessToken) });
    expect(logout.statusCode).toBe(204);
    const retried = await refresh(ended.refreshToken);
    expect(retried.statusCode).toBe(401);
    expect(retried.json().label).toBe(ERROR_LABELS.sessionExpired);
    expect(await currentTokens(claimsOf(ended.accessToken).sid)).toEqual([]);

    // A user deactivated since: the session ends, and no grace use is recorded.
    const deactivated = await createAdvisor(app);
    const lastLogin = await loginAdvisor(app, deactivated.email);
    await refresh(lastLogin.refreshToken);
    await app.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.userId));
    expect((await refresh(lastLogin.refreshToken)).statusCode).toBe(401);
    expect(await currentTokens(claimsOf(lastLogin.accessToken).sid)).toEqual([]);
    const graceAudit = await securityEventsOf(app, deactivated.userId, 'refresh-token-reuse-within-grace');
    expect(graceAudit).toEqual([]);
  });

  it('answers concurrent uses of one refresh token in turn: the family never has two current tokens', async () => {
    const { email } = await createAdvisor(app);
    const login = await loginAdvisor(app, email);
    const familyId = claimsOf(login.accessToken).sid;
    const uses = 10;
    const responses = await Promise.all(Array.from({ length: uses }, () => refresh(login.refreshToken)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: uses }, () => 200));
    const handedOut = responses.map((response) => hashSecret(response.json().refreshToken));
    expect(new Set(handedOut).size).toBe(uses);
    const [current] = await currentTokens(familyId);
    expect(await currentTokens(familyId)).toHaveLength(1);
    expect(handedOut).toContain(current!.tokenHash);
    expect((await familyRows(familyId)).some((row) => row.revokedAt !== null)).toBe(false);
  });

  it('refuses expired, unknown and other-panel refresh tokens without touching them', async () => {
    const login = await loginAdvisor(app, 'marek.zielinski@emisja.test');
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    // An advisor-panel token at the investor endpoint, or on another landing page, is refused and stays usable.
    expect((await refresh(login.refreshToken, '/auth/refresh-investor-token')).statusCode).toBe(401);
    expect((await refresh(login.refreshToken, '/auth/refresh-token', NAVY_HOST)).statusCode).toBe(401);
    expect((await refresh(login.refreshToken)).statusCode).toBe(200);

    const expiring = await loginAdvisor(app, 'marek.zielinski@emisja.test');
    await app.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashSecret(expiring.refreshToken)));
    const expired = await refresh(expiring.refreshToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().label).toBe(ERROR_LABELS.sessionExpired);
  });
});

describe('sessions: access tokens', () => {
  it('logout makes the access token and the refresh token stop working at once', async () => {
    const login = await loginAdvisor(app, 'joanna.wrobel@emisja.test');
    expect((await authData(login.accessToken)).statusCode).toBe(200);
    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(login.accessToken) });
    expect(logout.statusCode).toBe(204);
    const after = await authData(login.accessToken);
    expect(after.statusCode).toBe(401);
    expect(after.json().label).toBe(ERROR_LABELS.unauthorized);
    expect((await refresh(login.refreshToken)).statusCode).toBe(401);
    const userId = await userIdOf(app, 'joanna.wrobel@emisja.test');
    const audit = await securityEventsOf(app, userId, 'logout');
    expect(audit).toHaveLength(1);
  });

  it('refuses a token of landing A on landing B', async () => {
    const navy = await loginAdvisor(app, 'advisor@navy.test', NAVY_HOST);
    expect((await authData(navy.accessToken, NAVY_HOST)).statusCode).toBe(200);
    const onDemo = await authData(navy.accessToken, DEMO_HOST);
    expect(onDemo.statusCode).toBe(401);
    expect(onDemo.json().label).toBe(ERROR_LABELS.unauthorized);
    // A Context-Id header naming another landing page is refused too.
    const header = await app.inject({
      method: 'GET',
      url: '/api/auth/data',
      headers: { ...bearer(navy.accessToken, NAVY_HOST), 'context-id': demoLandingId },
    });
    expect(header.statusCode).toBe(403);
  });

  it("stops a deactivated user's tokens, and those of a user who lost the context", async () => {
    const deactivated = await createAdvisor(app);
    const deactivatedLogin = await loginAdvisor(app, deactivated.email);
    await app.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.userId));
    expect((await authData(deactivatedLogin.accessToken)).statusCode).toBe(401);
    expect((await refresh(deactivatedLogin.refreshToken)).statusCode).toBe(401);

    const archived = await createAdvisor(app);
    const archivedLogin = await loginAdvisor(app, archived.email);
    await app.db.delete(userContexts).where(eq(userContexts.userId, archived.userId));
    expect((await authData(archivedLogin.accessToken)).statusCode).toBe(401);
    expect((await refresh(archivedLogin.refreshToken)).statusCode).toBe(401);
  });

  it('refuses expired tokens, tokens signed with another key or algorithm, and requests without a token', async () => {
    const login = await loginAdvisor(app, 'tomasz.kaminski@emisja.test');
    const claims = claimsOf(login.accessToken);
    const sign = (key: string, expiresAt: number, alg = 'HS256') =>
      new SignJWT({
        context_type: claims.context_type,
        context_id: claims.context_id,
        username: claims.username,
        sid: claims.sid,
      })
        .setProtectedHeader({ alg })
        .setSubject(claims.sub)
        .setIssuedAt(expiresAt - 900)
        .setExpirationTime(expiresAt)
        .sign(new TextEncoder().encode(key));
    const now = Math.floor(Date.now() / 1000);
    const expired = await sign('emisja-development-secret-not-for-production-use', now - 1);
    expect((await authData(await sign('emisja-development-secret-not-for-production-use', now + 600))).statusCode).toBe(200);
    expect((await authData(expired)).statusCode).toBe(401);
    expect((await authData(await sign('another-secret-of-at-least-32-characters!', now + 600))).statusCode).toBe(401);
    expect((await authData(await sign('emisja-development-secret-not-for-production-use', now + 600, 'HS512'))).statusCode).toBe(
      401,
    );
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${login.accessToken.split('.')[1]}.`;
    expect((await authData(unsigned)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/auth/data', headers: { host: DEMO_HOST } })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/contexts', headers: { host: DEMO_HOST, authorization: 'Basic abc' } }))
        .statusCode,
    ).toBe(401);
  });

  it('gives a short-lived access token when ACCESS_TOKEN_TTL_SECONDS says so, and refuses it once expired', async () => {
    const shortLived = await buildTestApp({ env: { ...RELAXED_LIMITS, ACCESS_TOKEN_TTL_SECONDS: '1' } });
    const login = await loginAdvisor(shortLived, 'doradca@emisja.test');
    const claims = claimsOf(login.accessToken);
    expect(claims.exp - claims.iat).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const response = await shortLived.inject({ method: 'GET', url: '/api/auth/data', headers: bearer(login.accessToken) });
    expect(response.statusCode).toBe(401);
    const refreshed = await shortLived.inject({
      method: 'POST',
      url: '/auth/refresh-token',
      headers: { host: DEMO_HOST },
      payload: { refreshToken: login.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
  });
});

describe('contexts and panels', () => {
  it('keeps investors out of /api (403) and advisors out of /investor-api (403)', async () => {
    const { email, userId } = await createAdvisor(app);
    await addInvestorContext(app, userId, email);
    const advisor = await loginAdvisor(app, email);
    const advisorOnInvestorApi = await authData(advisor.accessToken, DEMO_HOST, '/investor-api/auth/data');
    expect(advisorOnInvestorApi.statusCode).toBe(403);
    expect(advisorOnInvestorApi.json().label).toBe(ERROR_LABELS.accessDenied);

    const investor = (
      await app.inject({
        method: 'PATCH',
        url: '/api/auth/change-context',
        headers: bearer(advisor.accessToken),
        payload: { contextId: demoLandingId, contextType: 'investor-panel', refreshToken: advisor.refreshToken },
      })
    ).json();
    const investorOnApi = await authData(investor.accessToken);
    expect(investorOnApi.statusCode).toBe(403);
    expect(investorOnApi.json().label).toBe(ERROR_LABELS.accessDenied);
    expect((await authData(investor.accessToken, DEMO_HOST, '/investor-api/auth/data')).statusCode).toBe(200);
    // Every /api route is behind the check, including ones declared by other modules later (an onRoute hook).
    const contexts = await app.inject({ method: 'GET', url: '/api/contexts', headers: bearer(investor.accessToken) });
    expect(contexts.statusCode).toBe(403);
  });

  it('lists the contexts and changes between the advisor and investor context of one user, in both directions', async () => {
    const { email, userId, advisorId } = await createAdvisor(app);
    await addInvestorContext(app, userId, email);
    const advisor = await loginAdvisor(app, email);

    const contexts = await app.inject({ method: 'GET', url: '/api/contexts', headers: bearer(advisor.accessToken) });
    expect(contexts.json()).toEqual([
      { id: demoLandingId, context: { type: 'advisor-panel' } },
      { id: demoLandingId, context: { type: 'investor-panel' } },
    ]);

    const toInvestor = await app.inject({
      method: 'PATCH',
      url: '/api/auth/change-context',
      headers: bearer(advisor.accessToken),
      payload: { contextId: demoLandingId, contextType: 'investor-panel', refreshToken: advisor.refreshToken },
    });
    expect(toInvestor.statusCode).toBe(200);
    const investor = toInvestor.json();
    expect(claimsOf(investor.accessToken)).toMatchObject({ context_type: 'investor-panel', context_id: demoLandingId });
    expect(claimsOf(investor.accessToken).sid).toBe(claimsOf(advisor.accessToken).sid);
    const investorData = (await authData(investor.accessToken, DEMO_HOST, '/investor-api/auth/data')).json();
    expect(investorData).toMatchObject({ contextType: 'investor-panel', advisor: null, investor: { id: expect.any(String) } });
    // The previous refresh token counts as rotated; the new one refreshes in the investor panel.
    const investorRefresh = await refresh(investor.refreshToken, '/auth/refresh-investor-token');
    expect(investorRefresh.statusCode).toBe(200);

    // Back to the advisor panel with the investor's token (it cannot call /api).
    const back = await app.inject({
      method: 'PATCH',
      url: '/auth/change-context',
      headers: { host: DEMO_HOST },
      // Without contextId and contextType: the advisor panel of the host's landing page.
      payload: { token: investorRefresh.json().accessToken, refreshToken: investorRefresh.json().refreshToken },
    });
    expect(back.statusCode).toBe(200);
    const advisorData = (await authData(back.json().accessToken)).json();
    expect(advisorData).toMatchObject({
      email,
      contextType: 'advisor-panel',
      advisor: { id: advisorId, isAdmin: false, networkIds: [], coordinatorNetworkIds: [] },
      investor: null,
      twoFactorEnabled: false,
    });

    const audit = await securityEventsOf(app, userId, 'context-changed');
    expect(audit.map((row) => row.metadata)).toEqual(
      expect.arrayContaining([
        { from: 'advisor-panel', to: 'investor-panel' },
        { from: 'investor-panel', to: 'advisor-panel' },
      ]),
    );
  });

  it('refuses a context the user does not hold, or of another landing page (403 Access denied)', async () => {
    const advisor = await loginAdvisor(app, 'doradca@emisja.test');
    const notHeld = await app.inject({
      method: 'PATCH',
      url: '/api/auth/change-context',
      headers: bearer(advisor.accessToken),
      payload: { contextId: demoLandingId, contextType: 'investor-panel', refreshToken: advisor.refreshToken },
    });
    expect(notHeld.statusCode).toBe(403);
    expect(notHeld.json().label).toBe(ERROR_LABELS.accessDenied);
    const otherLanding = await app.inject({
      method: 'PATCH',
      url: '/api/auth/change-context',
      headers: bearer(advisor.accessToken),
      payload: { contextId: await landingIdOf(app, NAVY_HOST), contextType: 'advisor-panel', refreshToken: advisor.refreshToken },
    });
    expect(otherLanding.statusCode).toBe(403);
    const badToken = await app.inject({
      method: 'PATCH',
      url: '/auth/change-context',
      headers: { host: DEMO_HOST },
      payload: {
        token: 'not-a-token',
        refreshToken: advisor.refreshToken,
        contextId: demoLandingId,
        contextType: 'advisor-panel',
      },
    });
    expect(badToken.statusCode).toBe(401);
  });

  it("describes a coordinator's networks and an admin's role in the active user data", async () => {
    const coordinator = await loginAdvisor(app, 'koordynator@emisja.test');
    const data = (await authData(coordinator.accessToken)).json();
    const networkIds = (await app.db.select().from(networks).where(eq(networks.landingPageId, demoLandingId))).map(
      (network) => network.id,
    );
    expect(data.advisor).toMatchObject({ isAdmin: false, isCoordinator: true, role: 'advisor', status: 'active' });
    expect([...data.advisor.coordinatorNetworkIds].sort()).toEqual([...networkIds].sort());
    expect(data).toMatchObject({ firstName: 'Krzysztof', surname: 'Mazur', twoFactorRequired: false });

    const admin = await loginAdvisor(app, 'admin@emisja.test');
    expect((await authData(admin.accessToken)).json().advisor).toMatchObject({ isAdmin: true, role: 'admin' });
  });
});
