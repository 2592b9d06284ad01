import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { rememberTwoFactorTokens } from '../../db/schema/index.ts';
import { intervalOfSeconds } from '../../db/sql-helpers.ts';

// "Remember this device" for the second factor (product-decisions section 5: 30 days, bound to the user).

export async function insertRememberTwoFactorToken(
  db: DbExecutor,
  token: { tokenHash: string; userId: string; lifetimeSeconds: number },
): Promise<void> {
  await db.insert(rememberTwoFactorTokens).values({
    tokenHash: token.tokenHash,
    userId: token.userId,
    expiresAt: sql`now() + ${intervalOfSeconds(token.lifetimeSeconds)}`,
  });
}

/** Only the user's own unexpired token counts: another user's token is ignored. */
export async function isRememberTwoFactorTokenValid(db: DbExecutor, userId: string, tokenHash: string): Promise<boolean> {
  const rows = await db
    .select({ id: rememberTwoFactorTokens.id })
    .from(rememberTwoFactorTokens)
    .where(
      and(
        eq(rememberTwoFactorTokens.tokenHash, tokenHash),
        eq(rememberTwoFactorTokens.userId, userId),
        gt(rememberTwoFactorTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return rows.length === 1;
}

export async function deleteRememberTwoFactorTokens(db: DbExecutor, userId: string): Promise<void> {
  await db.delete(rememberTwoFactorTokens).where(eq(rememberTwoFactorTokens.userId, userId));
}

export async function deleteExpiredRememberTwoFactorTokens(db: DbExecutor, userId: string): Promise<void> {
  await db
    .delete(rememberTwoFactorTokens)
    .where(and(eq(rememberTwoFactorTokens.userId, userId), lte(rememberTwoFactorTokens.expiresAt, sql`now()`)));
}
