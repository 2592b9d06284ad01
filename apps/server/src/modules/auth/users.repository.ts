import { and, eq, exists, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { ContextType } from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import {
  advisorNetworks,
  advisors,
  auditLog,
  investors,
  oneTimeTokens,
  refreshTokens,
  rememberTwoFactorTokens,
  userContexts,
  users,
  type OneTimeTokenPurpose,
} from '../../db/schema/index.ts';

// Every SQL statement of authentication. Statements that decide who gets in (redeeming a link, rotating a refresh token,
// claiming a TOTP step, counting failed logins) are single atomic UPDATEs, so concurrent requests cannot both win.

const seconds = (value: number) => sql.raw(`interval '${Math.trunc(value)} seconds'`);

// ---------------------------------------------------------------------------------------------------------------------------
// Users and contexts.

const userColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  firstName: users.firstName,
  surname: users.surname,
  isActive: users.isActive,
  totpSecret: users.totpSecret,
  totpEnabledAt: users.totpEnabledAt,
  totpPendingSecret: users.totpPendingSecret,
  totpLastUsedStep: users.totpLastUsedStep,
  passwordChangedAt: users.passwordChangedAt,
  isLocked: sql<boolean>`coalesce(${users.lockedUntil} > now(), false)`,
};

export async function findUserByEmail(db: DbExecutor, email: string) {
  const rows = await db.select(userColumns).from(users).where(eq(users.email, email)).limit(1);
  return rows[0] ?? null;
}
export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

export async function findUserById(db: DbExecutor, userId: string): Promise<UserRow | null> {
  const rows = await db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0] ?? null;
}

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
  const isNewWindow = sql`(${users.failedLoginWindowStartedAt} is null or ${users.failedLoginWindowStartedAt} <= now() - ${seconds(limits.windowSeconds)})`;
  const count = sql`(case when ${isNewWindow} then 1 else ${users.failedLoginCount} + 1 end)`;
  const rows = await db
    .update(users)
    .set({
      failedLoginCount: count,
      failedLoginWindowStartedAt: sql`case when ${isNewWindow} then now() else ${users.failedLoginWindowStartedAt} end`,
      lockedUntil: sql`case when ${count} = ${limits.maxFailures} then now() + ${seconds(limits.lockSeconds)} else ${users.lockedUntil} end`,
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

/** A new password: earlier access tokens stop working (their `iat` is before `password_changed_at`), the lock is lifted. */
export async function updatePassword(db: DbExecutor, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash,
      passwordChangedAt: sql`now()`,
      failedLoginCount: 0,
      failedLoginWindowStartedAt: null,
      lockedUntil: null,
    })
    .where(eq(users.id, userId));
}

export async function setUserActive(db: DbExecutor, userId: string): Promise<void> {
  await db.update(users).set({ isActive: true }).where(eq(users.id, userId));
}

export async function setPendingTotpSecret(db: DbExecutor, userId: string, sealedSecret: string): Promise<void> {
  await db.update(users).set({ totpPendingSecret: sealedSecret }).where(eq(users.id, userId));
}

/** The pending secret becomes the active one; `step` is the time step of the code that confirmed it (no replay). */
export async function enableTotp(db: DbExecutor, userId: string, sealedSecret: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpSecret: sealedSecret, totpPendingSecret: null, totpEnabledAt: sql`now()`, totpLastUsedStep: step })
    .where(and(eq(users.id, userId), eq(users.totpPendingSecret, sealedSecret)))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function disableTotp(db: DbExecutor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastUsedStep: null })
    .where(eq(users.id, userId));
}

/** Records that a TOTP code of `step` was used; false when that step (or a later one) was already used: a replay. */
export async function claimTotpStep(db: DbExecutor, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastUsedStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastUsedStep), sql`${users.totpLastUsedStep} < ${step}`)))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function findUserContexts(db: DbExecutor, userId: string, landingId: string) {
  return db
    .select({ landingId: userContexts.landingPageId, contextType: userContexts.contextType })
    .from(userContexts)
    .where(and(eq(userContexts.userId, userId), eq(userContexts.landingPageId, landingId)))
    .orderBy(userContexts.contextType);
}

export async function hasUserContext(db: DbExecutor, userId: string, landingId: string, contextType: ContextType) {
  const rows = await db
    .select({ id: userContexts.id })
    .from(userContexts)
    .where(
      and(eq(userContexts.userId, userId), eq(userContexts.landingPageId, landingId), eq(userContexts.contextType, contextType)),
    )
    .limit(1);
  return rows.length === 1;
}

/**
 * What decides whether an access token still works (plugins/auth.ts), in one query: the user is active, the session
 * (refresh family) is not revoked or over, and the user still holds the token's context.
 */
export async function findSessionState(
  db: DbExecutor,
  session: { userId: string; familyId: string; landingId: string; contextType: ContextType },
) {
  // Subqueries built by the query builder: their columns are qualified (inside select fields a sql`` template is not).
  const activeFamilyToken = db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, session.familyId),
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
        eq(userContexts.landingPageId, session.landingId),
        eq(userContexts.contextType, session.contextType),
      ),
    );
  const rows = await db
    .select({
      email: users.email,
      isActive: users.isActive,
      passwordChangedAt: users.passwordChangedAt,
      isSessionActive: sql<boolean>`${exists(activeFamilyToken)}`,
      hasContext: sql<boolean>`${exists(context)}`,
    })
    .from(users)
    .where(eq(users.id, session.userId))
    .limit(1);
  return rows[0] ?? null;
}

// ---------------------------------------------------------------------------------------------------------------------------
// Advisors and investors of a landing page.

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
    .where(and(eq(advisors.landingPageId, landingId), eq(advisors.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findAdvisorByEmail(db: DbExecutor, landingId: string, email: string) {
  const rows = await db
    .select({ id: advisors.id, userId: advisors.userId, status: advisors.status, email: advisors.email })
    .from(advisors)
    .where(and(eq(advisors.landingPageId, landingId), eq(advisors.email, email)))
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
    .where(and(eq(advisors.landingPageId, landingId), eq(advisors.id, advisorId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findAdvisorNetworks(db: DbExecutor, landingId: string, advisorId: string) {
  return db
    .select({ networkId: advisorNetworks.networkId, isCoordinator: advisorNetworks.isCoordinator })
    .from(advisorNetworks)
    .where(and(eq(advisorNetworks.landingPageId, landingId), eq(advisorNetworks.advisorId, advisorId)))
    .orderBy(advisorNetworks.networkId);
}

/** Activation: initial -> active (spec section 4); false when the advisor is no longer awaiting activation. */
export async function activateAdvisor(db: DbExecutor, landingId: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(advisors)
    .set({ status: 'active' })
    .where(and(eq(advisors.landingPageId, landingId), eq(advisors.userId, userId), eq(advisors.status, 'initial')))
    .returning({ id: advisors.id });
  return rows.length === 1;
}

export async function findInvestorByEmail(db: DbExecutor, landingId: string, email: string) {
  const rows = await db
    .select({ id: investors.id, userId: investors.userId })
    .from(investors)
    .where(and(eq(investors.landingPageId, landingId), eq(investors.email, email)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findInvestorOfUser(db: DbExecutor, landingId: string, userId: string) {
  const rows = await db
    .select({ id: investors.id, firstName: investors.firstName, surname: investors.surname })
    .from(investors)
    .where(and(eq(investors.landingPageId, landingId), eq(investors.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

// ---------------------------------------------------------------------------------------------------------------------------
// One-time tokens (login links, activation and password-reset links, the pending second factor).

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

/** "A new link invalidates older ones" (product-decisions section 5). */
export async function revokeUnusedTokens(
  db: DbExecutor,
  scope: { userId: string; purpose: OneTimeTokenPurpose; landingId: string },
): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.userId, scope.userId),
        eq(oneTimeTokens.purpose, scope.purpose),
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
    expiresAt: sql`now() + ${seconds(token.lifetimeSeconds)}`,
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

// ---------------------------------------------------------------------------------------------------------------------------
// Refresh tokens: one family per login, rotated on every use, 30 days absolute from the login.

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

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
    expiresAt: 'at' in token.expires ? token.expires.at : sql`now() + ${seconds(token.expires.lifetimeSeconds)}`,
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
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        eq(refreshTokens.landingPageId, scope.landingId),
        eq(refreshTokens.contextType, scope.contextType),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** Rotates the current (newest) token of a family; used when the session moves to another context. */
export async function rotateFamilyHead(db: DbExecutor, familyId: string, userId: string): Promise<RefreshTokenRow | null> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return rows[0] ?? null;
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

// ---------------------------------------------------------------------------------------------------------------------------
// "Remember this device" for the second factor.

export async function insertRememberTwoFactorToken(
  db: DbExecutor,
  token: { tokenHash: string; userId: string; lifetimeSeconds: number },
): Promise<void> {
  await db.insert(rememberTwoFactorTokens).values({
    tokenHash: token.tokenHash,
    userId: token.userId,
    expiresAt: sql`now() + ${seconds(token.lifetimeSeconds)}`,
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

// ---------------------------------------------------------------------------------------------------------------------------
// Audit log.

export interface AuditEvent {
  landingId: string | null;
  actorUserId: string | null;
  /** The e-mail as typed for failed logins of unknown accounts; never a password or a token. */
  actorLabel: string | null;
  action: string;
  metadata?: Record<string, unknown>;
  ip: string | null;
}

export async function insertAuditEvent(db: DbExecutor, event: AuditEvent): Promise<void> {
  await db.insert(auditLog).values({
    landingPageId: event.landingId,
    actorUserId: event.actorUserId,
    actorLabel: event.actorLabel,
    action: event.action,
    entityType: event.actorUserId ? 'user' : null,
    entityId: event.actorUserId,
    metadata: event.metadata ?? null,
    ip: event.ip,
  });
}
