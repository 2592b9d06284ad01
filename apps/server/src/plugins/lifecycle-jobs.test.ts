import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { investorOffers } from '../db/schema/index.ts';
import { createTestCampaign } from '../../test/campaign-helpers.ts';
import { buildTestApp, createTestDatabase, createTestEnv, waitFor } from '../../test/helpers.ts';
import { createTestInvestor, insertTestOffer } from '../../test/investor-helpers.ts';
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
    const offerId = await insertOpenOfferOfEndedCampaign(app);
    // Queued now, or merged into a run already waiting (the stately queue): either way a run starts after the insert.
    await app.jobs!.send(LIFECYCLE_QUEUE, {});
    expect(await waitForStatus(app, offerId, 'archived', 30_000)).toBe('archived');
  });

  it('does the make-up run of a start at once, not a polling interval (30 s) later', async () => {
    // The offer is there before the server starts, as after a night the servers were down.
    const database = await createTestDatabase();
    const env = createTestEnv();
    const before = await buildApp({ env, database: { ...database, close: async () => {} }, runJobs: false });
    await before.ready();
    const offerId = await insertOpenOfferOfEndedCampaign(before);
    await before.close();

    // The production polling interval (no jobPollingIntervalSeconds): without the worker told of the run queued at start, it
    // would wait 30 s before it looked again.
    const started = await buildApp({ env, database, runJobs: true });
    await started.ready();
    try {
      expect(await waitForStatus(started, offerId, 'archived', 15_000)).toBe('archived');
    } finally {
      await started.close();
    }
  });
});

/** An invited offer of a campaign whose subscriptions closed yesterday: what the lifecycle job archives. */
async function insertOpenOfferOfEndedCampaign(target: App): Promise<string> {
  const ended = await createTestCampaign(target, { startOffsetDays: -30, endOffsetDays: -1 });
  return insertTestOffer(target, await createTestInvestor(target), ended);
}

async function waitForStatus(target: App, offerId: string, status: string, timeoutMs: number): Promise<string> {
  const row = await waitFor(async () => {
    const [current] = await target.db
      .select({ status: investorOffers.status })
      .from(investorOffers)
      .where(eq(investorOffers.id, offerId));
    return current?.status === status ? current : null;
  }, timeoutMs);
  return row.status;
}
