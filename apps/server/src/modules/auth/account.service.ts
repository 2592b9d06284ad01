import {
  AUTH_TOKEN_LIFETIMES_SECONDS,
  ERROR_LABELS,
  errorMessage,
  type ErrorLabel,
  type Language,
  type TActiveUserData,
  type TLoginResult,
  type TRefreshTokenResponse,
  type TTwoFactorSetupResponse,
} from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import type { EmailTemplate } from '../../emails/templates.ts';
import { AppError } from '../../lib/app-error.ts';
import { emailBrandingFor, enqueueEmail } from '../mail/mail.service.ts';
import type { Landing } from '../tenancy/tenancy.service.ts';
import { hashSecret, openTotpSecret } from './auth-keys.ts';
import {
  activateAdvisor,
  claimTotpStep,
  deleteRememberTwoFactorTokens,
  disableTotp,
  enableTotp,
  findAdvisorById,
  findAdvisorByEmail,
  findAdvisorNetworks,
  findAdvisorOfUser,
  findInvestorByEmail,
  findInvestorOfUser,
  findUsableOneTimeToken,
  findUserByEmail,
  findUserById,
  findUserContexts,
  hasUserContext,
  redeemOneTimeToken,
  revokeAllRefreshFamilies,
  setUserActive,
  updatePassword,
  type UserRow,
} from './auth.repository.ts';
import { audit } from './audit.ts';
import { continueAfterPassword, createPendingTotpSecret, recordLoginFailure, type AuthServiceContext } from './login.service.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';
import { hashPassword, verifyPasswordOfAccount } from './password.ts';
import { startSession, tokenInactive, type AuthSession } from './session.service.ts';
import { matchTotpCode } from './totp.ts';

// The account around the login: e-mailed links (investor login, activation, password reset), passwords, the TOTP of the
// profile, and the active user's data. The "send" services tell the caller nothing about the account
// (docs/decisions/010-no-account-enumeration.md).

/** Where a link of an e-mail points and in which language the e-mail is written. */
export interface MailRequest {
  /** `${protocol}://${host}` of the request: the landing page's own address. */
  origin: string;
  language: Language;
}

/** Writes a token and its e-mail in one transaction; the caller dispatches the returned outbox id after the commit. */
async function writeLinkEmail(
  db: DbExecutor,
  landing: Landing,
  mail: MailRequest & { to: string },
  token: Parameters<typeof issueOneTimeToken>[1],
  template: (secret: string) => EmailTemplate,
): Promise<string> {
  const branding = await emailBrandingFor(db, landing, mail.origin);
  return db.transaction(async (tx) => {
    const secret = await issueOneTimeToken(tx, token);
    return enqueueEmail(tx, {
      landingPageId: landing.id,
      to: mail.to,
      language: mail.language,
      template: template(secret),
      branding,
    });
  });
}

/**
 * `POST /auth/investor/send-token`: when the e-mail is an active investor of this landing page (and the investor panel is not
 * blocked), a login link valid for 10 minutes. Returns the outbox id to dispatch, or null when nothing was sent.
 */
export async function createInvestorLoginLink(
  context: AuthServiceContext,
  email: string,
  mail: MailRequest,
): Promise<string | null> {
  const { db, landing } = context;
  const investor = await findInvestorByEmail(db, landing.id, email);
  const user = investor ? await findUserById(db, investor.userId) : null;
  if (!user?.isActive || !(await hasUserContext(db, user.id, landing.id, 'investor-panel'))) return null;
  const lifetimeSeconds = AUTH_TOKEN_LIFETIMES_SECONDS.investorLoginLink;
  const outboxId = await writeLinkEmail(
    db,
    landing,
    { ...mail, to: user.email },
    { landingId: landing.id, userId: user.id, purpose: 'investor-login', lifetimeSeconds },
    (secret) => ({
      name: 'investor-login-link',
      data: {
        link: `${mail.origin}/auth/confirm-login?token=${encodeURIComponent(secret)}`,
        validForMinutes: lifetimeSeconds / 60,
      },
    }),
  );
  await audit(db, context.origin, 'login-link-sent', { userId: user.id, label: user.email });
  return outboxId;
}

// ---------------------------------------------------------------------------------------------------------------------------
// Activation (spec section 4: advisor initial -> active).

/**
 * Writes an activation e-mail (72-hour link to /auth/activate-from-email/<secret>) for an advisor of `landing` awaiting
 * activation, inside `db` (pass the caller's transaction). Returns the outbox id for `app.mailer.dispatch` after the commit,
 * or null when the advisor does not exist here or is not in status 'initial'. The advisors module calls this for "send
 * activation mail".
 */
export async function sendActivationEmail(
  db: DbExecutor,
  landing: Landing,
  advisorId: string,
  origin: string,
  language: Language = landing.language,
): Promise<string | null> {
  const advisor = await findAdvisorById(db, landing.id, advisorId);
  if (advisor?.status !== 'initial') return null;
  const lifetimeSeconds = AUTH_TOKEN_LIFETIMES_SECONDS.activationLink;
  return writeLinkEmail(
    db,
    landing,
    { origin, language, to: advisor.email },
    { landingId: landing.id, userId: advisor.userId, purpose: 'activation', lifetimeSeconds },
    (secret) => ({
      name: 'advisor-activation',
      data: {
        link: `${origin}/auth/activate-from-email/${secret}`,
        firstName: advisor.firstName,
        validForHours: lifetimeSeconds / 3600,
      },
    }),
  );
}

/** `POST /auth/activate/send-token`: a new activation link when the e-mail is an advisor of this landing awaiting activation. */
export async function createActivationLink(
  context: AuthServiceContext,
  email: string,
  mail: MailRequest,
): Promise<string | null> {
  const advisor = await findAdvisorByEmail(context.db, context.landing.id, email);
  if (advisor?.status !== 'initial') return null;
  return sendActivationEmail(context.db, context.landing, advisor.id, mail.origin, mail.language);
}

/** `POST /auth/activate`: whose account a valid activation link is for; the link stays usable. */
export async function describeActivation(context: AuthServiceContext, token: string): Promise<{ email: string }> {
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
  context: AuthServiceContext,
  input: { token: string; password: string },
  isTwoFactorRequiredByLanding: boolean,
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
    await audit(tx, context.origin, 'account-activated', { userId: row.userId });
    return row.userId;
  });
  const user = await findUserById(context.db, userId);
  if (!user) throw tokenInactive();
  if (!(await hasUserContext(context.db, user.id, context.landing.id, 'advisor-panel'))) {
    throw new AppError(403, ERROR_LABELS.accessDenied);
  }
  return continueAfterPassword(context, user, { isTwoFactorRequiredByLanding, method: 'activation' });
}

// ---------------------------------------------------------------------------------------------------------------------------
// Passwords.

/**
 * `POST /auth/password/send-remind-request`: a reset link (1 hour) for an active advisor-panel account of this landing page.
 * An account without a password gets one too: an advisor activated by hand (PATCH .../activate) sets their first password
 * this way (docs/decisions/013-advisor-management.md); the link goes to the account's own mailbox, like the activation link.
 */
export async function createPasswordResetLink(
  context: AuthServiceContext,
  email: string,
  mail: MailRequest,
): Promise<string | null> {
  const { db, landing } = context;
  const user = await findUserByEmail(db, email);
  if (!user?.isActive || !(await hasUserContext(db, user.id, landing.id, 'advisor-panel'))) {
    return null;
  }
  const lifetimeSeconds = AUTH_TOKEN_LIFETIMES_SECONDS.passwordResetLink;
  const outboxId = await writeLinkEmail(
    db,
    landing,
    { ...mail, to: user.email },
    { landingId: landing.id, userId: user.id, purpose: 'password-reset', lifetimeSeconds },
    (secret) => ({
      name: 'password-reset',
      data: { link: `${mail.origin}/auth/reset-password/${secret}`, validForMinutes: lifetimeSeconds / 60 },
    }),
  );
  await audit(db, context.origin, 'password-reset-requested', { userId: user.id, label: user.email });
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
  context: AuthServiceContext,
  input: { token: string; password: string },
): Promise<{ email: string }> {
  const tokenKey = { tokenHash: hashSecret(input.token), purpose: 'password-reset' as const, landingId: context.landing.id };
  if (!(await findUsableOneTimeToken(context.db, tokenKey))) throw tokenInactive();
  const passwordHash = await hashPassword(input.password);
  const userId = await context.db.transaction(async (tx) => {
    const row = await redeemOneTimeToken(tx, tokenKey);
    if (!row?.userId) throw tokenInactive();
    await replacePassword(tx, row.userId, passwordHash);
    await audit(tx, context.origin, 'password-reset', { userId: row.userId });
    return row.userId;
  });
  const user = await findUserById(context.db, userId);
  return { email: user?.email ?? '' };
}

/** The current password of a logged-in user, checked like a login (failures count towards the lockout). */
async function assertCurrentPassword(
  context: AuthServiceContext,
  user: UserRow,
  input: { password: string; field: string; language: Language },
): Promise<void> {
  if (!user.isLocked && (await verifyPasswordOfAccount(user.passwordHash, input.password))) return;
  if (!user.isLocked) await recordLoginFailure(context, user.email, 'password-check-failed');
  throw fieldError(ERROR_LABELS.incorrectPassword, input.field, input.language);
}

/** A 400 whose violation points at the form field, so the form shows the message beside it. */
function fieldError(label: ErrorLabel, field: string, language: Language) {
  return new AppError(400, label, { violations: [{ propertyPath: field, title: errorMessage(label, language), code: label }] });
}

async function requireUser(context: AuthServiceContext, session: AuthSession): Promise<UserRow> {
  const user = await findUserById(context.db, session.userId);
  if (!user) throw new AppError(401, ERROR_LABELS.unauthorized);
  return user;
}

/**
 * `PATCH /api/auth/password`: every session of the user ends, this one included; the answer is a new pair of tokens for the
 * caller, so only the other sessions notice.
 */
export async function changePassword(
  context: AuthServiceContext,
  session: AuthSession,
  input: { currentPassword: string; password: string },
  language: Language,
): Promise<TRefreshTokenResponse> {
  const user = await requireUser(context, session);
  await assertCurrentPassword(context, user, { password: input.currentPassword, field: 'currentPassword', language });
  const passwordHash = await hashPassword(input.password);
  return context.db.transaction(async (tx) => {
    await replacePassword(tx, user.id, passwordHash);
    await audit(tx, context.origin, 'password-changed', { userId: user.id });
    return startSession(tx, context.keys, user, session.contextType, context.origin);
  });
}

// ---------------------------------------------------------------------------------------------------------------------------
// TOTP in the profile.

/** `POST /api/auth/two-factor/setup`: a pending secret and its QR code; 409 when 2FA is already on (disable it first). */
export async function setUpTwoFactor(
  context: AuthServiceContext,
  session: AuthSession,
  issuer: string,
): Promise<TTwoFactorSetupResponse> {
  const user = await requireUser(context, session);
  if (user.totpEnabledAt) throw new AppError(409, ERROR_LABELS.conflict);
  return createPendingTotpSecret(context.db, context.keys, user, issuer);
}

/** `POST /api/auth/two-factor/confirm`: a code of the pending secret turns 2FA on. */
export async function confirmTwoFactor(
  context: AuthServiceContext,
  session: AuthSession,
  code: string,
  language: Language,
): Promise<{ twoFactorEnabled: true }> {
  const user = await requireUser(context, session);
  const sealed = user.totpPendingSecret;
  if (user.totpEnabledAt || !sealed) throw new AppError(409, ERROR_LABELS.conflict);
  const secret = openTotpSecret(context.keys, user.id, sealed);
  const step = secret ? await matchTotpCode(secret, code, user.totpLastUsedStep) : null;
  if (step === null || !(await enableTotp(context.db, user.id, sealed, step))) {
    await audit(context.db, context.origin, 'two-factor-failed', { userId: user.id }, { during: 'setup' });
    throw fieldError(ERROR_LABELS.invalidTwoFactorCode, 'code', language);
  }
  await audit(context.db, context.origin, 'two-factor-enabled', { userId: user.id }, { during: 'profile' });
  return { twoFactorEnabled: true };
}

/** `POST /api/auth/two-factor/disable`: needs the password and a current code; remembered devices are forgotten. */
export async function disableTwoFactor(
  context: AuthServiceContext,
  session: AuthSession,
  input: { password: string; code: string },
  language: Language,
): Promise<{ twoFactorEnabled: false }> {
  const user = await requireUser(context, session);
  if (!user.totpEnabledAt || !user.totpSecret) throw new AppError(409, ERROR_LABELS.conflict);
  await assertCurrentPassword(context, user, { password: input.password, field: 'password', language });
  const secret = openTotpSecret(context.keys, user.id, user.totpSecret);
  const step = secret ? await matchTotpCode(secret, input.code, user.totpLastUsedStep) : null;
  if (step === null || !(await claimTotpStep(context.db, user.id, step))) {
    await recordLoginFailure(context, user.email, 'two-factor-failed', { during: 'disable' });
    throw fieldError(ERROR_LABELS.invalidTwoFactorCode, 'code', language);
  }
  await context.db.transaction(async (tx) => {
    await disableTotp(tx, user.id);
    await deleteRememberTwoFactorTokens(tx, user.id);
    await audit(tx, context.origin, 'two-factor-disabled', { userId: user.id });
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
export async function getActiveUserData(
  db: DbExecutor,
  session: AuthSession,
  isTwoFactorRequiredByLanding: boolean,
): Promise<TActiveUserData> {
  const user = await findUserById(db, session.userId);
  if (!user) throw new AppError(401, ERROR_LABELS.unauthorized);
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
    twoFactorRequired: isTwoFactorRequiredByLanding,
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
