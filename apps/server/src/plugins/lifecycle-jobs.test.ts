import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { investorOffers } from '../db/schema/index.ts';
import { createTestCampaign } from '../../test/campaign-helpers.ts';
import { buildTestApp, waitFor } from '../../test/helpers.ts';
import { createTestInvestor, demoOwner } from '../../test/investor-helpers.ts';
import { LIFECYCLE_CRON, LIFECYCLE_QUEUE, LIFECYCLE_TIME_ZONE, registerLifecycleJobs } from './lifecycle-jobs.ts';

// The lifecycle job on pg-boss (docs/decisions/045): one queue and one daily schedule in Warsaw time however
// many instances start, and a queued job run by the worker.

let app: App;

beforeAll(async () => {
  app = await buildTestApp({ runJobs: true });
});

const schedules = async () =>
  (await app.database.executeSql('select name, cron, timezone from pgboss.schedule where name = $1', [LIFECYCLE_QUEUE])).rows as {
    name: string;
    cron: string;
    timezone: string;
  }[];

describe('the lifecycle job on pg-boss', () => {
  it('registers one daily schedule in Europe/Warsaw on a stately queue, however many instances register it', async () => {
    expect(LIFECYCLE_TIME_ZONE).toBe('Europe/Warsaw');
    expect(await schedules()).toEqual([{ name: LIFECYCLE_QUEUE, cron: LIFECYCLE_CRON, timezone: 'Europe/Warsaw' }]);
    const queue = await app.jobs!.getQueue(LIFECYCLE_QUEUE);
    expect(queue).toMatchObject({ name: LIFECYCLE_QUEUE, policy: 'stately' });

    // A second instance (or a restart) registers again: still one queue and one schedule.
    await registerLifecycleJobs(app.jobs!, async () => undefined, { pollingIntervalSeconds: 60 });
    expect(await schedules()).toHaveLength(1);
    const queues = await app.database.executeSql('select name from pgboss.queue where name = $1', [LIFECYCLE_QUEUE]);
    expect(queues.rows).toHaveLength(1);
  });

  it('runs a queued job through the worker: an ended campaign’s open offer becomes archived', async () => {
    const ended = await createTestCampaign(app, { startOffsetDays: -30, endOffsetDays: -1 });
    const investor = await createTestInvestor(app);
    const owner = await demoOwner(app);
    const [offer] = await app.db
      .insert(investorOffers)
      .values({
        landingPageId: investor.landingPageId,
        campaignId: ended.campaignId,
        productId: ended.productIds[0]!,
        investorId: investor.investorId,
        ...owner,
        status: 'invited',
        tokenHash: 'a'.repeat(64),
        invitationMessage: 'Zapraszam do zapoznania się z ofertą.',
        currency: 'PLN',
      })
      .returning({ id: investorOffers.id });
    // Queued now, or merged into a run already waiting (the stately queue): either way a run starts after the insert.
    await app.jobs!.send(LIFECYCLE_QUEUE, {});
    const archived = await waitFor(async () => {
      const [row] = await app.db
        .select({ status: investorOffers.status })
        .from(investorOffers)
        .where(eq(investorOffers.id, offer!.id));
      return row?.status === 'archived' ? row : null;
    }, 30_000);
    expect(archived.status).toBe('archived');
  });
});
