import type { RequestContext } from '../../lib/request-context.ts';
import type { DbExecutor } from '../../db/client.ts';
import { insertAuditRow } from './audit.repository.ts';

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
