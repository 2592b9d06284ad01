import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { randomUUID } from 'node:crypto';
import type { App } from '../../app.ts';
import { auditLog } from '../../db/schema/index.ts';
import { bearer, loginAdvisor, loginBackOfficeRoles, RELAXED_LIMITS, userIdOf } from '../../../test/auth-helpers.ts';
import { buildTestApp, DEMO_HOST, NAVY_HOST } from '../../../test/helpers.ts';

// Impersonation (issue 15, product-decisions section 11, docs/decisions/043): admins only, never across landing pages or of an
// admin; a 30-minute token without refresh; no password, 2FA, e-mail or context changes; every request audited under both
// users; the end stops the token at once.

let app: App;
let admin: string;
let adminId: string;
let advisor: string;
let coordinator: string;
let navyAdmin: string;
let advisorId: string;
let investorId: string;

function post(url: string, token: string, payload: unknown = {}, host = DEMO_HOST) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token, host), 'accept-language': 'en' },
    payload: payload as never,
  });
}

function get(url: string, token: string, host = DEMO_HOST) {
  return app.inject({ method: 'GET', url, headers: { ...bearer(token, host), 'accept-language': 'en' } });
}

async function impersonate(userId: string, payload: unknown = {}) {
  const response = await post(`/api/advisor/impersonation/${userId}`, admin, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { accessToken: string; expiresAt: string; contextType: string; user: { email: string } };
}

function auditRowsOf(action: string) {
  return app.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));
}

beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  ({ admin, advisor, coordinator, navyAdmin } = await loginBackOfficeRoles(app));
  [adminId, advisorId, investorId] = await Promise.all([
    userIdOf(app, 'admin@emisja.test'),
    userIdOf(app, 'doradca@emisja.test'),
    userIdOf(app, 'inwestor@emisja.test'),
  ]);
});

describe('starting an impersonation', () => {
  it('gives the admin a 30-minute access token of the advisor with the impersonator claim and no refresh token', async () => {
    const before = Math.floor(Date.now() / 1000);
    const session = await impersonate(advisorId);
    expect(session).not.toHaveProperty('refreshToken');
    expect(session).toMatchObject({ contextType: 'advisor-panel', user: { email: 'doradca@emisja.test' } });
    const claims = decodeJwt(session.accessToken);
    expect(claims).toMatchObject({ sub: advisorId, impersonator: adminId, context_type: 'advisor-panel' });
    expect(claims.exp! - claims.iat!).toBe(30 * 60);
    expect(claims.exp).toBeGreaterThanOrEqual(before + 30 * 60);
    expect(new Date(session.expiresAt).getTime() / 1000).toBeCloseTo(claims.exp!, -1);

    const data = await get('/api/auth/data', session.accessToken);
    expect(data.statusCode, data.body).toBe(200);
    expect(data.json()).toMatchObject({ email: 'doradca@emisja.test' });
    // The advisor sees their own scope, not the admin's: the advisors list is for coordinators and admins.
    expect((await get('/api/advisor/advisor', session.accessToken)).statusCode).toBe(403);
  });

  it('is refused to advisors and coordinators, for admins and the caller, for unknown users and across landing pages', async () => {
    for (const token of [advisor, coordinator]) {
      const refused = await post(`/api/advisor/impersonation/${investorId}`, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().label).toBe('error.forbidden');
    }
    const self = await post(`/api/advisor/impersonation/${adminId}`, admin);
    expect(self.statusCode).toBe(403);
    expect(self.json().label).toBe('error.accessDenied');
    const navyAdminId = await userIdOf(app, 'admin@navy.test');
    expect((await post(`/api/advisor/impersonation/${navyAdminId}`, admin)).statusCode).toBe(404);
    expect((await post(`/api/advisor/impersonation/${randomUUID()}`, admin)).statusCode).toBe(404);
    const malformed = await post('/api/advisor/impersonation/not-a-uuid', admin);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().violations[0]).toMatchObject({ propertyPath: 'userId' });
    // The navy admin on their own landing page cannot reach the demo landing page's users...
    const acrossTenants = await post(`/api/advisor/impersonation/${advisorId}`, navyAdmin, {}, NAVY_HOST);
    expect(acrossTenants.statusCode).toBe(404);
    // ...and their token is not accepted on the demo landing page at all.
    expect((await post(`/api/advisor/impersonation/${advisorId}`, navyAdmin)).statusCode).toBe(401);
    // An investor-panel session is not asked for on a user who has none.
    expect((await post(`/api/advisor/impersonation/${advisorId}`, admin, { contextType: 'investor-panel' })).statusCode).toBe(
      404,
    );
    expect((await post(`/api/advisor/impersonation/${advisorId}`, admin, { contextType: 'other' })).statusCode).toBe(400);
  });

  it("accepts the advisor's or investor's id of this landing page in place of the user id", async () => {
    const { advisors, investors } = await import('../../db/schema/index.ts');
    const [advisorRow] = await app.db.select().from(advisors).where(eq(advisors.userId, advisorId));
    const [investorRow] = await app.db.select().from(investors).where(eq(investors.userId, investorId));
    expect(decodeJwt((await impersonate(advisorRow!.id)).accessToken).sub).toBe(advisorId);
    expect(decodeJwt((await impersonate(investorRow!.id)).accessToken).sub).toBe(investorId);
    // Another landing page's advisor is nobody here.
    const [navyAdvisor] = await app.db.select().from(advisors).where(eq(advisors.email, 'advisor@navy.test'));
    expect((await post(`/api/advisor/impersonation/${navyAdvisor!.id}`, admin)).statusCode).toBe(404);
  });

  it('opens an investor panel for an investor and ends it on the investor API', async () => {
    const session = await impersonate(investorId);
    expect(session.contextType).toBe('investor-panel');
    expect(decodeJwt(session.accessToken)).toMatchObject({ sub: investorId, impersonator: adminId });
    const data = await get('/investor-api/auth/data', session.accessToken);
    expect(data.statusCode, data.body).toBe(200);
    expect(data.json()).toMatchObject({ email: 'inwestor@emisja.test' });
    const ended = await post('/investor-api/impersonation/end', session.accessToken);
    expect(ended.statusCode, ended.body).toBe(204);
    expect((await get('/investor-api/auth/data', session.accessToken)).statusCode).toBe(401);
  });
});

describe('an impersonated session', () => {
  it('cannot change the password, 2FA or context, nor impersonate again', async () => {
    const { accessToken } = await impersonate(advisorId);
    const password = await app.inject({
      method: 'PATCH',
      url: '/api/auth/password',
      headers: { ...bearer(accessToken), 'accept-language': 'en' },
      payload: { oldPassword: 'Demo1234!', newPassword: 'Another-Pass-123!' },
    });
    expect(password.statusCode, password.body).toBe(403);
    expect(password.json()).toMatchObject({
      label: 'error.impersonationForbidden',
      message: 'This is not possible while you are viewing the account of another user',
    });
    for (const url of ['/api/auth/two-factor/setup', '/api/auth/two-factor/disable', '/api/auth/two-factor/confirm']) {
      const refused = await post(url, accessToken, url.endsWith('setup') ? undefined : { code: '123456', password: 'x' });
      expect(refused.statusCode, `${url}: ${refused.body}`).toBe(403);
      expect(refused.json().label).toBe('error.impersonationForbidden');
    }
    const contextChange = await app.inject({
      method: 'PATCH',
      url: '/api/auth/change-context',
      headers: bearer(accessToken),
      payload: { contextId: decodeJwt(accessToken).context_id, contextType: 'investor-panel' },
    });
    expect(contextChange.json().label).toBe('error.impersonationForbidden');
    const again = await post(`/api/advisor/impersonation/${investorId}`, accessToken);
    expect(again.json().label).toBe('error.impersonationForbidden');
    // The password stayed: the advisor still logs in with it.
    await loginAdvisor(app, 'doradca@emisja.test');
  });

  it('is audited under both users, request by request, from its start to its end', async () => {
    const { accessToken } = await impersonate(advisorId);
    const sid = decodeJwt(accessToken).sid as string;
    const [started] = await auditRowsOf('impersonation-started');
    expect(started).toMatchObject({ actorUserId: adminId, impersonatorUserId: null, entityType: 'user', entityId: advisorId });
    expect(started!.metadata).toMatchObject({ contextType: 'advisor-panel', familyId: sid });

    expect((await get('/api/contexts', accessToken)).statusCode).toBe(200);
    const [request] = await auditRowsOf('impersonated-request');
    expect(request).toMatchObject({ actorUserId: advisorId, impersonatorUserId: adminId });
    expect(request!.metadata).toMatchObject({ method: 'GET', route: '/api/contexts', statusCode: 200 });

    // Refused requests too, with their status.
    await app.inject({ method: 'PATCH', url: '/api/auth/password', headers: bearer(accessToken), payload: {} });
    const [refused] = await auditRowsOf('impersonated-request');
    expect(refused!.metadata).toMatchObject({ method: 'PATCH', route: '/api/auth/password', statusCode: 403 });

    // The admin's own requests are not "impersonated".
    const ownRows = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'impersonated-request'), eq(auditLog.actorUserId, adminId)));
    await get('/api/auth/data', admin);
    expect(
      await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'impersonated-request'), eq(auditLog.actorUserId, adminId))),
    ).toHaveLength(ownRows.length);

    const ended = await post('/api/advisor/impersonation/end', accessToken);
    expect(ended.statusCode, ended.body).toBe(204);
    const [end] = await auditRowsOf('impersonation-ended');
    expect(end).toMatchObject({ actorUserId: adminId, entityType: 'user', entityId: advisorId });
    expect(end!.metadata).toMatchObject({ familyId: sid });
    expect((await get('/api/auth/data', accessToken)).statusCode).toBe(401);
    // The admin's own session goes on.
    expect((await get('/api/auth/data', admin)).statusCode).toBe(200);
  });

  it('records the changes it makes under both users (here the logout of the impersonated session)', async () => {
    const { accessToken } = await impersonate(advisorId);
    expect((await post('/api/auth/logout', accessToken)).statusCode).toBe(204);
    const [logout] = await auditRowsOf('logout');
    expect(logout).toMatchObject({ actorUserId: advisorId, impersonatorUserId: adminId });
    expect((await get('/api/auth/data', accessToken)).statusCode).toBe(401);
  });

  it('cannot be refreshed and ending a session that is not impersonated is a conflict', async () => {
    const { accessToken } = await impersonate(advisorId);
    const refresh = await app.inject({
      method: 'POST',
      url: '/auth/refresh-token',
      headers: { host: DEMO_HOST },
      payload: { refreshToken: accessToken },
    });
    expect(refresh.statusCode).toBe(401);
    const notImpersonated = await post('/api/advisor/impersonation/end', admin);
    expect(notImpersonated.statusCode).toBe(409);
  });

  it('stops when the user is no longer active', async () => {
    const { accessToken } = await impersonate(investorId);
    expect((await get('/investor-api/auth/data', accessToken)).statusCode).toBe(200);
    const { users } = await import('../../db/schema/index.ts');
    await app.db.update(users).set({ isActive: false }).where(eq(users.id, investorId));
    try {
      expect((await get('/investor-api/auth/data', accessToken)).statusCode).toBe(401);
      expect((await post(`/api/advisor/impersonation/${investorId}`, admin)).statusCode).toBe(404);
    } finally {
      await app.db.update(users).set({ isActive: true }).where(eq(users.id, investorId));
    }
  });
});
