import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { intervalOfSeconds } from '../../db/sql-helpers.ts';

// The per-account lockout (product-decisions section 5): failed logins counted on the user row, in one atomic UPDATE each.

/**
 * Counts a failed login of the account with this e-mail (nothing happens for an unknown e-mail, in the same statement, so
 * both cost the same): failures within `windowSeconds` add up, and the failure that reaches `maxFailures` locks the
 * account for `lockSeconds`. Answers whether this failure locked it.
 */
export async function recordFailedLogin(
  db: DbExecutor,
  email: string,
  limits: { windowSeconds: number; maxFailures: number; lockSeconds: number },
): Promise<{ userId: string; isLockedNow: boolean } | null> {
  const isNewWindow = sql`(${users.failedLoginWindowStartedAt} is null or ${users.failedLoginWindowStartedAt} <= now() - ${intervalOfSeconds(limits.windowSeconds)})`;
  const count = sql`(case when ${isNewWindow} then 1 else ${users.failedLoginCount} + 1 end)`;
  const rows = await db
    .update(users)
    .set({
      failedLoginCount: count,
      failedLoginWindowStartedAt: sql`case when ${isNewWindow} then now() else ${users.failedLoginWindowStartedAt} end`,
      lockedUntil: sql`case when ${count} = ${limits.maxFailures} then now() + ${intervalOfSeconds(limits.lockSeconds)} else ${users.lockedUntil} end`,
    })
    .where(eq(users.email, email))
    .returning({ userId: users.id, failedLoginCount: users.failedLoginCount });
  const row = rows[0];
  return row ? { userId: row.userId, isLockedNow: row.failedLoginCount === limits.maxFailures } : null;
}

export async function clearFailedLogins(db: DbExecutor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ failedLoginCount: 0, failedLoginWindowStartedAt: null, lockedUntil: null })
    .where(and(eq(users.id, userId), or(gt(users.failedLoginCount, 0), sql`${users.lockedUntil} is not null`)));
}
