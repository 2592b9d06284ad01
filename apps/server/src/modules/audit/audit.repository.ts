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
