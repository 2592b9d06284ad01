import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { advisorNetworks, advisors } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { AuthSession } from '../auth/session.service.ts';

// Who is acting in the advisor panel and what they may reach (product-decisions section 2). Every advisor-panel module (advisors,
// documents, campaigns, offers) starts from this, so the role rules exist once.

export interface AdvisorActor {
  userId: string;
  landingPageId: string;
  advisorId: string;
  /** The issuer's admin: manages everything on the landing page. */
  isAdmin: boolean;
  /** Networks the advisor belongs to (invitations go "to own networks"). */
  memberNetworkIds: string[];
  /** Networks the advisor coordinates: advisors and offers there are theirs to manage. */
  coordinatedNetworkIds: string[];
}

/** The acting advisor of an advisor-panel session; 403 when the user has no active advisor profile on this landing page. */
export async function loadAdvisorActor(db: DbExecutor, session: AuthSession): Promise<AdvisorActor> {
  const rows = await db
    .select({
      advisorId: advisors.id,
      role: advisors.role,
      status: advisors.status,
      networkId: advisorNetworks.networkId,
      isCoordinator: advisorNetworks.isCoordinator,
    })
    .from(advisors)
    .leftJoin(advisorNetworks, eq(advisorNetworks.advisorId, advisors.id))
    .where(and(eq(advisors.landingPageId, session.landingId), eq(advisors.userId, session.userId)));
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

/** Admins and coordinators manage advisors (product-decisions section 2); a plain advisor gets 403. */
export function canManageAdvisors(actor: AdvisorActor): boolean {
  return actor.isAdmin || actor.coordinatedNetworkIds.length > 0;
}

/** The networks whose advisors the actor manages: every network for an admin. */
export function managedNetworkScope(actor: AdvisorActor): readonly string[] | 'all' {
  return actor.isAdmin ? 'all' : actor.coordinatedNetworkIds;
}

export function requireAdmin(actor: AdvisorActor): void {
  if (!actor.isAdmin) throw forbidden();
}
