import { randomUUID } from 'node:crypto';
import type { TAdvisor, TAuditRow } from '@emisja/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { advisors, networks } from '../../db/schema/index.ts';
import { bearer, createAdvisor, loginAdvisor, RELAXED_LIMITS } from '../../../test/auth-helpers.ts';
import { buildTestApp, DEMO_HOST, NAVY_HOST } from '../../../test/helpers.ts';

// An advisor's own history (issue 15; product-decisions section 2; docs/decisions/048): the admin and the coordinators of the
// advisor's networks read it; an advisor may not; a coordinator outside the advisor's networks and another landing page get
// 404; only the advisor's rows come back whatever the filters say.

let app: App;
const tokens = { admin: '', coordinator: '', advisor: '', navyAdmin: '' };
let northAdvisor: TAdvisor;

const history = (advisorId: string, token: string, query = '', host = DEMO_HOST) =>
  app.inject({
    method: 'GET',
    url: `/api/advisor/advisor/${advisorId}/history${query}`,
    headers: { ...bearer(token, host), 'accept-language': 'en' },
  });

beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  [tokens.admin, tokens.coordinator, tokens.advisor, tokens.navyAdmin] = await Promise.all([
    loginAdvisor(app, 'admin@emisja.test').then((pair) => pair.accessToken),
    loginAdvisor(app, 'koordynator@emisja.test').then((pair) => pair.accessToken),
    loginAdvisor(app, 'doradca@emisja.test').then((pair) => pair.accessToken),
    loginAdvisor(app, 'admin@navy.test', NAVY_HOST).then((pair) => pair.accessToken),
  ]);
  const [north] = await app.db.select({ id: networks.id }).from(networks).where(eq(networks.name, 'Północ'));
  const created = await app.inject({
    method: 'POST',
    url: '/api/advisor/advisor',
    headers: bearer(tokens.admin),
    payload: {
      firstName: 'Olga',
      surname: 'Historia',
      email: `historia-${randomUUID().slice(0, 8)}@history.test`,
      brokerNetworkIds: [north!.id],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  northAdvisor = created.json<TAdvisor>();
});

describe('GET /api/advisor/advisor/{id}/history', () => {
  it("gives the coordinator of the advisor's network and the admin the advisor's rows, newest first", async () => {
    for (const token of [tokens.coordinator, tokens.admin]) {
      const response = await history(northAdvisor.id, token);
      expect(response.statusCode, response.body).toBe(200);
      const rows = response.json<TAuditRow[]>();
      expect(rows.map((row) => row.action)).toContain('advisor.created');
      expect(rows.every((row) => row.entityType === 'advisor' && row.entityId === northAdvisor.id)).toBe(true);
    }
  });

  it("keeps to the advisor's rows whatever record filters are sent", async () => {
    const [other] = await app.db.select({ id: advisors.id }).from(advisors).where(eq(advisors.email, 'doradca@emisja.test'));
    const response = await history(
      northAdvisor.id,
      tokens.coordinator,
      `?filters[entityId][value]=${other!.id}&filters[entityId][operator]=leq&filters[entityType][value]=user&filters[entityType][operator]=leq`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<TAuditRow[]>();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.entityId === northAdvisor.id)).toBe(true);
  });

  it('is refused to advisors (403), and is 404 for a coordinator outside the networks and for another landing page', async () => {
    const advisorAnswer = await history(northAdvisor.id, tokens.advisor);
    expect(advisorAnswer.statusCode).toBe(403);
    expect(advisorAnswer.json()).toMatchObject({ label: 'error.forbidden' });

    const outside = await createAdvisor(app);
    const coordinatorAnswer = await history(outside.advisorId, tokens.coordinator);
    expect(coordinatorAnswer.statusCode).toBe(404);
    expect((await history(outside.advisorId, tokens.admin)).statusCode).toBe(200);

    const otherLanding = await history(northAdvisor.id, tokens.navyAdmin, '', NAVY_HOST);
    expect(otherLanding.statusCode).toBe(404);
  });
});
