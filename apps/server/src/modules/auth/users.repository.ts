import { and, eq, isNull, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { ContextType } from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import { inLanding } from '../../db/tenant-scope.ts';
import { advisors, userContexts, users } from '../../db/schema/index.ts';

// The accounts of authentication: platform-wide users (one e-mail), their passwords and TOTP, and their contexts (the right to
// use a panel of a landing page). Statements that decide who gets in (claiming a TOTP step) are single atomic UPDATEs, so
// concurrent requests cannot both win.

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

/** The account may log in again (activation, by link or by hand); an active account is left untouched. */
export async function setUserActive(db: DbExecutor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ isActive: true })
    .where(and(eq(users.id, userId), eq(users.isActive, false)));
}

/** A new account without a password; nothing when the e-mail has one (a concurrent twin too: ON CONFLICT DO NOTHING). */
export async function insertUserIfAbsent(
  db: DbExecutor,
  person: { email: string; firstName: string; surname: string },
): Promise<void> {
  await db.insert(users).values(person).onConflictDoNothing({ target: users.email });
}

export async function updateUserEmail(db: DbExecutor, userId: string, email: string): Promise<void> {
  await db.update(users).set({ email }).where(eq(users.id, userId));
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

/**
 * A context row the user may enter (issue 17, item 10): the advisor-panel context of an advisor not (yet or any more) active
 * on the landing page (created with the advisor, status 'initial' until activation) does not count, so an investor with the
 * same e-mail can neither switch into it nor see it listed. Users without an advisor row (none in the demo) keep theirs.
 */
function enterable(db: DbExecutor, landingId: string): SQL {
  const inactiveAdvisor = db
    .select({ one: sql`1` })
    .from(advisors)
    .where(inLanding(advisors, landingId, eq(advisors.userId, userContexts.userId), ne(advisors.status, 'active')));
  return or(ne(userContexts.contextType, 'advisor-panel'), notExists(inactiveAdvisor)) as SQL;
}

export async function findUserContexts(db: DbExecutor, userId: string, landingId: string) {
  return db
    .select({ landingId: userContexts.landingPageId, contextType: userContexts.contextType })
    .from(userContexts)
    .where(inLanding(userContexts, landingId, eq(userContexts.userId, userId), enterable(db, landingId)))
    .orderBy(userContexts.contextType);
}

export async function insertUserContext(db: DbExecutor, userId: string, landingId: string, contextType: ContextType) {
  await db
    .insert(userContexts)
    .values({ userId, landingPageId: landingId, contextType })
    .onConflictDoNothing({ target: [userContexts.userId, userContexts.landingPageId, userContexts.contextType] });
}

export async function deleteUserContext(db: DbExecutor, userId: string, landingId: string, contextType: ContextType) {
  await db
    .delete(userContexts)
    .where(inLanding(userContexts, landingId, eq(userContexts.userId, userId), eq(userContexts.contextType, contextType)));
}

export async function hasUserContext(db: DbExecutor, userId: string, landingId: string, contextType: ContextType) {
  const rows = await db
    .select({ id: userContexts.id })
    .from(userContexts)
    .where(
      inLanding(
        userContexts,
        landingId,
        eq(userContexts.userId, userId),
        eq(userContexts.contextType, contextType),
        enterable(db, landingId),
      ),
    )
    .limit(1);
  return rows.length === 1;
}
