import { IMPERSONATION_LIFETIME_SECONDS, type TImpersonationResponse, type TStartImpersonationRequest } from '@emisja/shared';
import { accessDenied, conflict, forbidden, impersonationForbidden, notFound } from '../../lib/app-error.ts';
import { requireSession, type AdvisorActor, type RequestContext } from '../../lib/request-context.ts';
import type { Db } from '../../db/client.ts';
import { findExpiredImpersonationStarts, lockImpersonationStartWithoutEnd, writeAudit } from '../audit/audit.service.ts';
import type { AuthKeys } from '../auth/auth-keys.ts';
import { assertPanelOpen, revokeSession, startImpersonatedSession } from '../auth/session.service.ts';
import { findImpersonationTarget, resolveImpersonationUserId } from './impersonation.repository.ts';

// Impersonation (product-decisions section 11, docs/decisions/043): an admin opens the panel of an advisor or an investor of
// their landing page as that user, to help them. The session lasts 30 minutes, cannot be refreshed, cannot change the user's
// password, 2FA or e-mail (lib/request-context.ts `requireOwnSession`) and every request of it is audited under both users.

/**
 * `POST /api/advisor/impersonation/{userId}`; the id may also be an advisor's or an investor's of this landing page (the ids
 * the panel's screens know). Refused: a caller who is not an admin, or is impersonating already (403); a user
 * unknown, inactive or without the panel on this landing page (404, whatever another landing page holds); an admin, the
 * caller included (403).
 */
export async function startImpersonation(
  context: RequestContext,
  keys: AuthKeys,
  actor: AdvisorActor,
  userId: string,
  input: TStartImpersonationRequest,
): Promise<TImpersonationResponse> {
  const admin = requireSession(context);
  if (admin.impersonatorUserId) throw impersonationForbidden();
  if (!actor.isAdmin) throw forbidden();
  const targetUserId = await resolveImpersonationUserId(context.db, context.landing.id, userId);
  const target = targetUserId ? await findImpersonationTarget(context.db, context.landing.id, targetUserId) : null;
  if (!target?.isActive || target.contextTypes.length === 0) throw notFound();
  if (target.isAdmin || target.id === admin.userId) throw accessDenied();
  const contextType = input?.contextType ?? (target.contextTypes.includes('advisor-panel') ? 'advisor-panel' : 'investor-panel');
  if (!target.contextTypes.includes(contextType)) throw notFound();
  await assertPanelOpen(context, contextType);

  const expiresAt = new Date(Date.now() + IMPERSONATION_LIFETIME_SECONDS * 1000);
  const { accessToken } = await context.db.transaction(async (tx) => {
    const started = await startImpersonatedSession(
      tx,
      context,
      keys,
      { user: target, contextType, impersonatorUserId: admin.userId },
      IMPERSONATION_LIFETIME_SECONDS,
    );
    await writeAudit(tx, context, {
      action: 'impersonation-started',
      actor: { userId: admin.userId, label: admin.email },
      entity: { type: 'user', id: target.id },
      metadata: { contextType, userEmail: target.email, familyId: started.familyId, expiresAt: expiresAt.toISOString() },
      impersonatorUserId: null,
    });
    return started;
  });
  return {
    accessToken,
    expiresAt: expiresAt.toISOString(),
    contextType,
    user: { id: target.id, email: target.email },
    impersonator: { id: admin.userId, email: admin.email },
  };
}

/**
 * `POST /api/advisor/impersonation/end` and `/investor-api/impersonation/end`: the impersonated session stops at once (the
 * web returns to the admin's own tokens, which it kept). 409 in a session that is not impersonated.
 */
export async function endImpersonation(context: RequestContext): Promise<void> {
  const session = requireSession(context);
  const adminUserId = session.impersonatorUserId;
  if (!adminUserId) throw conflict();
  await context.db.transaction(async (tx) => {
    await revokeSession(tx, session);
    await writeAudit(tx, context, {
      action: 'impersonation-ended',
      actor: { userId: adminUserId },
      entity: { type: 'user', id: session.userId },
      metadata: { contextType: session.contextType, userEmail: session.email, familyId: session.familyId },
      impersonatorUserId: null,
    });
  });
}

/**
 * One request of an impersonated session, recorded under both users (actor: the user, impersonator: the admin), after the
 * answer: its method, route pattern, parameters and status. Query strings and bodies are left out (they may carry personal
 * data); the changes a request makes have audit rows of their own, also under both users.
 */
export async function auditImpersonatedRequest(
  context: RequestContext,
  request: { method: string; route: string; params: unknown; statusCode: number },
): Promise<void> {
  const session = context.session;
  if (!session?.impersonatorUserId) return;
  await writeAudit(context.db, context, {
    action: 'impersonated-request',
    actor: { userId: session.userId, label: session.email },
    metadata: {
      method: request.method,
      route: request.route,
      ...(request.params && typeof request.params === 'object' && Object.keys(request.params).length > 0
        ? { params: request.params }
        : {}),
      statusCode: request.statusCode,
    },
  });
}

/**
 * Records the end of every impersonated session that expired before `now` without being ended (docs/decisions/048), so the
 * trail shows a start and an end for each: `impersonation-ended` with the admin as actor, the user as the record and
 * `metadata.reason: 'expired'`, `endedAt` the session's expiry. Run every few minutes by the jobs (plugins/lifecycle-jobs.ts)
 * with the clock as a parameter; safe to repeat and to run on two instances at once (the start row is locked, then checked
 * again). Returns how many ends it recorded.
 */
export async function recordExpiredImpersonations(db: Db, now: Date, options: { landingPageId?: string } = {}): Promise<number> {
  const starts = await findExpiredImpersonationStarts(db, now, options);
  let recorded = 0;
  for (const start of starts) {
    const isRecorded = await db.transaction(async (tx) => {
      const row = await lockImpersonationStartWithoutEnd(tx, start.id);
      if (!row?.landingPageId || !row.entityId) return false;
      const metadata = (row.metadata ?? {}) as {
        contextType?: string;
        userEmail?: string;
        familyId?: string;
        expiresAt?: string;
      };
      await writeAudit(
        tx,
        { landing: { id: row.landingPageId }, ip: null },
        {
          action: 'impersonation-ended',
          actor: { userId: row.actorUserId },
          entity: { type: 'user', id: row.entityId },
          metadata: {
            contextType: metadata.contextType,
            userEmail: metadata.userEmail,
            familyId: metadata.familyId,
            reason: 'expired',
            endedAt: metadata.expiresAt,
          },
          impersonatorUserId: null,
        },
      );
      return true;
    });
    if (isRecorded) recorded += 1;
  }
  return recorded;
}
