import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { bearer, loginAdvisor, RELAXED_LIMITS, userIdOf } from '../../../test/auth-helpers.ts';
import { buildTestApp, DEMO_HOST, NAVY_HOST } from '../../../test/helpers.ts';

// The audit trail (issue 15, docs/decisions/043): admins read their landing page's rows, filtered, sorted and paged by the
// list conventions, and export them as CSV; advisors and coordinators may not; another landing page's rows never show.

let app: App;
let admin: string;
let navyAdmin: string;
let advisorId: string;

function get(url: string, token: string, host = DEMO_HOST, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers: { ...bearer(token, host), 'accept-language': 'en', ...headers } });
}

const byAction = (action: string) => `filters[action][value]=${action}&filters[action][operator]=leq`;

beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  [admin, navyAdmin] = await Promise.all([
    loginAdvisor(app, 'admin@emisja.test').then((tokens) => tokens.accessToken),
    loginAdvisor(app, 'admin@navy.test', NAVY_HOST).then((tokens) => tokens.accessToken),
  ]);
  advisorId = await userIdOf(app, 'doradca@emisja.test');
  // One impersonation, started and ended, with a request in between.
  const started = await app.inject({
    method: 'POST',
    url: `/api/advisor/impersonation/${advisorId}`,
    headers: bearer(admin),
    payload: {},
  });
  const { accessToken } = started.json() as { accessToken: string };
  await get('/api/contexts', accessToken);
  await app.inject({ method: 'POST', url: '/api/advisor/impersonation/end', headers: bearer(accessToken) });
});

describe('the audit trail', () => {
  it('lists who did what to which record, on behalf of whom, newest first, with the total', async () => {
    const response = await get(
      `/api/advisor/audit?filters[actor][value]=doradca@&filters[actor][operator]=like`,
      admin,
      DEMO_HOST,
      {
        'x-request-total-count': 'true',
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json() as { action: string; actor: { label: string }; impersonator: { label: string } | null }[];
    expect(Number(response.headers['x-total-count'])).toBeGreaterThanOrEqual(rows.length);
    expect(rows.every((row) => row.actor.label === 'doradca@emisja.test')).toBe(true);
    expect(rows.find((row) => row.action === 'impersonated-request')).toMatchObject({
      impersonator: { label: 'admin@emisja.test' },
    });

    const startAndEnd = await get(
      `/api/advisor/audit?filters[action][value]=impersonation&filters[action][operator]=like&sort=createdAt&order=asc`,
      admin,
    );
    const actions = (startAndEnd.json() as { action: string; entityId: string; actor: { label: string } }[]).map((row) => [
      row.action,
      row.entityId,
      row.actor.label,
    ]);
    expect(actions).toEqual([
      ['impersonation-started', advisorId, 'admin@emisja.test'],
      ['impersonation-ended', advisorId, 'admin@emisja.test'],
    ]);
  });

  it('filters by record and by date range, and pages', async () => {
    const record = await get(
      `/api/advisor/audit?filters[entityType][value]=user&filters[entityType][operator]=leq&filters[entityId][value]=${advisorId}&filters[entityId][operator]=leq`,
      admin,
    );
    const rows = record.json() as { entityId: string }[];
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((row) => row.entityId === advisorId)).toBe(true);

    const tomorrow = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const future = await get(`/api/advisor/audit?filters[createdAt][value]=${tomorrow}&filters[createdAt][operator]=gte`, admin);
    expect(future.json()).toEqual([]);
    const page = await get('/api/advisor/audit?limit=1&offset=1', admin);
    expect(page.json()).toHaveLength(1);
  });

  it('refuses what the list does not declare with a 400 and a violation, never a 500', async () => {
    for (const query of [
      'filters[before][value]=x&filters[before][operator]=like',
      'sort=ip',
      'filters[createdAt][value]=soon&filters[createdAt][operator]=gte',
    ]) {
      const response = await get(`/api/advisor/audit?${query}`, admin);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().violations.length).toBeGreaterThan(0);
    }
  });

  it('is for admins only and shows only their landing page', async () => {
    for (const email of ['doradca@emisja.test', 'koordynator@emisja.test']) {
      const { accessToken } = await loginAdvisor(app, email);
      expect((await get('/api/advisor/audit', accessToken)).statusCode).toBe(403);
      expect((await get('/api/advisor/audit.csv', accessToken)).statusCode).toBe(403);
    }
    const navy = await get(`/api/advisor/audit?${byAction('impersonation-started')}`, navyAdmin, NAVY_HOST);
    expect(navy.statusCode).toBe(200);
    expect(navy.json()).toEqual([]);
    const navyRows = (await get('/api/advisor/audit?limit=500', navyAdmin, NAVY_HOST)).json() as { actor: { label: string } }[];
    expect(navyRows.some((row) => row.actor.label?.endsWith('@emisja.test'))).toBe(false);
  });

  it('exports the filtered rows as CSV', async () => {
    const response = await get(
      `/api/advisor/audit.csv?filters[action][value]=impersonation&filters[action][operator]=like`,
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('audit.csv');
    const lines = response.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('createdAt,actor,impersonator,action,entityType,entityId,ip,metadata');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`admin@emisja.test,,impersonation-ended,user,${advisorId}`);
  });

  it('defuses spreadsheet formulas and quotes fields with separators in the CSV', async () => {
    const { auditLog } = await import('../../db/schema/index.ts');
    const { landingIdOf } = await import('../../../test/auth-helpers.ts');
    await app.db.insert(auditLog).values({
      landingPageId: await landingIdOf(app, DEMO_HOST),
      actorLabel: '=HYPERLINK("http://evil.example")',
      action: 'csv-check',
      metadata: { note: 'a, b' },
    });
    const response = await get(`/api/advisor/audit.csv?${byAction('csv-check')}`, admin);
    const [, line] = response.body.trim().split('\r\n');
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"")",,csv-check,,,,`);
    expect(line).toContain('"{""note"":""a, b""}"');
  });
});
