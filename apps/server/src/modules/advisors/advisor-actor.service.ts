import type { DbExecutor } from '../../db/client.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { AdvisorActor, AuthSession } from '../../lib/request-context.ts';
import { findAdvisorActorRows } from './advisors.repository.ts';

// Who is acting in the advisor panel and what they may reach (product-decisions section 2). Every advisor-panel module (advisors,
// documents, campaigns, offers) starts from the request context's `advisorActor()`, loaded here, so the role rules exist once.

/** The acting advisor of an advisor-panel session; 403 when the user has no active advisor profile on this landing page. */
export async function loadAdvisorActor(db: DbExecutor, session: AuthSession): Promise<AdvisorActor> {
  const rows = await findAdvisorActorRows(db, session.landingId, session.userId);
  const first = rows[0];
  if (!first || first.status !== 'active') throw forbidden();
  const memberNetworkIds: string[] = [];
  const coordinatedNetworkIds: string[] = [];
  for (const row of rows) {
    if (row.networkId === null) continue;
    memberNetworkIds.push(row.networkId);
    if (row.isCoordinator) coordinatedNetworkIds.push(row.networkId);
  }
  return {
    userId: session.userId,
    landingPageId: session.landingId,
    advisorId: first.advisorId,
    isAdmin: first.role === 'admin',
    memberNetworkIds,
    coordinatedNetworkIds,
  };
}

/**
 * Admins and coordinators manage advisors and see the offers of networks (product-decisions section 2); a plain advisor
 * does neither.
 */
export function isAdminOrCoordinator(actor: AdvisorActor): boolean {
  return actor.isAdmin || actor.coordinatedNetworkIds.length > 0;
}

/** The networks whose advisors the actor manages: every network for an admin. */
export function managedNetworkScope(actor: AdvisorActor): readonly string[] | 'all' {
  return actor.isAdmin ? 'all' : actor.coordinatedNetworkIds;
}

/**
 * Who may do what with an investor's offer and what hangs off it (its investment and payment schedule; product-decisions
 * sections 2 and 10, docs/decisions/017): its owner, a coordinator of its network and the admin see it; only a coordinator of
 * its network or the admin manages it (confirms payments, records schedule payments, changes the owner).
 */
export function offerAccessOf(
  actor: AdvisorActor,
  offer: { ownerAdvisorId: string; networkId: string },
): { canSee: boolean; canManage: boolean } {
  const canManage = actor.isAdmin || actor.coordinatedNetworkIds.includes(offer.networkId);
  return { canSee: canManage || offer.ownerAdvisorId === actor.advisorId, canManage };
}

export function requireAdmin(actor: AdvisorActor): void {
  if (!actor.isAdmin) throw forbidden();
}
