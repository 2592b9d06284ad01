import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

// The audit rows about one person (issue 17 item 8; docs/decisions/049): what the personal-data export lists, and the label
// an erasure pseudonymises. The rows themselves are never deleted here.

/** Rows of the landing page by the user, or about one of `entityIds`, oldest first. */
export function findAuditRowsAbout(db: DbExecutor, landingPageId: string, userId: string, entityIds: string[]) {
  return db
    .select({
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      ip: auditLog.ip,
      at: auditLog.createdAt,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.landingPageId, landingPageId),
        or(eq(auditLog.actorUserId, userId), entityIds.length > 0 ? inArray(auditLog.entityId, entityIds) : undefined),
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}

export async function countAuditRowsBy(db: DbExecutor, landingPageId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(eq(auditLog.landingPageId, landingPageId), eq(auditLog.actorUserId, userId)));
  return row?.count ?? 0;
}

export async function replaceActorLabel(db: DbExecutor, landingPageId: string, label: string, replacement: string) {
  await db
    .update(auditLog)
    .set({ actorLabel: replacement })
    .where(and(eq(auditLog.landingPageId, landingPageId), eq(auditLog.actorLabel, label)));
}
