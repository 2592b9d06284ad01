import type { TAuditRow, TListQuery } from '@emisja/shared';
import type { AdvisorActor, AuthSession, Landing, RequestContext } from '../../lib/request-context.ts';
import type { DbExecutor } from '../../db/client.ts';
import { forbidden } from '../../lib/app-error.ts';
import { mapListPage, type ListPage } from '../../lib/list-query/index.ts';
import {
  findAuditChangesWithKey,
  findAuditRows,
  insertAuditRow,
  replaceAuditChange,
  type AuditListRow,
} from './audit.repository.ts';
import { toCsv } from '../../lib/csv.ts';

// The expired impersonations without an end row, for the impersonation module's sweep (docs/decisions/048).
export { findExpiredImpersonationStarts, lockImpersonationStartWithoutEnd } from './audit.repository.ts';

// The audit log (security events and entity changes: who, what, when, from where, before/after). Every module writes it
// through `writeAudit`, in the transaction of the change it records, so the entry exists exactly when the change does.

export interface AuditEntry {
  action: string;
  /** Who: the user (null when there is no account, e.g. a failed login of an unknown e-mail) and how to name them. */
  actor: { userId: string | null; label?: string | null };
  /** What was changed; none for an event about the actor alone. */
  entity?: { type: string; id: string } | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  metadata?: Record<string, unknown> | null;
  /** Another landing page than the request's, when the event belongs there (a refresh token of another tenant). */
  landingId?: string;
  /**
   * The admin behind the request; by default the impersonator of the context's session (docs/decisions/043), so every change
   * made in an impersonated session is recorded under both users. Null: none (the start and end of an impersonation).
   */
  impersonatorUserId?: string | null;
}

/** Writes one audit entry for a change or event of the request `context` (its landing page, client address and session). */
export async function writeAudit(
  db: DbExecutor,
  context: { readonly landing: Pick<Landing, 'id'>; readonly ip: string | null; readonly session?: AuthSession | null },
  entry: AuditEntry,
): Promise<void> {
  await insertAuditRow(db, {
    landingPageId: entry.landingId ?? context.landing.id,
    actorUserId: entry.actor.userId,
    actorLabel: entry.actor.label ?? null,
    impersonatorUserId:
      entry.impersonatorUserId === undefined ? (context.session?.impersonatorUserId ?? null) : entry.impersonatorUserId,
    action: entry.action,
    entityType: entry.entity?.type ?? null,
    entityId: entry.entity?.id ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    metadata: entry.metadata ?? null,
    ip: context.ip,
  });
}

/**
 * Rewrites one key of the recorded changes (`before`/`after`) of `entityType` entities where `shouldRewrite` says so, e.g. a
 * personal number that earlier versions recorded in clear text and is now recorded masked (docs/decisions/032). Idempotent;
 * returns how many rows changed. The rest of each row stays as it was.
 */
export async function rewriteAuditedValues(
  db: DbExecutor,
  entityType: string,
  key: string,
  shouldRewrite: (value: unknown) => boolean,
  rewrite: (value: unknown) => unknown,
): Promise<number> {
  const rewriteIn = (change: unknown): unknown => {
    if (typeof change !== 'object' || change === null || Array.isArray(change)) return change;
    const record = change as Record<string, unknown>;
    return Object.hasOwn(record, key) && shouldRewrite(record[key]) ? { ...record, [key]: rewrite(record[key]) } : change;
  };
  let changed = 0;
  for (let afterId = 0; ;) {
    const rows = await findAuditChangesWithKey(db, entityType, key, afterId, 500);
    if (rows.length === 0) return changed;
    for (const row of rows) {
      const next = { before: rewriteIn(row.before), after: rewriteIn(row.after) };
      if (next.before === row.before && next.after === row.after) continue;
      if (await replaceAuditChange(db, row.id, row, next)) changed += 1;
    }
    afterId = rows.at(-1)?.id ?? afterId;
  }
}

export function toAuditRow(row: AuditListRow): TAuditRow {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    action: row.action,
    actor: { userId: row.actorUserId, label: row.actorEmail ?? row.actorLabel },
    impersonator: row.impersonatorUserId ? { userId: row.impersonatorUserId, label: row.impersonatorEmail } : null,
    entityType: row.entityType,
    entityId: row.entityId,
    ip: row.ip,
    before: asRecord(row.before),
    after: asRecord(row.after),
    metadata: asRecord(row.metadata),
  };
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** `GET /api/advisor/audit`: the landing page's audit rows, for its admins only (issue 15; advisors and coordinators 403). */
export async function listAuditRows(
  context: RequestContext,
  actor: AdvisorActor,
  query: TListQuery,
  options: { withTotal?: boolean } = {},
): Promise<ListPage<TAuditRow>> {
  if (!actor.isAdmin) throw forbidden();
  return mapListPage(await findAuditRows(context.db, context.landing.id, query, options), toAuditRow);
}

const CSV_COLUMNS = ['createdAt', 'actor', 'impersonator', 'action', 'entityType', 'entityId', 'ip', 'metadata'] as const;

/** `GET /api/advisor/audit.csv`: every row the filters select (up to the list's load-all limit), as CSV with a header line. */
export async function exportAuditRows(context: RequestContext, actor: AdvisorActor, query: TListQuery): Promise<string> {
  const page = await listAuditRows(context, actor, query);
  return toCsv(
    CSV_COLUMNS,
    page.rows.map((row) => [
      row.createdAt,
      row.actor.label,
      row.impersonator?.label ?? null,
      row.action,
      row.entityType,
      row.entityId,
      row.ip,
      row.metadata ? JSON.stringify(row.metadata) : null,
    ]),
  );
}
