import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { inLanding, landingRow } from '../../db/tenant-scope.ts';
import { advisorNetworks, advisors, investors, userContexts, users } from '../../db/schema/index.ts';

// The advisor and investor profiles behind an account on a landing page, as authentication reads them (who may enter which
// panel, what the active user's data shows) and the activation changes them.

export async function findAdvisorOfUser(db: DbExecutor, landingId: string, userId: string) {
  const rows = await db
    .select({
      id: advisors.id,
      status: advisors.status,
      role: advisors.role,
      firstName: advisors.firstName,
      surname: advisors.surname,
    })
    .from(advisors)
    .where(inLanding(advisors, landingId, eq(advisors.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findAdvisorByEmail(db: DbExecutor, landingId: string, email: string) {
  const rows = await db
    .select({ id: advisors.id, userId: advisors.userId, status: advisors.status, email: advisors.email })
    .from(advisors)
    .where(inLanding(advisors, landingId, eq(advisors.email, email)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findAdvisorById(db: DbExecutor, landingId: string, advisorId: string) {
  const rows = await db
    .select({
      id: advisors.id,
      userId: advisors.userId,
      status: advisors.status,
      email: advisors.email,
      firstName: advisors.firstName,
    })
    .from(advisors)
    .where(landingRow(advisors, landingId, advisorId))
    .limit(1);
  return rows[0] ?? null;
}

export async function findAdvisorNetworks(db: DbExecutor, landingId: string, advisorId: string) {
  return db
    .select({ networkId: advisorNetworks.networkId, isCoordinator: advisorNetworks.isCoordinator })
    .from(advisorNetworks)
    .where(inLanding(advisorNetworks, landingId, eq(advisorNetworks.advisorId, advisorId)))
    .orderBy(advisorNetworks.networkId);
}

/** Activation: initial -> active (spec section 4); false when the advisor is no longer awaiting activation. */
export async function activateAdvisor(db: DbExecutor, landingId: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(advisors)
    .set({ status: 'active' })
    .where(inLanding(advisors, landingId, eq(advisors.userId, userId), eq(advisors.status, 'initial')))
    .returning({ id: advisors.id });
  return rows.length === 1;
}

export async function findInvestorByEmail(db: DbExecutor, landingId: string, email: string) {
  const rows = await db
    .select({ id: investors.id, userId: investors.userId })
    .from(investors)
    .where(inLanding(investors, landingId, eq(investors.email, email)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findInvestorOfUser(db: DbExecutor, landingId: string, userId: string) {
  const rows = await db
    .select({ id: investors.id, firstName: investors.firstName, surname: investors.surname })
    .from(investors)
    .where(inLanding(investors, landingId, eq(investors.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Whether the user's account belongs to this advisor alone: no other context, advisor profile or investor profile. */
export async function isUserOnlyThisAdvisor(
  db: DbExecutor,
  user: { userId: string; landingPageId: string; advisorId: string },
): Promise<boolean> {
  const [row] = await db
    .select({
      others: sql<number>`(
        (select count(*) from ${userContexts} where ${userContexts.userId} = ${user.userId} and not
          (${userContexts.landingPageId} = ${user.landingPageId} and ${userContexts.contextType} = 'advisor-panel'))
        + (select count(*) from ${advisors} where ${advisors.userId} = ${user.userId} and ${advisors.id} <> ${user.advisorId})
        + (select count(*) from ${investors} where ${investors.userId} = ${user.userId})
      )::int`,
    })
    .from(users)
    .where(eq(users.id, user.userId));
  return row?.others === 0;
}
