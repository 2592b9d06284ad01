import fp from 'fastify-plugin';
import type PgBoss from 'pg-boss';
import { recordExpiredImpersonations } from '../modules/impersonation/impersonation.service.ts';
import { originOfHost, runLifecycleJobs, type LifecycleRunResult } from '../modules/offers/lifecycle-jobs.service.ts';

// The daily lifecycle job (product-decisions section 11, docs/decisions/045) on pg-boss, the jobs provider the
// mailer starts: one queue, one schedule, one worker per instance.
// - Once across instances: the schedule is one row per queue name (pgboss.schedule), and pg-boss's clock lets one instance
//   per minute turn a due schedule into one job (singleton key per minute); the queue's `stately` policy keeps at most one job
//   queued and one running; one worker fetches it.
// - Survives a restart: a job is a database row; one cut off by a crash expires and is retried. A tick missed while no
//   instance ran is made up by the run every instance queues at start (the stately queue merges it with a queued one), run
//   at once: the worker is told of it rather than finding it at its next poll.
// - Safe to re-run: every run only takes what is still open, under row locks, one transaction per landing page.

export const LIFECYCLE_QUEUE = 'offer-lifecycle';
/** Every day at 02:15 in Warsaw: after midnight, so the day's ended campaigns and investments are past their end date. */
export const LIFECYCLE_CRON = '15 2 * * *';
export const LIFECYCLE_TIME_ZONE = 'Europe/Warsaw';
/**
 * The end of impersonated sessions that expired without "end" (docs/decisions/048): every 5 minutes, so the audit trail
 * shows the end soon after the 30 minutes ran out.
 */
export const IMPERSONATION_EXPIRY_QUEUE = 'impersonation-expiry';
export const IMPERSONATION_EXPIRY_CRON = '*/5 * * * *';

export interface LifecycleJobs {
  /**
   * Runs the job now (the worker's handler; tests and the manual run set `now`); dispatches the summaries after the commits.
   * `landingPageId` limits it to one landing page (the admin's run from the back office, docs/decisions/048).
   */
  run(now?: Date, options?: { landingPageId?: string }): Promise<LifecycleRunResult>;
  /** Records the end of the impersonated sessions expired before `now` (the 5-minute job's handler); how many it recorded. */
  recordExpiredImpersonations(now?: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycleJobs: LifecycleJobs;
  }
}

export interface LifecycleJobsOptions {
  /** The port links use for development hosts (`localhost`, `*.localhost`, 127.0.0.1); production hosts are https. */
  port: number;
  pollingIntervalSeconds?: number;
}

/**
 * The queue, the daily schedule and the worker on `boss`; answers the worker's id. Idempotent: every instance calls it at
 * start, and the queue and the schedule stay one row each (createQueue keeps an existing queue; schedule upserts by name).
 */
export async function registerLifecycleJobs(
  boss: PgBoss,
  handler: () => Promise<unknown>,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<string> {
  await boss.createQueue(LIFECYCLE_QUEUE, {
    name: LIFECYCLE_QUEUE,
    policy: 'stately',
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 30 * 60,
  });
  await boss.schedule(LIFECYCLE_QUEUE, LIFECYCLE_CRON, {}, { tz: LIFECYCLE_TIME_ZONE });
  return boss.work(LIFECYCLE_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30, batchSize: 1 }, async () => {
    await handler();
  });
}

/** The 5-minute queue that records expired impersonations (same guarantees: one schedule row, stately, retried). */
export async function registerImpersonationExpiryJob(
  boss: PgBoss,
  handler: () => Promise<unknown>,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  await boss.createQueue(IMPERSONATION_EXPIRY_QUEUE, {
    name: IMPERSONATION_EXPIRY_QUEUE,
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 30,
    expireInSeconds: 5 * 60,
  });
  await boss.schedule(IMPERSONATION_EXPIRY_QUEUE, IMPERSONATION_EXPIRY_CRON, {});
  await boss.work(
    IMPERSONATION_EXPIRY_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30, batchSize: 1 },
    async () => {
      await handler();
    },
  );
}

export default fp<LifecycleJobsOptions>(
  async (app, options) => {
    const run = async (now = new Date(), scope: { landingPageId?: string } = {}): Promise<LifecycleRunResult> => {
      const result = await runLifecycleJobs(
        {
          db: app.db,
          loadConfiguration: app.tenantConfiguration.getEffectiveConfiguration,
          originOf: (host) => originOfHost(host, options.port),
          log: app.log,
        },
        now,
        scope,
      );
      await app.mailer.dispatchAfterCommit(result.outboxIds, app.log);
      const { failures, outboxIds, ...counts } = result;
      app.log.info(
        { ...counts, ...scope, summaries: outboxIds.length, failedLandingPages: failures.length },
        'lifecycle job ran',
      );
      if (failures.length > 0) throw new AggregateError(failures, 'the lifecycle job failed for some landing pages');
      return result;
    };
    const recordExpired = async (now = new Date()): Promise<number> => {
      const recorded = await recordExpiredImpersonations(app.db, now);
      if (recorded > 0) app.log.info({ recorded }, 'expired impersonations recorded as ended');
      return recorded;
    };
    app.decorate('lifecycleJobs', { run, recordExpiredImpersonations: recordExpired } satisfies LifecycleJobs);

    if (app.jobs) {
      const worker = await registerLifecycleJobs(app.jobs, () => run(), {
        pollingIntervalSeconds: options.pollingIntervalSeconds,
      });
      await app.jobs.send(LIFECYCLE_QUEUE, {});
      // The worker looked once when it started, before this run was queued, and would look again only a polling interval
      // (30 s) later: the make-up run would then fall into the first minutes of use, where it can take what an admin's
      // "run now" was about to (found by e2e/admin/campaign-end-job.spec.ts, whose run then counted 0). Told now, it looks
      // at once, so the make-up run is done within moments of the start.
      app.jobs.notifyWorker(worker);
      await registerImpersonationExpiryJob(app.jobs, () => recordExpired(), {
        pollingIntervalSeconds: options.pollingIntervalSeconds,
      });
    }
  },
  { name: 'lifecycle-jobs', dependencies: ['mailer', 'tenant'] },
);
