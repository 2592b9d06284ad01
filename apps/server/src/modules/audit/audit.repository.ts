import { and, asc, eq, gt, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TListQuery } from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import { inLanding } from '../../db/tenant-scope.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { buildListQuery, countAll, defineListColumns, paged, readListPage, type ListPage } from '../../lib/list-query/index.ts';

// The one writer of `audit_log` (docs/decisions/024-request-context.md): security events and every change of an entity.

export interface AuditRow {
  landingPageId: string | null;
  actorUserId: string | null;
  /** A name or the e-mail as typed (failed logins of unknown accounts); never a password or a token. */
  actorLabel: string | null;
  /** The admin behind an impersonated session (docs/decisions/043). */
  impersonatorUserId?: string | null;
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

/**
 * No `impersonation-ended` row of the same landing page names the start row's session family. The inner `audit_log` is
 * aliased, so `audit_log` inside names the outer (start) row.
 */
function hasNoImpersonationEnd() {
  return notExists(
    sql`(select 1 from ${auditLog} as impersonation_end where impersonation_end.action = 'impersonation-ended'
      and impersonation_end.landing_page_id = ${auditLog.landingPageId}
      and impersonation_end.metadata->>'familyId' = ${auditLog.metadata}->>'familyId')`,
  );
}

export interface ImpersonationStartRow {
  id: number;
  landingPageId: string | null;
  actorUserId: string | null;
  entityId: string | null;
  metadata: unknown;
}

const IMPERSONATION_START_COLUMNS = {
  id: auditLog.id,
  landingPageId: auditLog.landingPageId,
  actorUserId: auditLog.actorUserId,
  entityId: auditLog.entityId,
  metadata: auditLog.metadata,
};

/**
 * The `impersonation-started` rows whose session expired before `now` (metadata `expiresAt`) and that have no end row yet
 * (docs/decisions/048), oldest first; of one landing page when `landingPageId` is given.
 */
export async function findExpiredImpersonationStarts(
  db: DbExecutor,
  now: Date,
  options: { landingPageId?: string; limit?: number } = {},
): Promise<ImpersonationStartRow[]> {
  return db
    .select(IMPERSONATION_START_COLUMNS)
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'impersonation-started'),
        options.landingPageId === undefined ? undefined : eq(auditLog.landingPageId, options.landingPageId),
        sql`(${auditLog.metadata}->>'expiresAt')::timestamptz < ${now.toISOString()}::timestamptz`,
        hasNoImpersonationEnd(),
      ),
    )
    .orderBy(asc(auditLog.id))
    .limit(options.limit ?? 500);
}

/**
 * The start row `id`, locked until the transaction ends, if it still has no end row: two instances recording the same
 * expiry serialise here, and the second, reading again after the first committed, finds the end row and skips it.
 */
export async function lockImpersonationStartWithoutEnd(db: DbExecutor, id: number): Promise<ImpersonationStartRow | null> {
  const [locked] = await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.id, id)).for('update');
  if (!locked) return null;
  const [row] = await db
    .select(IMPERSONATION_START_COLUMNS)
    .from(auditLog)
    .where(and(eq(auditLog.id, id), hasNoImpersonationEnd()));
  return row ?? null;
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

// ---------------------------------------------------------------------------------------------------------------------------
// The audit trail (issue 15): the landing page's rows with the e-mails of the actor and of the impersonating admin.

const actorUser = alias(users, 'actor_user');
const impersonatorUser = alias(users, 'impersonator_user');
const actorName = sql<string>`coalesce(${actorUser.email}, ${auditLog.actorLabel}, '')`;

/** Filters and sorting of the audit trail (packages/shared/src/schemas/audit.ts). */
export const AUDIT_LIST = defineListColumns(
  {
    actor: { column: actorName, operators: ['like', 'leq'], joins: ['actor'] },
    impersonator: { column: impersonatorUser.email, operators: ['like', 'leq'], joins: ['impersonator'] },
    action: { column: auditLog.action, operators: ['like', 'leq'], sortable: true },
    entityType: { column: auditLog.entityType, operators: ['leq'], sortable: true },
    entityId: { column: auditLog.entityId, operators: ['leq'] },
    createdAt: { column: auditLog.createdAt, operators: ['gte', 'lte'], sortable: true },
    // The web's date range filter writes its two ends as columns of their own (components/ui/data-table).
    createdAtFrom: { column: auditLog.createdAt, operators: ['gte'] },
    createdAtTo: { column: auditLog.createdAt, operators: ['lte'] },
  },
  { defaultSort: { column: 'createdAt', order: 'desc' }, tiebreaker: auditLog.id },
);

export type AuditListRow = Awaited<ReturnType<typeof auditListStatements>['rows']>[number];

function auditListStatements(db: DbExecutor, landingPageId: string, query: TListQuery) {
  const list = buildListQuery(AUDIT_LIST, query);
  const where = inLanding(auditLog, landingPageId, list.where);
  return {
    rows: paged(
      db
        .select({
          id: auditLog.id,
          createdAt: auditLog.createdAt,
          action: auditLog.action,
          actorUserId: auditLog.actorUserId,
          actorLabel: auditLog.actorLabel,
          actorEmail: actorUser.email,
          impersonatorUserId: auditLog.impersonatorUserId,
          impersonatorEmail: impersonatorUser.email,
          entityType: auditLog.entityType,
          entityId: auditLog.entityId,
          ip: auditLog.ip,
          before: auditLog.before,
          after: auditLog.after,
          metadata: auditLog.metadata,
        })
        .from(auditLog)
        .leftJoin(actorUser, eq(actorUser.id, auditLog.actorUserId))
        .leftJoin(impersonatorUser, eq(impersonatorUser.id, auditLog.impersonatorUserId))
        .where(where)
        .$dynamic(),
      list,
    ),
    count: db
      .select({ total: countAll() })
      .from(auditLog)
      .leftJoin(actorUser, eq(actorUser.id, auditLog.actorUserId))
      .leftJoin(impersonatorUser, eq(impersonatorUser.id, auditLog.impersonatorUserId))
      .where(where),
  };
}

/** One page of the landing page's audit rows, filtered and sorted as `query` says (validated against AUDIT_LIST). */
export async function findAuditRows(
  db: DbExecutor,
  landingPageId: string,
  query: TListQuery,
  options: { withTotal?: boolean } = {},
): Promise<ListPage<AuditListRow>> {
  return readListPage(db, auditListStatements(db, landingPageId, query), options.withTotal);
}
