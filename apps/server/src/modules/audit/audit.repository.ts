import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

// The one writer of `audit_log` (docs/decisions/024-request-context.md): security events and every change of an entity.

export interface AuditRow {
  landingPageId: string | null;
  actorUserId: string | null;
  /** A name or the e-mail as typed (failed logins of unknown accounts); never a password or a token. */
  actorLabel: string | null;
  action: string;
  entityType: string | null;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  metadata: Record<string, unknown> | null;
  ip: string | null;
}

export async function insertAuditRow(db: DbExecutor, row: AuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

/** Up to `limit` rows about `entityType` entities, after `afterId`, whose `before` or `after` holds the key `key`. */
export async function findAuditChangesWithKey(
  db: DbExecutor,
  entityType: string,
  key: string,
  afterId: number,
  limit: number,
): Promise<{ id: number; before: unknown; after: unknown }[]> {
  return db
    .select({ id: auditLog.id, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, entityType),
        gt(auditLog.id, afterId),
        or(sql`${auditLog.before} ? ${key}`, sql`${auditLog.after} ? ${key}`),
      ),
    )
    .orderBy(asc(auditLog.id))
    .limit(limit);
}

/** Replaces a row's before/after when they are still `expected` (a row changed meanwhile is left alone); true when replaced. */
export async function replaceAuditChange(
  db: DbExecutor,
  id: number,
  expected: { before: unknown; after: unknown },
  next: { before: unknown; after: unknown },
): Promise<boolean> {
  // A JSON parameter, or SQL null for a column that was null (JSON.stringify(null) would be the JSON value null).
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  const rows = await db
    .update(auditLog)
    .set(next)
    .where(
      and(
        eq(auditLog.id, id),
        sql`${auditLog.before} is not distinct from ${json(expected.before)}::jsonb`,
        sql`${auditLog.after} is not distinct from ${json(expected.after)}::jsonb`,
      ),
    )
    .returning({ id: auditLog.id });
  return rows.length === 1;
}
