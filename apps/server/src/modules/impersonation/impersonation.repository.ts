import { and, eq, sql } from 'drizzle-orm';
import type { ContextType } from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import { advisors, userContexts, users } from '../../db/schema/index.ts';

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
