import { and, eq, exists, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ContextType } from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import { refreshTokens, userContexts, users } from '../../db/schema/index.ts';
import { preparedPerExecutor } from '../../db/prepared-query.ts';
import { intervalOfSeconds } from '../../db/sql-helpers.ts';

// Sessions (docs/decisions/009-tokens-and-sessions.md): refresh tokens, one family per login, rotated on every use, 30 days
// absolute from the login; and the state that decides whether an access token still works. Rotations are single atomic
// UPDATEs: of concurrent uses of one refresh token exactly one wins.

/**
 * What decides whether an access token still works (plugins/auth.ts), in one query: the user is active, the session
 * (refresh family) is not revoked or over, and the user still holds the token's context.
 */
const sessionStateQuery = preparedPerExecutor((db) => {
  // Subqueries built by the query builder: their columns are qualified (inside select fields a sql`` template is not).
  const activeFamilyToken = db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sql.placeholder('familyId')),
        eq(refreshTokens.userId, users.id),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    );
  const context = db
    .select({ one: sql`1` })
    .from(userContexts)
    .where(
      and(
        eq(userContexts.userId, users.id),
        eq(userContexts.landingPageId, sql.placeholder('landingId')),
        eq(userContexts.contextType, sql.placeholder('contextType')),
      ),
    );
  return db
    .select({
      email: users.email,
      isActive: users.isActive,
      passwordChangedAt: users.passwordChangedAt,
      isSessionActive: sql<boolean>`${exists(activeFamilyToken)}`,
      hasContext: sql<boolean>`${exists(context)}`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('');
});

export async function findSessionState(
  db: DbExecutor,
  session: { userId: string; familyId: string; landingId: string; contextType: ContextType },
) {
  const rows = await sessionStateQuery(db).execute({
    userId: session.userId,
    familyId: session.familyId,
    landingId: session.landingId,
    contextType: session.contextType,
  });
  return rows[0] ?? null;
}

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** A token that can still be used: never rotated, not revoked, not past its family's expiry. */
const isCurrentToken = and(
  isNull(refreshTokens.rotatedAt),
  isNull(refreshTokens.revokedAt),
  gt(refreshTokens.expiresAt, sql`now()`),
);

/**
 * Marks the current token matching `conditions` rotated and returns it, or null. Every rotation is this one UPDATE, so the
 * rule that of concurrent rotations exactly one gets the row (a used token is no longer current) holds for all of them.
 */
async function rotateCurrentToken(db: DbExecutor, ...conditions: (SQL | undefined)[]): Promise<RefreshTokenRow | null> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(and(...conditions, isCurrentToken))
    .returning();
  return rows[0] ?? null;
}

export async function insertRefreshToken(
  db: DbExecutor,
  token: {
    tokenHash: string;
    userId: string;
    landingId: string;
    contextType: ContextType;
    familyId: string;
    /** A new family: the lifetime from now; a rotation: the family's expiry, kept. */
    expires: { lifetimeSeconds: number } | { at: Date };
    ip: string | null;
    userAgent: string | null;
  },
): Promise<void> {
  await db.insert(refreshTokens).values({
    tokenHash: token.tokenHash,
    userId: token.userId,
    landingPageId: token.landingId,
    contextType: token.contextType,
    familyId: token.familyId,
    expiresAt: 'at' in token.expires ? token.expires.at : sql`now() + ${intervalOfSeconds(token.expires.lifetimeSeconds)}`,
    ip: token.ip,
    userAgent: token.userAgent,
  });
}

/**
 * Rotation in one statement: of concurrent uses of one refresh token exactly one gets the row. A token of another landing
 * page or panel is not touched.
 */
export async function rotateRefreshToken(
  db: DbExecutor,
  tokenHash: string,
  scope: { landingId: string; contextType: ContextType },
): Promise<RefreshTokenRow | null> {
  return rotateCurrentToken(
    db,
    eq(refreshTokens.tokenHash, tokenHash),
    eq(refreshTokens.landingPageId, scope.landingId),
    eq(refreshTokens.contextType, scope.contextType),
  );
}

/**
 * The reuse grace (docs/decisions/067-refresh-reuse-grace.md): a token rotated less than `graceSeconds` ago, presented
 * again on its landing page and panel, rotates its family's current token instead of counting as a replay. A family has
 * at most one current token (every rotation issues one and every issue rotates one), so that token was issued after the
 * presented one was rotated; it must be of the same landing page and panel. The presented row is locked first, so
 * concurrent grace uses of one token take turns and each sees the token its predecessor issued (now() is the start of a
 * transaction, which may be older than the rotation it waited for, so no timestamps are compared between rows). Null
 * when the token is unknown, revoked, not rotated, rotated too long ago, or its family has no current token of that panel.
 */
export async function rotateWithinGrace(
  db: DbExecutor,
  tokenHash: string,
  scope: { landingId: string; contextType: ContextType },
  graceSeconds: number,
): Promise<RefreshTokenRow | null> {
  const [presented] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        eq(refreshTokens.landingPageId, scope.landingId),
        eq(refreshTokens.contextType, scope.contextType),
      ),
    )
    .for('update');
  if (!presented) return null;
  const earlier = alias(refreshTokens, 'presented');
  const recentlyRotated = db
    .select({ one: sql`1` })
    .from(earlier)
    .where(
      and(
        eq(earlier.tokenHash, tokenHash),
        eq(earlier.familyId, refreshTokens.familyId),
        isNull(earlier.revokedAt),
        gt(earlier.rotatedAt, sql`now() - ${intervalOfSeconds(graceSeconds)}`),
      ),
    );
  return rotateCurrentToken(
    db,
    eq(refreshTokens.familyId, presented.familyId),
    eq(refreshTokens.landingPageId, scope.landingId),
    eq(refreshTokens.contextType, scope.contextType),
    exists(recentlyRotated),
  );
}

/**
 * Rotates the current (newest) token of a family; used when the session moves to another context. With `tokenHash`, only
 * when that token is the family's current one (the caller proved it holds the session's refresh token).
 */
export async function rotateFamilyHead(
  db: DbExecutor,
  familyId: string,
  userId: string,
  tokenHash?: string,
): Promise<RefreshTokenRow | null> {
  return rotateCurrentToken(
    db,
    eq(refreshTokens.familyId, familyId),
    eq(refreshTokens.userId, userId),
    tokenHash === undefined ? undefined : eq(refreshTokens.tokenHash, tokenHash),
  );
}

export async function findRefreshToken(db: DbExecutor, tokenHash: string): Promise<RefreshTokenRow | null> {
  const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return rows[0] ?? null;
}

export async function revokeRefreshFamily(db: DbExecutor, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of the user (password change or reset). */
export async function revokeAllRefreshFamilies(db: DbExecutor, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session that was ever in this panel of the landing page (an archived advisor), whatever panel it is in now. */
export async function revokeSessionsOfContext(
  db: DbExecutor,
  context: { userId: string; landingId: string; contextType: ContextType },
): Promise<void> {
  const families = db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, context.userId),
        eq(refreshTokens.landingPageId, context.landingId),
        eq(refreshTokens.contextType, context.contextType),
      ),
    );
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(isNull(refreshTokens.revokedAt), inArray(refreshTokens.familyId, families)));
}
