import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { withAdvisoryLock, type DbExecutor } from '../db/client.ts';
import {
  deliverOutboxEmail,
  enqueueEmail,
  findLostDispatches,
  SEND_EMAIL_QUEUE,
  type EmailToSend,
} from '../modules/mail/mail.service.ts';
import { createDevMailboxTransport, createSmtpTransport, type MailTransport } from '../modules/mail/transports.ts';

export interface Mailer {
  transport: MailTransport;
  /** Writes the mail to the outbox inside `db` (the action's transaction); call `dispatch` with the id after the commit. */
  enqueue(db: DbExecutor, email: EmailToSend): Promise<string>;
  /** Queues the delivery of committed outbox mails. */
  dispatch(outboxIds: string[]): Promise<void>;
  /**
   * `dispatch` for the mails of an action that has committed: never fails the action. A failure is logged and the mails stay
   * in the outbox, where the sweeper queues them again. Null ids (no mail written) are skipped.
   */
  dispatchAfterCommit(outboxIds: readonly (string | null)[], log: FastifyBaseLogger): Promise<void>;
  /** Outside any transaction: enqueue and dispatch in one step. */
  send(email: EmailToSend): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    jobs: PgBoss | null;
  }
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  mailFrom: string;
  /** pg-boss workers (default). Without them (some tests), dispatch delivers at once in the request. */
  runJobs: boolean;
  pollingIntervalSeconds?: number;
  /**
   * How often mails left pending without a send-email job (a crash between the commit and the queueing) are queued again;
   * also how old such a mail must be. Once at start-up too. MAIL_SWEEP_INTERVAL_SECONDS.
   */
  sweepIntervalMs?: number;
  /** How long one send-email job may run before pg-boss takes it back and retries it. MAIL_JOB_EXPIRE_SECONDS. */
  jobExpireSeconds?: number;
  /** How often pg-boss expires the jobs of a process that died (and archives old ones). JOB_MAINTENANCE_INTERVAL_SECONDS. */
  jobMaintenanceIntervalSeconds?: number;
}

/** Mails delivered at once by one instance: the send-email workers, each fetching one job at a time. */
export const SEND_EMAIL_WORKERS = 4;
/**
 * The advisory locks under which a server sets up pg-boss on PostgreSQL, one server after the other (issue 17 item 6).
 * pg-boss 10 locks its own schema creation, but each server first asks whether the schema exists and then waits for that
 * lock inside a transaction begun before the wait: a server that waited behind another one's creation still saw no schema
 * and failed on what the other had just made ('duplicate key value violates unique constraint "pg_namespace_nspname_index"',
 * found by CI's browser tests on two servers). Under this lock the question is asked only once the other server is done.
 */
export const JOB_SCHEMA_LOCK = 'emisja:job-schema';
export const JOB_QUEUES_LOCK = 'emisja:job-queues';
const DEFAULT_JOB_EXPIRE_SECONDS = 60;
/** Each wait of an SMTP send (connection, greeting, idle socket); below the default job expiry. */
const SMTP_TIMEOUT_MS = 30_000;

// E-mail pipeline (product-decisions section 8): outbox row in the action's transaction -> pg-boss job -> transport, with
// retries and exponential back-off; at-least-once, deduplicated by the outbox id.
// Crash recovery (docs/decisions/050-crash-recovery-and-delivery-guarantees.md): a job cut off by a crash is expired after
// MAIL_JOB_EXPIRE_SECONDS by pg-boss's maintenance (every JOB_MAINTENANCE_INTERVAL_SECONDS) and retried; a committed mail
// whose job was never queued is queued by the sweeper (at start-up and every MAIL_SWEEP_INTERVAL_SECONDS). A mail handed to
// the SMTP server but not yet marked sent when the process died is sent again: the receiver can drop it by its
// X-Emisja-Outbox-Id header.
export default fp<MailerOptions>(
  async (app, options) => {
    const jobExpireSeconds = options.jobExpireSeconds ?? DEFAULT_JOB_EXPIRE_SECONDS;
    // nodemailer waits up to 10 minutes on an idle socket: a hung SMTP server would hold a worker that long.
    const transport = options.smtpUrl
      ? createSmtpTransport(options.smtpUrl, options.mailFrom, { timeoutMs: SMTP_TIMEOUT_MS })
      : createDevMailboxTransport();

    // The outbox ids this instance is delivering now: a second job of one of them (the retry of a job whose send outlived
    // the job's expiry) ends without sending, so a slow send is not sent twice; should that send fail, the mail stays
    // pending without a job and the sweeper queues it again.
    const delivering = new Set<string>();
    const deliver = async (outboxId: string, isLastAttempt: boolean) => {
      if (delivering.has(outboxId)) return;
      delivering.add(outboxId);
      try {
        const result = await deliverOutboxEmail(app.db, transport, outboxId, isLastAttempt);
        if (!result.skipped && transport.name === 'dev-mailbox') {
          // The mail's links carry tokens, so they are not logged; the mailbox page shows them.
          app.log.info({ outboxId, subject: result.email.subject }, 'e-mail kept in the development mailbox (/dev/mailbox)');
        }
      } finally {
        delivering.delete(outboxId);
      }
    };

    let boss: PgBoss | null = null;
    if (options.runJobs) {
      boss = new PgBoss({
        db: { executeSql: app.database.executeSql },
        schema: 'pgboss',
        supervise: true,
        migrate: true,
        // Expires the active jobs of a process that died; pg-boss's default (2 minutes) adds that much to a crash's delay.
        maintenanceIntervalSeconds: options.jobMaintenanceIntervalSeconds ?? 30,
      });
      boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
      // pg-boss 10 creates a queue (its row, partition table and foreign key) without a lock of its own: two servers starting
      // together on one database deadlocked creating their queues (found by the browser tests on two servers,
      // docs/decisions/053-browser-tests-on-two-instances.md). Every queue of this app is created through here, one server
      // after the other; an existing queue is kept as before.
      const createQueue = boss.createQueue.bind(boss);
      boss.createQueue = (name, queueOptions) =>
        withAdvisoryLock(app.database, JOB_QUEUES_LOCK, () => createQueue(name, queueOptions));
      const jobQueue = boss;
      await withAdvisoryLock(app.database, JOB_SCHEMA_LOCK, () => jobQueue.start());
      const queue = {
        name: SEND_EMAIL_QUEUE,
        retryLimit: 5,
        retryDelay: 5,
        retryBackoff: true,
        // pg-boss's default is 15 minutes: the mail of a job active in a killed process would wait that long.
        expireInSeconds: jobExpireSeconds,
      };
      await boss.createQueue(SEND_EMAIL_QUEUE, queue);
      // createQueue keeps an existing queue as it was: a database of an earlier version gets the expiry too.
      await boss.updateQueue(SEND_EMAIL_QUEUE, queue);
      const jobs = boss;
      for (let index = 0; index < SEND_EMAIL_WORKERS; index++) {
        let workerId: string | undefined = undefined;
        workerId = await jobs.work<{ outboxId: string }>(
          SEND_EMAIL_QUEUE,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1, batchSize: 1, includeMetadata: true },
          async ([job]) => {
            if (!job) return;
            await deliver(job.data.outboxId, job.retryCount >= job.retryLimit);
            // A worker waits its polling interval after every job: a backlog of mails (500 invitations at once) would go
            // out at one a second. After a sent mail it fetches the next one at once.
            if (workerId) jobs.notifyWorker(workerId);
          },
        );
      }
    }

    const dispatch = async (outboxIds: string[]) => {
      for (const outboxId of outboxIds) {
        if (boss) {
          // The singleton key does not deduplicate on a standard queue (pg-boss 10); deliverOutboxEmail skips a mail that
          // is no longer pending, and the sweeper queues only mails without a live job.
          await boss.send(SEND_EMAIL_QUEUE, { outboxId }, { singletonKey: outboxId, expireInSeconds: jobExpireSeconds });
        } else {
          await deliver(outboxId, true).catch((error: unknown) =>
            app.log.error({ err: error, outboxId }, 'e-mail delivery failed'),
          );
        }
      }
    };

    const sweepIntervalMs = options.sweepIntervalMs ?? 30_000;
    let sweeping: Promise<void> = Promise.resolve();
    const sweep = () => {
      sweeping = findLostDispatches(app.db, new Date(Date.now() - sweepIntervalMs))
        .then(dispatch)
        .catch((error: unknown) => app.log.error({ err: error }, 'outbox sweep failed'));
    };
    const sweeper = boss ? setInterval(sweep, sweepIntervalMs) : null;
    sweeper?.unref();
    // After a crash: the mails committed but never queued go out now, not a sweep interval later.
    if (boss) sweep();

    const dispatchAfterCommit = async (outboxIds: readonly (string | null)[], log: FastifyBaseLogger) => {
      const ids = outboxIds.filter((id): id is string => id !== null);
      if (ids.length === 0) return;
      await dispatch(ids).catch((error: unknown) =>
        log.error({ err: error, outboxIds: ids }, 'e-mail dispatch failed; the outbox sweeper will queue it again'),
      );
    };

    app.decorate('jobs', boss);
    app.decorate('mailer', {
      transport,
      enqueue: enqueueEmail,
      dispatch,
      dispatchAfterCommit,
      async send(email) {
        const id = await enqueueEmail(app.db, email);
        await dispatch([id]);
        return id;
      },
    } satisfies Mailer);

    app.addHook('onClose', async () => {
      if (sweeper) clearInterval(sweeper);
      await sweeping;
      // 3 s for running jobs: with the at most 5 s for requests in flight (plugins/graceful-stop.ts) the stop stays within its
      // 10 s (server.ts) with time left for closing the database on a busy machine.
      if (boss) await boss.stop({ graceful: true, wait: true, timeout: 3000 });
      transport.close();
    });
  },
  { name: 'mailer', dependencies: ['db'] },
);
