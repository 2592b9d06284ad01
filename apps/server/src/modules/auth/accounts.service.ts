import type { DbExecutor } from '../../db/client.ts';
import { revokeUnusedTokens } from './one-time-tokens.repository.ts';
import { isUserOnlyThisAdvisor } from './profiles.repository.ts';
import { revokeSessionsOfContext } from './sessions.repository.ts';
import {
  deleteUserContext,
  findUserByEmail,
  findUserById,
  insertUserContext,
  insertUserIfAbsent,
  setUserActive,
  updateUserEmail,
  type UserRow,
} from './users.repository.ts';

// The login accounts behind the advisors of the advisors module (product-decisions section 2): one platform-wide user per
// e-mail, with the advisor-panel context of a landing page. Other modules change accounts only through here, in their own
// transaction (`db`).

/** An account as other modules see it: never its password or secrets, only whether it has a password. */
export interface AccountSummary {
  id: string;
  email: string;
  hasPassword: boolean;
}

const summaryOf = (user: UserRow | null): AccountSummary | null =>
  user ? { id: user.id, email: user.email, hasPassword: user.passwordHash !== null } : null;

export async function findAccountByEmail(db: DbExecutor, email: string): Promise<AccountSummary | null> {
  return summaryOf(await findUserByEmail(db, email));
}

export async function findAccountById(db: DbExecutor, userId: string): Promise<AccountSummary | null> {
  return summaryOf(await findUserById(db, userId));
}

/**
 * The account of this e-mail, created without a password when there is none. A concurrent request creating the same account
 * makes the insert do nothing; the read then finds that request's account.
 */
export async function findOrCreateAccount(
  db: DbExecutor,
  person: { email: string; firstName: string; surname: string },
): Promise<string> {
  await insertUserIfAbsent(db, person);
  const account = await findUserByEmail(db, person.email);
  if (!account) throw new Error('user insert returned no row');
  return account.id;
}

/** Whether the account belongs to this advisor alone: no other context, advisor profile or investor profile. */
export function isAccountOnlyThisAdvisor(
  db: DbExecutor,
  account: { userId: string; landingPageId: string; advisorId: string },
): Promise<boolean> {
  return isUserOnlyThisAdvisor(db, account);
}

export function changeAccountEmail(db: DbExecutor, userId: string, email: string): Promise<void> {
  return updateUserEmail(db, userId, email);
}

/** The account may log in again (as the activation link does: spec section 4, initial -> active). */
export function reactivateAccount(db: DbExecutor, userId: string): Promise<void> {
  return setUserActive(db, userId);
}

export function grantAdvisorPanel(db: DbExecutor, userId: string, landingPageId: string): Promise<void> {
  return insertUserContext(db, userId, landingPageId, 'advisor-panel');
}

/** Unused activation, reset and second-factor links of the account on the landing page stop working. */
export function revokeAccountLinks(
  db: DbExecutor,
  userId: string,
  landingPageId: string,
  purposes: readonly ('activation' | 'password-reset' | 'two-factor-login')[],
): Promise<void> {
  return revokeUnusedTokens(db, { userId, landingId: landingPageId, purposes });
}

/**
 * Ends the account's access to the advisor panel of the landing page (archive): the context goes, so access tokens stop at
 * once (plugins/auth.ts checks the context); every session that was ever in the advisor panel here is revoked, whatever panel
 * it is in now; unused activation, reset and second-factor links of this landing page stop working.
 */
export async function endAdvisorPanelAccess(db: DbExecutor, userId: string, landingPageId: string): Promise<void> {
  await deleteUserContext(db, userId, landingPageId, 'advisor-panel');
  await revokeSessionsOfContext(db, { userId, landingId: landingPageId, contextType: 'advisor-panel' });
  await revokeAccountLinks(db, userId, landingPageId, ['activation', 'password-reset', 'two-factor-login']);
}
