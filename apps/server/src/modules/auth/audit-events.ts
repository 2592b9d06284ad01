import type { DbExecutor } from '../../db/client.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { writeAudit } from '../audit/audit.service.ts';

/**
 * A security event in the audit log (logins, links, sessions, passwords, 2FA): who (the user, or the e-mail as typed when there
 * is no account), what, from where; the entity is the user the event is about.
 */
export async function auditSecurityEvent(
  db: DbExecutor,
  context: Pick<RequestContext, 'landing' | 'ip'>,
  action: string,
  event: { userId: string | null; label?: string | null; metadata?: Record<string, unknown>; landingId?: string },
): Promise<void> {
  await writeAudit(db, context, {
    action,
    actor: { userId: event.userId, label: event.label ?? null },
    entity: event.userId ? { type: 'user', id: event.userId } : null,
    metadata: event.metadata ?? null,
    ...(event.landingId === undefined ? {} : { landingId: event.landingId }),
  });
}
