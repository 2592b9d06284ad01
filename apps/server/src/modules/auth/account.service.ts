import {
  AUTH_TOKEN_LIFETIMES_SECONDS,
  ERROR_LABELS,
  type ContextType,
  type Language,
  type TActiveUserData,
  type TLoginResult,
  type TRefreshTokenResponse,
  type TTwoFactorSetupResponse,
} from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import type { OneTimeTokenPurpose } from '../../db/schema/index.ts';
import type { EmailTemplate } from '../../emails/templates.ts';
import { conflict, fieldViolation, tokenInactive, unauthorized } from '../../lib/app-error.ts';
import type { AuthSession, RequestContext } from '../../lib/request-context.ts';
import { writeEmail } from '../mail/mail.service.ts';
import { auditSecurityEvent } from './audit-events.ts';
import { hashSecret } from '../../lib/secrets.ts';
import { openTotpSecret, type AuthKeys } from './auth-keys.ts';
import {
  assertHasContext,
  continueAfterPassword,
  createPendingTotpSecret,
  isTwoFactorRequiredByLanding,
  recordLoginFailure,
} from './login.service.ts';
import { findUsableOneTimeToken, redeemOneTimeToken } from './one-time-tokens.repository.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';
import { hashPassword, verifyPasswordOfAccount } from './password.ts';
import {
  activateAdvisor,
  findAdvisorByEmail,
  findAdvisorById,
  findAdvisorNetworks,
  findAdvisorOfUser,
  findInvestorByEmail,
  findInvestorOfUser,
} from './profiles.repository.ts';
import { deleteRememberTwoFactorTokens } from './remembered-devices.repository.ts';
import { startSession } from './session.service.ts';
import { revokeAllRefreshFamilies } from './sessions.repository.ts';
import { matchTotpCode } from './totp.ts';
import {
  claimTotpStep,
  disableTotp,
  enableTotp,
  findUserByEmail,
  findUserById,
  findUserContexts,
  hasUserContext,
  setUserActive,
  updatePassword,
  type UserRow,
} from './users.repository.ts';

// The account around the login: e-mailed links (investor login, activation, password reset), passwords, the TOTP of the
// profile, and the active user's data. The "send" services tell the caller nothing about the account
// (docs/decisions/010-no-account-enumeration.md).

/**
 * Writes a one-time token for the account and its e-mail (to the account's address, in `language`: the caller's by default)
 * in one transaction, inside `db` when it is one already; the caller dispatches the returned outbox id after the commit.
 * Links point at the request's own address.
 */
async function writeLinkEmail(
  db: DbExecutor,
  context: RequestContext,
  link: {
    account: { id: string; email: string };
    purpose: OneTimeTokenPurpose;
    lifetimeSeconds: number;
    language?: Language;
  },
  template: (secret: string) => EmailTemplate,
): Promise<string> {
  const { account, purpose, lifetimeSeconds } = link;
  return db.transaction(async (tx) => {
    const secret = await issueOneTimeToken(tx, { landingId: context.landing.id, userId: account.id, purpose, lifetimeSeconds });
    const mail = { to: account.email, language: link.language ?? context.language, template: template(secret) };
    return writeEmail(tx, context, mail);
  });
}

/** The account when it is active and holds the panel's context on the request's landing page; null otherwise. */
async function activeAccountOfPanel(
  context: RequestContext,
  user: UserRow | null,
  contextType: ContextType,
): Promise<UserRow | null> {
  return user?.isActive && (await hasUserContext(context.db, user.id, context.landing.id, contextType)) ? user : null;
}

/**
 * `POST /auth/investor/send-token`: when the e-mail is an active investor of this landing page (and the investor panel is not
 * blocked), a login link valid for 10 minutes. Returns the outbox id to dispatch, or null when nothing was sent.
 */
export async function createInvestorLoginLink(context: RequestContext, email: string): Promise<string | null> {
  // A landing page that blocks the investor panel sends nothing, and says so to no one (spec section 1).
  if ((await context.configuration()).blockInvestorPanel) return null;
  const { db } = context;
  const investor = await findInvestorByEmail(db, context.landing.id, email);
  const user = await activeAccountOfPanel(context, investor && (await findUserById(db, investor.userId)), 'investor-panel');
  if (!user) return null;
  const lifetimeSeconds = AUTH_TOKEN_LIFETIMES_SECONDS.investorLoginLink;
  const outboxId = await writeLinkEmail(db, context, { account: user, purpose: 'investor-login', lifetimeSeconds }, (secret) => ({
    name: 'investor-login-link',
    data: {
      link: `${context.baseUrl}/auth/confirm-login?token=${encodeURIComponent(secret)}`,
      validForMinutes: lifetimeSeconds / 60,
    },
  }));
  await auditSecurityEvent(db, context, 'login-link-sent', { userId: user.id, label: user.email });
  return outboxId;
}

// ---------------------------------------------------------------------------------------------------------------------------
// Activation (spec section 4: advisor initial -> active).

/**
 * Writes an activation e-mail (72-hour link to /auth/activate-from-email/<secret>) for an advisor of the request's landing page
 * awaiting activation, inside `db` (pass the caller's transaction), in `language` (the landing page's by default: the
 * advisor's own is not known yet). Returns the outbox id for `app.mailer.dispatchAfterCommit`, or null when the advisor does
 * not exist here or is not in status 'initial'. The advisors module calls this for "send activation mail".
 */
export async function sendActivationEmail(
  db: DbExecutor,
  context: RequestContext,
  advisorId: string,
  language: Language = context.landing.language,
): Promise<string | null> {
  const advisor = await findAdvisorById(db, context.landing.id, advisorId);
  if (advisor?.status !== 'initial') return null;
  const lifetimeSeconds = AUTH_TOKEN_LIFETIMES_SECONDS.activationLink;
  return writeLinkEmail(
    db,
    context,
    { account: { id: advisor.userId, email: advisor.email }, purpose: 'activation', lifetimeSeconds, language },
    (secret) => ({
      name: 'advisor-activation',
      data: {
        link: `${context.baseUrl}/auth/activate-from-email/${secret}`,
        firstName: advisor.firstName,
        validForHours: lifetimeSeconds / 3600,
      },
    }),
  );
}

/** `POST /auth/activate/send-token`: a new activation link when the e-mail is an advisor of this landing awaiting activation. */
export async function createActivationLink(context: RequestContext, email: string): Promise<string | null> {
  const advisor = await findAdvisorByEmail(context.db, context.landing.id, email);
  if (advisor?.status !== 'initial') return null;
  return sendActivationEmail(context.db, context, advisor.id, context.language);
}

/** `POST /auth/activate`: whose account a valid activation link is for; the link stays usable. */
export async function describeActivation(context: RequestContext, token: string): Promise<{ email: string }> {
  const row = await findUsableOneTimeToken(context.db, {
    tokenHash: hashSecret(token),
    purpose: 'activation',
    landingId: context.landing.id,
  });
  const advisor = row?.userId ? await findAdvisorOfUser(context.db, context.landing.id, row.userId) : null;
  const user = advisor?.status === 'initial' && row?.userId ? await findUserById(context.db, row.userId) : null;
  if (!user) throw tokenInactive();
  return { email: user.email };
}

/**
 * `POST /auth/activate-from-email`: uses up the link, sets the password, makes the advisor and the account active, and logs
 * in (or asks for the 2FA enrolment when the landing page requires it). The password was validated before this is called,
 * so a weak password never uses up the link.
 */
export async function activateAccount(
  context: RequestContext,
  keys: AuthKeys,
  input: { token: string; password: string },
): Promise<TLoginResult> {
  const tokenKey = { tokenHash: hashSecret(input.token), purpose: 'activation' as const, landingId: context.landing.id };
  // A cheap look first: an invalid token costs no argon2 hash. The redemption below is still the atomic check.
  if (!(await findUsableOneTimeToken(context.db, tokenKey))) throw tokenInactive();
  const passwordHash = await hashPassword(input.password);
  const userId = await context.db.transaction(async (tx) => {
    const row = await redeemOneTimeToken(tx, tokenKey);
    // Rolls the redemption back when the advisor was archived or activated meanwhile.
    if (!row?.userId || !(await activateAdvisor(tx, context.landing.id, row.userId))) throw tokenInactive();
    await updatePassword(tx, row.userId, passwordHash);
    await setUserActive(tx, row.userId);
    await auditSecurityEvent(tx, context, 'account-activated', { userId: row.userId });
    return row.userId;
  });
  const user = await findUserById(context.db, userId);
  if (!user) throw tokenInactive();
  await assertHasContext(context.db, context.landing.id, user, 'advisor-panel');
  return continueAfterPassword(context, keys, user, { method: 'activation' });
}

// ---------------------------------------------------------------------------------------------------------------------------
// Passwords.

/**
 * `POST /auth/password/send-remind-request`: a reset link (1 hour) for an active advisor-panel account of this landing page.
 * An account without a password gets one too: an advisor activated by hand (PATCH .../activate) sets their first password
 * this way (docs/decisions/013-advisor-management.md); the link goes to the account's own mailbox, like the activation link.
 */
export async function createPasswordResetLink(context: RequestContext, email: string): Promise<string | null> {
  const { db } = context;
  const user = await activeAccountOfPanel(context, await findUserByEmail(db, email), 'advisor-panel');
  if (!user) return null;
  const lifetimeSeconds = AUTH_TOKEN_LIFETIMES_SECONDS.passwordResetLink;
  const outboxId = await writeLinkEmail(db, context, { account: user, purpose: 'password-reset', lifetimeSeconds }, (secret) => ({
    name: 'password-reset',
    data: { link: `${context.baseUrl}/auth/reset-password/${secret}`, validForMinutes: lifetimeSeconds / 60 },
  }));
  await auditSecurityEvent(db, context, 'password-reset-requested', { userId: user.id, label: user.email });
  return outboxId;
}

/** A new password ends every session of the user and forgets the remembered devices (product-decisions section 5). */
async function replacePassword(db: DbExecutor, userId: string, passwordHash: string): Promise<void> {
  await updatePassword(db, userId, passwordHash);
  await revokeAllRefreshFamilies(db, userId);
  await deleteRememberTwoFactorTokens(db, userId);
}

/** `POST /auth/password/set`: uses up the reset link and sets the password; every session of the user ends. */
export async function resetPassword(
  context: RequestContext,
  input: { token: string; password: string },
): Promise<{ email: string }> {
  const tokenKey = { tokenHash: hashSecret(input.token), purpose: 'password-reset' as const, landingId: context.landing.id };
  if (!(await findUsableOneTimeToken(context.db, tokenKey))) throw tokenInactive();
  const passwordHash = await hashPassword(input.password);
  const userId = await context.db.transaction(async (tx) => {
    const row = await redeemOneTimeToken(tx, tokenKey);
    if (!row?.userId) throw tokenInactive();
    await replacePassword(tx, row.userId, passwordHash);
    await auditSecurityEvent(tx, context, 'password-reset', { userId: row.userId });
    return row.userId;
  });
  const user = await findUserById(context.db, userId);
  return { email: user?.email ?? '' };
}

/** The current password of a logged-in user, checked like a login (failures count towards the lockout). */
async function assertCurrentPassword(
  context: RequestContext,
  user: UserRow,
  input: { password: string; field: string },
): Promise<void> {
  if (!user.isLocked && (await verifyPasswordOfAccount(user.passwordHash, input.password))) return;
  if (!user.isLocked) await recordLoginFailure(context, user.email, 'password-check-failed');
  throw fieldViolation(input.field, ERROR_LABELS.incorrectPassword, context.language);
}

async function requireUser(db: DbExecutor, session: AuthSession): Promise<UserRow> {
  const user = await findUserById(db, session.userId);
  if (!user) throw unauthorized();
  return user;
}

/**
 * `PATCH /api/auth/password`: every session of the user ends, this one included; the answer is a new pair of tokens for the
 * caller, so only the other sessions notice.
 */
export async function changePassword(
  context: RequestContext,
  keys: AuthKeys,
  session: AuthSession,
  input: { currentPassword: string; password: string },
): Promise<TRefreshTokenResponse> {
  const user = await requireUser(context.db, session);
  await assertCurrentPassword(context, user, { password: input.currentPassword, field: 'currentPassword' });
  const passwordHash = await hashPassword(input.password);
  return context.db.transaction(async (tx) => {
    await replacePassword(tx, user.id, passwordHash);
    await auditSecurityEvent(tx, context, 'password-changed', { userId: user.id });
    return startSession(tx, context, keys, user, session.contextType);
  });
}

// ---------------------------------------------------------------------------------------------------------------------------
// TOTP in the profile.

/** `POST /api/auth/two-factor/setup`: a pending secret and its QR code; 409 when 2FA is already on (disable it first). */
export async function setUpTwoFactor(
  context: RequestContext,
  keys: AuthKeys,
  session: AuthSession,
): Promise<TTwoFactorSetupResponse> {
  const user = await requireUser(context.db, session);
  if (user.totpEnabledAt) throw conflict();
  return createPendingTotpSecret(context, keys, user);
}

/** `POST /api/auth/two-factor/confirm`: a code of the pending secret turns 2FA on. */
export async function confirmTwoFactor(
  context: RequestContext,
  keys: AuthKeys,
  session: AuthSession,
  code: string,
): Promise<{ twoFactorEnabled: true }> {
  const user = await requireUser(context.db, session);
  const sealed = user.totpPendingSecret;
  if (user.totpEnabledAt || !sealed) throw conflict();
  const secret = openTotpSecret(keys, user.id, sealed);
  const step = secret ? await matchTotpCode(secret, code, user.totpLastUsedStep) : null;
  if (step === null || !(await enableTotp(context.db, user.id, sealed, step))) {
    await auditSecurityEvent(context.db, context, 'two-factor-failed', { userId: user.id, metadata: { during: 'setup' } });
    throw fieldViolation('code', ERROR_LABELS.invalidTwoFactorCode, context.language);
  }
  await auditSecurityEvent(context.db, context, 'two-factor-enabled', { userId: user.id, metadata: { during: 'profile' } });
  return { twoFactorEnabled: true };
}

/** `POST /api/auth/two-factor/disable`: needs the password and a current code; remembered devices are forgotten. */
export async function disableTwoFactor(
  context: RequestContext,
  keys: AuthKeys,
  session: AuthSession,
  input: { password: string; code: string },
): Promise<{ twoFactorEnabled: false }> {
  const user = await requireUser(context.db, session);
  if (!user.totpEnabledAt || !user.totpSecret) throw conflict();
  await assertCurrentPassword(context, user, { password: input.password, field: 'password' });
  const secret = openTotpSecret(keys, user.id, user.totpSecret);
  const step = secret ? await matchTotpCode(secret, input.code, user.totpLastUsedStep) : null;
  if (step === null || !(await claimTotpStep(context.db, user.id, step))) {
    await recordLoginFailure(context, user.email, 'two-factor-failed', { during: 'disable' });
    throw fieldViolation('code', ERROR_LABELS.invalidTwoFactorCode, context.language);
  }
  await context.db.transaction(async (tx) => {
    await disableTotp(tx, user.id);
    await deleteRememberTwoFactorTokens(tx, user.id);
    await auditSecurityEvent(tx, context, 'two-factor-disabled', { userId: user.id });
  });
  return { twoFactorEnabled: false };
}

// ---------------------------------------------------------------------------------------------------------------------------
// The active user.

/** `GET /api/contexts`: the user's contexts on this landing page (spec section 3: id and context type). */
export async function listUserContexts(db: DbExecutor, session: AuthSession) {
  const contexts = await findUserContexts(db, session.userId, session.landingId);
  return contexts.map((context) => ({ id: context.landingId, context: { type: context.contextType } }));
}

/** `GET /api/auth/data` and `GET /investor-api/auth/data`. */
export async function getActiveUserData(context: RequestContext, session: AuthSession): Promise<TActiveUserData> {
  const { db } = context;
  const user = await requireUser(db, session);
  const [contexts, advisor, investor] = await Promise.all([
    listUserContexts(db, session),
    session.contextType === 'advisor-panel' ? findAdvisorOfUser(db, session.landingId, user.id) : null,
    session.contextType === 'investor-panel' ? findInvestorOfUser(db, session.landingId, user.id) : null,
  ]);
  const networks = advisor ? await findAdvisorNetworks(db, session.landingId, advisor.id) : [];
  const person = advisor ?? investor;
  return {
    id: user.id,
    email: user.email,
    firstName: person?.firstName ?? user.firstName,
    surname: person?.surname ?? user.surname,
    contextType: session.contextType,
    landingId: session.landingId,
    contexts,
    twoFactorEnabled: user.totpEnabledAt !== null,
    twoFactorRequired: await isTwoFactorRequiredByLanding(context),
    advisor: advisor
      ? {
          id: advisor.id,
          status: advisor.status,
          role: advisor.role,
          isAdmin: advisor.role === 'admin',
          isCoordinator: networks.some((network) => network.isCoordinator),
          networkIds: networks.map((network) => network.networkId),
          coordinatorNetworkIds: networks.filter((network) => network.isCoordinator).map((network) => network.networkId),
        }
      : null,
    investor: investor ? { id: investor.id } : null,
  };
}
