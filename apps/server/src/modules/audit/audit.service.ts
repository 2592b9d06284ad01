import type { RequestContext } from '../../lib/request-context.ts';
import type { DbExecutor } from '../../db/client.ts';
import { findAuditChangesWithKey, insertAuditRow, replaceAuditChange } from './audit.repository.ts';

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
}

/** Writes one audit entry for a change or event of the request `context` (its landing page and client address). */
export async function writeAudit(
  db: DbExecutor,
  context: Pick<RequestContext, 'landing' | 'ip'>,
  entry: AuditEntry,
): Promise<void> {
  await insertAuditRow(db, {
    landingPageId: entry.landingId ?? context.landing.id,
    actorUserId: entry.actor.userId,
    actorLabel: entry.actor.label ?? null,
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
