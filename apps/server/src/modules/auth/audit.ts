import type { DbExecutor } from '../../db/client.ts';
import { insertAuditEvent } from './auth.repository.ts';
import type { RequestOrigin } from './session.service.ts';

/** A security event in the audit log: who (user id, or the e-mail as typed when there is no account), what, where from. */
export async function audit(
  db: DbExecutor,
  origin: RequestOrigin,
  action: string,
  actor: { userId: string | null; label?: string | null },
  metadata?: Record<string, unknown>,
): Promise<void> {
  await insertAuditEvent(db, {
    landingId: origin.landingId,
    actorUserId: actor.userId,
    actorLabel: actor.label ?? null,
    action,
    metadata,
    ip: origin.ip,
  });
}
