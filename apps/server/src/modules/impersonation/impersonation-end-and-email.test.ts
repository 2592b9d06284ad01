import { randomUUID } from 'node:crypto';
import { IMPERSONATION_LIFETIME_SECONDS, type TAdvisor, type TAdvisorInput } from '@emisja/shared';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { auditLog, networks } from '../../db/schema/index.ts';
import { bearer, loginAdvisor, RELAXED_LIMITS, userIdOf } from '../../../test/auth-helpers.ts';
import { buildTestApp, DEMO_HOST, NAVY_HOST } from '../../../test/helpers.ts';
import { recordExpiredImpersonations } from './impersonation.service.ts';

// Impersonation, the gaps closed by docs/decisions/048: a session that simply expires gets its "impersonation-ended" row
// (the clock set, safe to repeat, once per session), and an impersonated coordinator cannot change another advisor's e-mail.

let app: App;
let admin: string;
let navyAdmin: string;
let coordinator: string;

function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown, host = DEMO_HOST) {
  return app.inject({
    method,
    url,
    headers: { ...bearer(token, host), 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function impersonate(userId: string, token = admin, host = DEMO_HOST) {
  const response = await call('POST', `/api/advisor/impersonation/${userId}`, token, {}, host);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { accessToken: string; expiresAt: string };
}

/** The end rows of the session whose start row names `familyId`. */
async function endRowsOf(familyId: string) {
  return app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'impersonation-ended'), sql`${auditLog.metadata}->>'familyId' = ${familyId}`));
}

async function familyOfNewestStart(userId: string): Promise<string> {
  const [start] = await app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'impersonation-started'), eq(auditLog.entityId, userId)))
    .orderBy(sql`${auditLog.id} desc`)
    .limit(1);
  return (start!.metadata as { familyId: string }).familyId;
}

beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  [admin, navyAdmin, coordinator] = await Promise.all([
    loginAdvisor(app, 'admin@emisja.test').then((tokens) => tokens.accessToken),
    loginAdvisor(app, 'admin@navy.test', NAVY_HOST).then((tokens) => tokens.accessToken),
    loginAdvisor(app, 'koordynator@emisja.test').then((tokens) => tokens.accessToken),
  ]);
});

describe('an impersonated session that expires', () => {
  it('gets its end row once it has expired, once per session, on every landing page; an ended one gets no second', async () => {
    const advisorUserId = await userIdOf(app, 'doradca@emisja.test');
    const navyAdvisorUserId = await userIdOf(app, 'advisor@navy.test');
    const expiring = await impersonate(advisorUserId);
    const expiringFamily = await familyOfNewestStart(advisorUserId);
    await impersonate(navyAdvisorUserId, navyAdmin, NAVY_HOST);
    const navyFamily = await familyOfNewestStart(navyAdvisorUserId);
    const ended = await impersonate(advisorUserId);
    const endedFamily = await familyOfNewestStart(advisorUserId);
    expect((await call('POST', '/api/advisor/impersonation/end', ended.accessToken)).statusCode).toBe(204);

    // Before the expiry: nothing to record.
    await recordExpiredImpersonations(app.db, new Date(Date.parse(expiring.expiresAt) - 1000));
    expect(await endRowsOf(expiringFamily)).toEqual([]);

    const afterExpiry = new Date(Date.now() + (IMPERSONATION_LIFETIME_SECONDS + 60) * 1000);
    expect(await app.lifecycleJobs.recordExpiredImpersonations(afterExpiry)).toBeGreaterThanOrEqual(2);
    const [end, ...more] = await endRowsOf(expiringFamily);
    expect(more).toEqual([]);
    expect(end).toMatchObject({
      actorUserId: await userIdOf(app, 'admin@emisja.test'),
      impersonatorUserId: null,
      entityType: 'user',
      entityId: advisorUserId,
      metadata: {
        contextType: 'advisor-panel',
        userEmail: 'doradca@emisja.test',
        reason: 'expired',
        endedAt: expiring.expiresAt,
      },
    });
    const navyEnds = await endRowsOf(navyFamily);
    expect(navyEnds).toHaveLength(1);
    expect(navyEnds[0]!.landingPageId).not.toBe(end!.landingPageId);
    // The session ended by "end" keeps its one end row.
    expect(await endRowsOf(endedFamily)).toHaveLength(1);

    // Again (a retry, the next tick, two instances at once): nothing more.
    const [first, second] = await Promise.all([
      recordExpiredImpersonations(app.db, afterExpiry),
      recordExpiredImpersonations(app.db, afterExpiry),
    ]);
    expect(first + second).toBe(0);
    expect(await endRowsOf(expiringFamily)).toHaveLength(1);

    // The audit trail shows the start and the end.
    const trail = await call(
      'GET',
      `/api/advisor/audit?filters[action][value]=impersonation-&filters[action][operator]=like&sort=createdAt&order=asc`,
      admin,
    );
    const actions = (trail.json() as { action: string; metadata: { familyId?: string } | null }[])
      .filter((row) => row.metadata?.familyId === expiringFamily)
      .map((row) => row.action);
    expect(actions).toEqual(['impersonation-started', 'impersonation-ended']);
  });
});

describe("an impersonated coordinator's session", () => {
  it("cannot change another advisor's e-mail (403 error.impersonationForbidden); other fields, and the coordinator's own session, can", async () => {
    const [north] = await app.db.select({ id: networks.id }).from(networks).where(eq(networks.name, 'Północ'));
    const input: TAdvisorInput = {
      firstName: 'Ewa',
      surname: 'Nowa',
      email: `nowa-${randomUUID().slice(0, 8)}@impersonation.test`,
      brokerNetworkIds: [north!.id],
    };
    const created = await call('POST', '/api/advisor/advisor', admin, input);
    expect(created.statusCode, created.body).toBe(201);
    const advisor = created.json<TAdvisor>();
    expect(advisor.status).toBe('initial');
    const { id: _id, status: _status, role: _role, createdAt: _c, updatedAt: _u, archivedAt: _a, ...body } = advisor;

    const { accessToken } = await impersonate(await userIdOf(app, 'koordynator@emisja.test'));
    const refused = await call('PUT', `/api/advisor/advisor/${advisor.id}`, accessToken, {
      ...body,
      email: `changed-${randomUUID().slice(0, 8)}@impersonation.test`,
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({
      label: 'error.impersonationForbidden',
      message: 'This is not possible while you are viewing the account of another user',
    });
    const reread = await call('GET', `/api/advisor/advisor/${advisor.id}`, admin);
    expect(reread.json<TAdvisor>().email).toBe(input.email);

    const renamed = await call('PUT', `/api/advisor/advisor/${advisor.id}`, accessToken, { ...body, firstName: 'Ewelina' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<TAdvisor>()).toMatchObject({ firstName: 'Ewelina', email: input.email });

    const newEmail = `own-${randomUUID().slice(0, 8)}@impersonation.test`;
    const own = await call('PUT', `/api/advisor/advisor/${advisor.id}`, coordinator, {
      ...body,
      firstName: 'Ewelina',
      email: newEmail,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<TAdvisor>().email).toBe(newEmail);
  });
});
