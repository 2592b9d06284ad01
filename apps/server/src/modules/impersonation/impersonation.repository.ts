import { and, eq, sql } from 'drizzle-orm';
import type { ContextType } from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import { advisors, investors, userContexts, users } from '../../db/schema/index.ts';

// The one read of the impersonation module (docs/decisions/043): who a user is on a landing page, to decide whether an admin
// may open their panel. The session itself is the auth module's (session.service.ts).

export interface ImpersonationTarget {
  id: string;
  email: string;
  isActive: boolean;
  /** The panels the user holds on the landing page. */
  contextTypes: ContextType[];
  /** The user is an admin (issuer) of the landing page: nobody impersonates them. */
  isAdmin: boolean;
}

/**
 * The user behind `id`: a user id, or the id of an advisor or an investor of the landing page (the ids the panel's screens
 * show). Null when it is none of them.
 */
export async function resolveImpersonationUserId(db: DbExecutor, landingPageId: string, id: string): Promise<string | null> {
  const rows = await db
    .select({ userId: users.id })
    .from(users)
    .where(eq(users.id, id))
    .unionAll(
      db
        .select({ userId: advisors.userId })
        .from(advisors)
        .where(and(eq(advisors.landingPageId, landingPageId), eq(advisors.id, id))),
    )
    .unionAll(
      db
        .select({ userId: investors.userId })
        .from(investors)
        .where(and(eq(investors.landingPageId, landingPageId), eq(investors.id, id))),
    )
    .limit(1);
  return rows[0]?.userId ?? null;
}

export async function findImpersonationTarget(
  db: DbExecutor,
  landingPageId: string,
  userId: string,
): Promise<ImpersonationTarget | null> {
  const contexts = db
    .select({ contextType: userContexts.contextType })
    .from(userContexts)
    .where(and(eq(userContexts.userId, users.id), eq(userContexts.landingPageId, landingPageId)));
  const admin = db
    .select({ one: sql`1` })
    .from(advisors)
    .where(and(eq(advisors.landingPageId, landingPageId), eq(advisors.userId, users.id), eq(advisors.role, 'admin')));
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      isActive: users.isActive,
      contextTypes: sql<ContextType[]>`array(${contexts})`,
      isAdmin: sql<boolean>`exists(${admin})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}
