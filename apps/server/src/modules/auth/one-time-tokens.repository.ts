import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { oneTimeTokens, type OneTimeTokenPurpose } from '../../db/schema/index.ts';
import { intervalOfSeconds } from '../../db/sql-helpers.ts';

// One-time tokens (product-decisions section 5): login links, activation and password-reset links, the pending second factor.
// Redeeming one is a single atomic UPDATE, so of concurrent redemptions exactly one gets the row.

export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;

interface TokenKey {
  tokenHash: string;
  purpose: OneTimeTokenPurpose;
  landingId: string;
}

const isTokenUsable = (key: TokenKey) =>
  and(
    eq(oneTimeTokens.tokenHash, key.tokenHash),
    eq(oneTimeTokens.purpose, key.purpose),
    eq(oneTimeTokens.landingPageId, key.landingId),
    isNull(oneTimeTokens.usedAt),
    isNull(oneTimeTokens.revokedAt),
    gt(oneTimeTokens.expiresAt, sql`now()`),
  );

/**
 * The user's unused tokens of these purposes on the landing page stop working: "a new link invalidates older ones"
 * (product-decisions section 5), and an archive or an e-mail change leaves no link pointing at the account.
 */
export async function revokeUnusedTokens(
  db: DbExecutor,
  scope: { userId: string; landingId: string; purposes: readonly OneTimeTokenPurpose[] },
): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.userId, scope.userId),
        inArray(oneTimeTokens.purpose, [...scope.purposes]),
        eq(oneTimeTokens.landingPageId, scope.landingId),
        isNull(oneTimeTokens.usedAt),
        isNull(oneTimeTokens.revokedAt),
      ),
    );
}

export async function insertOneTimeToken(
  db: DbExecutor,
  token: {
    tokenHash: string;
    purpose: OneTimeTokenPurpose;
    landingId: string;
    userId: string;
    lifetimeSeconds: number;
    metadata?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(oneTimeTokens).values({
    tokenHash: token.tokenHash,
    purpose: token.purpose,
    landingPageId: token.landingId,
    userId: token.userId,
    expiresAt: sql`now() + ${intervalOfSeconds(token.lifetimeSeconds)}`,
    metadata: token.metadata ?? null,
  });
}

/** Uses the token up, in one statement: of any number of concurrent redemptions exactly one gets the row. */
export async function redeemOneTimeToken(db: DbExecutor, key: TokenKey): Promise<OneTimeTokenRow | null> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(isTokenUsable(key))
    .returning();
  return rows[0] ?? null;
}

/** Reads a usable token without using it up (the activation page shows whose account it is). */
export async function findUsableOneTimeToken(db: DbExecutor, key: TokenKey): Promise<OneTimeTokenRow | null> {
  const rows = await db.select().from(oneTimeTokens).where(isTokenUsable(key)).limit(1);
  return rows[0] ?? null;
}

/**
 * Takes one of the token's `maxAttempts` tries before a code is checked, so concurrent guesses cannot exceed the limit; the
 * try that reaches the limit also revokes the token unless it succeeds (see `revokeOneTimeTokenIfExhausted`).
 */
export async function takeTokenAttempt(db: DbExecutor, key: TokenKey, maxAttempts: number): Promise<OneTimeTokenRow | null> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ attempts: sql`${oneTimeTokens.attempts} + 1` })
    .where(and(isTokenUsable(key), sql`${oneTimeTokens.attempts} < ${maxAttempts}`))
    .returning();
  return rows[0] ?? null;
}

export async function revokeOneTimeTokenIfExhausted(db: DbExecutor, tokenId: string, maxAttempts: number): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(oneTimeTokens.id, tokenId), isNull(oneTimeTokens.revokedAt), sql`${oneTimeTokens.attempts} >= ${maxAttempts}`));
}

/** Uses up a token already found by id (the pending second factor, once its code was right). */
export async function redeemOneTimeTokenById(db: DbExecutor, tokenId: string): Promise<boolean> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.id, tokenId),
        isNull(oneTimeTokens.usedAt),
        isNull(oneTimeTokens.revokedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: oneTimeTokens.id });
  return rows.length === 1;
}
