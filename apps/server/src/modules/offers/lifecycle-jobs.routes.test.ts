import { LIFECYCLE_RUNS_PER_WINDOW, type TLifecycleRunResult } from '@emisja/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { auditLog, investorOffers, networks, offerStatusHistory } from '../../db/schema/index.ts';
import { bearer, loginAdvisor, RELAXED_LIMITS } from '../../../test/auth-helpers.ts';
import { createTestCampaign } from '../../../test/campaign-helpers.ts';
import { buildTestApp, NAVY_HOST } from '../../../test/helpers.ts';
import { createTestInvestor, demoOwner, insertTestOffer } from '../../../test/investor-helpers.ts';

// The campaign-end job run by hand (docs/decisions/048): `POST /api/advisor/lifecycle-job/run` is the admin's, runs the
// lifecycle job for the admin's landing page only, is audited and limited per landing page.

const URL = '/api/advisor/lifecycle-job/run';
let app: App;

beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
});

/** An open offer (invited) of a campaign that ended yesterday, on the landing page of `host`. */
async function openOfferOfEndedCampaign(host: string | undefined, ownerEmail: string, networkName: string): Promise<string> {
  const campaign = await createTestCampaign(app, { host, startOffsetDays: -20, endOffsetDays: -1 });
  const investor = await createTestInvestor(app, { host });
  const owner = await demoOwner(app, ownerEmail);
  const [network] = await app.db.select({ id: networks.id }).from(networks).where(eq(networks.name, networkName));
  return insertTestOffer(app, investor, campaign, { owner: { ownerAdvisorId: owner.ownerAdvisorId, networkId: network!.id } });
}

const statusOf = async (offerId: string) =>
  (await app.db.select({ status: investorOffers.status }).from(investorOffers).where(eq(investorOffers.id, offerId)))[0]?.status;

const runAs = async (email: string, host?: string) => {
  const { accessToken } = await loginAdvisor(app, email, host);
  return app.inject({ method: 'POST', url: URL, headers: bearer(accessToken, host) });
};

describe('POST /api/advisor/lifecycle-job/run', () => {
  it('is refused to advisors and coordinators (403) and changes nothing', async () => {
    const offerId = await openOfferOfEndedCampaign(undefined, 'doradca@emisja.test', 'Północ');
    for (const email of ['doradca@emisja.test', 'koordynator@emisja.test']) {
      const response = await runAs(email);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ label: 'error.forbidden' });
    }
    expect(await statusOf(offerId)).toBe('invited');
  });

  it("runs for the admin's landing page only: another landing page's admin archives nothing of it; audited", async () => {
    const demoOfferId = await openOfferOfEndedCampaign(undefined, 'doradca@emisja.test', 'Północ');
    const navyOfferId = await openOfferOfEndedCampaign(NAVY_HOST, 'advisor@navy.test', 'Atlantic');

    const navyRun = await runAs('admin@navy.test', NAVY_HOST);
    expect(navyRun.statusCode, navyRun.body).toBe(200);
    expect(navyRun.json<TLifecycleRunResult>()).toMatchObject({ archivedOffers: 1, finishedInvestments: 0, summaries: 1 });
    expect(await statusOf(navyOfferId)).toBe('archived');
    expect(await statusOf(demoOfferId)).toBe('invited');

    const demoRun = await runAs('admin@emisja.test');
    expect(demoRun.statusCode, demoRun.body).toBe(200);
    expect(demoRun.json<TLifecycleRunResult>().archivedOffers).toBeGreaterThanOrEqual(1);
    expect(await statusOf(demoOfferId)).toBe('archived');
    const [history] = await app.db
      .select()
      .from(offerStatusHistory)
      .where(and(eq(offerStatusHistory.offerId, demoOfferId), eq(offerStatusHistory.toStatus, 'archived')));
    expect(history).toMatchObject({ fromStatus: 'invited', changedByLabel: 'System', reason: 'Kampania zakończona' });

    // A second run finds nothing left.
    const again = await runAs('admin@emisja.test');
    expect(again.json<TLifecycleRunResult>()).toMatchObject({ archivedOffers: 0, finishedInvestments: 0, summaries: 0 });

    const audited = await app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'lifecycle-job-run'), inArray(auditLog.actorLabel, ['admin@navy.test', 'admin@emisja.test'])),
      )
      .orderBy(auditLog.id);
    expect(
      audited.map((row) => [row.actorLabel, row.entityType, (row.metadata as { archivedOffers: number }).archivedOffers > 0]),
    ).toEqual([
      ['admin@navy.test', 'landing-page', true],
      ['admin@emisja.test', 'landing-page', true],
      ['admin@emisja.test', 'landing-page', false],
    ]);
    expect(audited[0]!.landingPageId).not.toBe(audited[1]!.landingPageId);
  });

  it(`answers 429 past ${LIFECYCLE_RUNS_PER_WINDOW} runs per landing page, leaving other landing pages' budget alone`, async () => {
    const { accessToken } = await loginAdvisor(app, 'admin@navy.test', NAVY_HOST);
    const statuses: number[] = [];
    for (let run = 0; run <= LIFECYCLE_RUNS_PER_WINDOW; run += 1) {
      statuses.push((await app.inject({ method: 'POST', url: URL, headers: bearer(accessToken, NAVY_HOST) })).statusCode);
    }
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(LIFECYCLE_RUNS_PER_WINDOW);
    expect(statuses.at(-1)).toBe(429);
    const refused = await app.inject({ method: 'POST', url: URL, headers: bearer(accessToken, NAVY_HOST) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ label: 'error.tooManyRequests' });
    expect(refused.headers['retry-after']).toBeDefined();

    expect((await runAs('admin@emisja.test')).statusCode).toBe(200);
  });

  it('is in the OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<{ paths: Record<string, unknown> }>().paths)).toContain(URL);
  });
});
