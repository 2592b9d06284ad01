import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../app.ts';
import { advisorNetworks, advisors } from '../../db/schema/index.ts';
import { bearer, loginBackOfficeRoles, RELAXED_LIMITS } from '../../../test/auth-helpers.ts';
import { buildTestApp, DEMO_HOST, NAVY_HOST } from '../../../test/helpers.ts';

// Network management (issue 14): admin only, names unique, coordinators among active advisors become members.

let app: App;
let admin: string;
let advisor: string;
let coordinator: string;
let navyAdmin: string;

function call(method: 'POST' | 'PUT', url: string, token: string, payload: unknown, host = DEMO_HOST) {
  return app.inject({ method, url, headers: { ...bearer(token, host), 'accept-language': 'en' }, payload: payload as never });
}

beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  ({ admin, advisor, coordinator, navyAdmin } = await loginBackOfficeRoles(app));
});

describe('networks', () => {
  it('are created, renamed and staffed by the admin only; a coordinator becomes a member', async () => {
    for (const token of [advisor, coordinator]) {
      expect((await call('POST', '/api/advisor/network', token, { name: 'Zachód' })).statusCode).toBe(403);
    }
    expect((await call('POST', '/api/advisor/network', navyAdmin, { name: 'Zachód' })).statusCode).toBe(401);
    const created = await call('POST', '/api/advisor/network', admin, { name: 'Zachód' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const duplicate = await call('POST', '/api/advisor/network', admin, { name: 'Zachód' });
    expect(duplicate.json().violations[0]).toMatchObject({ propertyPath: 'name', code: 'validation.nameTaken' });

    const [doradca] = await app.db.select().from(advisors).where(eq(advisors.email, 'doradca@emisja.test'));
    const [archived] = await app.db.select().from(advisors).where(eq(advisors.status, 'deleted'));
    const update = { name: 'Zachód i Centrum', coordinatorIds: [doradca!.id] };
    for (const token of [advisor, coordinator]) {
      expect((await call('PUT', `/api/advisor/network/${id}`, token, update)).statusCode).toBe(403);
    }
    expect((await call('PUT', `/api/advisor/network/${id}`, navyAdmin, update, NAVY_HOST)).statusCode).toBe(404);
    const refused = await call('PUT', `/api/advisor/network/${id}`, admin, { ...update, coordinatorIds: [archived!.id] });
    expect(refused.json().violations[0]).toMatchObject({ propertyPath: 'coordinatorIds.0', code: 'validation.advisorNotActive' });
    const saved = await call('PUT', `/api/advisor/network/${id}`, admin, update);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Zachód i Centrum', memberCount: 1, coordinators: [{ advisorId: doradca!.id }] });
    const [membership] = await app.db
      .select()
      .from(advisorNetworks)
      .where(and(eq(advisorNetworks.networkId, id), eq(advisorNetworks.advisorId, doradca!.id)));
    expect(membership?.isCoordinator).toBe(true);
  });
});
