import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { DbExecutor } from '../db/client.ts';
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
  /** How often lost dispatches (crash between commit and queueing) are looked for. */
  sweepIntervalMs?: number;
}

// E-mail pipeline (product-decisions section 8): outbox row in the action's transaction -> pg-boss job -> transport, with
// retries and exponential back-off; at-least-once, deduplicated by the outbox id.
export default fp<MailerOptions>(
  async (app, options) => {
    const transport = options.smtpUrl ? createSmtpTransport(options.smtpUrl, options.mailFrom) : createDevMailboxTransport();

    const deliver = async (outboxId: string, isLastAttempt: boolean) => {
      const result = await deliverOutboxEmail(app.db, transport, outboxId, isLastAttempt);
      if (!result.skipped && transport.name === 'dev-mailbox') {
        // The mail's links carry tokens, so they are not logged; the mailbox page shows them.
        app.log.info({ outboxId, subject: result.email.subject }, 'e-mail kept in the development mailbox (/dev/mailbox)');
      }
    };

    let boss: PgBoss | null = null;
    if (options.runJobs) {
      boss = new PgBoss({ db: { executeSql: app.database.executeSql }, schema: 'pgboss', supervise: true, migrate: true });
      boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
      await boss.start();
      await boss.createQueue(SEND_EMAIL_QUEUE, { name: SEND_EMAIL_QUEUE, retryLimit: 5, retryDelay: 5, retryBackoff: true });
      await boss.work<{ outboxId: string }>(
        SEND_EMAIL_QUEUE,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1, batchSize: 1, includeMetadata: true },
        async ([job]) => {
          if (job) await deliver(job.data.outboxId, job.retryCount >= job.retryLimit);
        },
      );
    }

    const dispatch = async (outboxIds: string[]) => {
      for (const outboxId of outboxIds) {
        if (boss) {
          await boss.send(SEND_EMAIL_QUEUE, { outboxId }, { singletonKey: outboxId });
        } else {
          await deliver(outboxId, true).catch((error: unknown) =>
            app.log.error({ err: error, outboxId }, 'e-mail delivery failed'),
          );
        }
      }
    };

    const sweeper = boss
      ? setInterval(() => {
          findLostDispatches(app.db, new Date(Date.now() - 60_000))
            .then(dispatch)
            .catch((error: unknown) => app.log.error({ err: error }, 'outbox sweep failed'));
        }, options.sweepIntervalMs ?? 30_000)
      : null;
    sweeper?.unref();

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
      if (boss) await boss.stop({ graceful: true, wait: true, timeout: 5000 });
      transport.close();
    });
  },
  { name: 'mailer', dependencies: ['db'] },
);
