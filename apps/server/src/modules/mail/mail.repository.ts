import { and, desc, eq, getTableColumns, ilike, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { escapeLikePattern } from '../../lib/list-query/index.ts';
import { emailOutbox, type OutboxTransport } from '../../db/schema/index.ts';

export type OutboxRow = typeof emailOutbox.$inferSelect;
export type NewOutboxRow = typeof emailOutbox.$inferInsert;

export async function insertOutboxEmail(db: DbExecutor, row: NewOutboxRow): Promise<string> {
  const [inserted] = await db.insert(emailOutbox).values(row).returning({ id: emailOutbox.id });
  return inserted!.id;
}

export async function findOutboxEmail(db: DbExecutor, id: string): Promise<OutboxRow | null> {
  const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function markOutboxEmailSent(db: DbExecutor, id: string, transport: OutboxTransport, messageId: string) {
  await db
    .update(emailOutbox)
    .set({
      status: 'sent',
      transport,
      messageId,
      sentAt: new Date(),
      attempts: sql`${emailOutbox.attempts} + 1`,
      lastError: null,
    })
    .where(eq(emailOutbox.id, id));
}

export async function markOutboxEmailAttemptFailed(db: DbExecutor, id: string, error: string, isFinal: boolean) {
  await db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      lastError: error.slice(0, 1000),
      ...(isFinal ? { status: 'failed' as const } : {}),
    })
    .where(eq(emailOutbox.id, id));
}

/**
 * Pending mails older than `olderThan` that no live job of `queue` (created, retry or active in pg-boss's job table) will
 * send: their dispatch was lost (a crash between the commit and the queueing, or a failed dispatch). A mail whose job waits
 * or runs is left to that job, so a backlog is never queued twice.
 */
export async function findStalePendingEmailIds(
  db: DbExecutor,
  options: { olderThan: Date; queue: string; limit?: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'pending'),
        lt(emailOutbox.createdAt, options.olderThan),
        sql`not exists (select 1 from pgboss.job j where j.name = ${options.queue}
              and j.state < 'completed' and j.data->>'outboxId' = ${emailOutbox.id}::text)`,
      ),
    )
    .orderBy(emailOutbox.createdAt)
    .limit(options.limit ?? 500);
  return rows.map((row) => row.id);
}

/** A mail as the development mailbox lists it: everything but the rendered HTML, which is loaded for the opened mail only. */
export type MailboxListRow = Omit<OutboxRow, 'html'>;

/**
 * One page of the development mailbox, newest first (ties broken by id, so pages never overlap): `limit` rows from `offset`,
 * optionally only mails whose recipient contains `recipient` (case-insensitive). Backed by email_outbox_created_at_idx.
 */
export async function findMailboxEmails(
  db: DbExecutor,
  options: { recipient: string | null; offset: number; limit: number },
): Promise<MailboxListRow[]> {
  const { html: _html, ...columns } = getTableColumns(emailOutbox);
  return db
    .select(columns)
    .from(emailOutbox)
    .where(options.recipient ? ilike(emailOutbox.toAddress, `%${escapeLikePattern(options.recipient)}%`) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .offset(options.offset)
    .limit(options.limit);
}
