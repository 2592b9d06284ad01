import { sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.ts';

/** The cheapest statement that proves the database answers. */
export async function pingDatabase(db: DbExecutor): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The outbox e-mails not sent yet: how many, and the age of the oldest (the outbox lag; 0 when none waits). */
export async function findOutboxBacklog(database: Database): Promise<{ pending: number; oldestAgeSeconds: number }> {
  // `status, created_at` is indexed (db/schema/mail.ts): the minimum is one index read.
  const { rows } = await database.executeSql(
    `select count(*)::int as pending,
            coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest_age_seconds
       from email_outbox where status = 'pending'`,
    [],
  );
  const row = rows[0] ?? {};
  return { pending: Number(row.pending ?? 0), oldestAgeSeconds: Math.max(0, Number(row.oldest_age_seconds ?? 0)) };
}

export interface QueueDepth {
  queue: string;
  state: string;
  jobs: number;
}

/** Jobs of pg-boss's queues (schema pgboss) waiting or running, per queue and state. */
export async function findJobQueueDepths(database: Database): Promise<QueueDepth[]> {
  const { rows } = await database.executeSql(
    `select name as queue, state::text as state, count(*)::int as jobs
       from pgboss.job where state in ('created', 'retry', 'active') group by name, state`,
    [],
  );
  return rows.map((row) => ({ queue: String(row.queue), state: String(row.state), jobs: Number(row.jobs) }));
}
