import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
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

/** Pending mails older than `olderThan`: their dispatch was lost (crash between commit and enqueue) and must be retried. */
export async function findStalePendingEmailIds(db: DbExecutor, olderThan: Date, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), lt(emailOutbox.createdAt, olderThan)))
    .orderBy(emailOutbox.createdAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function listMailboxEmails(db: DbExecutor, limit: number) {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
}
