import {
  AUTH_TOKEN_LIFETIMES_SECONDS,
  ERROR_LABELS,
  type ContextType,
  type TAuthTokenResult,
  type TLoginRequest,
  type TLoginResult,
  type TLoginWithTwoFactorRequest,
  type TTwoFactorSetupResponse,
} from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import { accessDenied, AppError, sessionExpired, tokenInactive } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { auditSecurityEvent } from './audit-events.ts';
import { createSecret, hashSecret } from '../../lib/secrets.ts';
import { openTotpSecret, sealTotpSecret, type AuthKeys } from './auth-keys.ts';
import { clearFailedLogins, recordFailedLogin } from './lockout.repository.ts';
import {
  findUsableOneTimeToken,
  redeemOneTimeToken,
  redeemOneTimeTokenById,
  revokeOneTimeTokenIfExhausted,
  takeTokenAttempt,
} from './one-time-tokens.repository.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';
import { verifyPasswordOfAccount } from './password.ts';
import { findAdvisorOfUser } from './profiles.repository.ts';
import { insertRememberTwoFactorToken, isRememberTwoFactorTokenValid } from './remembered-devices.repository.ts';
import { assertPanelOpen, startSession } from './session.service.ts';
import { createTotpSecret, describeTotpSecret, matchTotpCode } from './totp.ts';
import {
  claimTotpStep,
  enableTotp,
  findUserByEmail,
  findUserById,
  hasUserContext,
  setPendingTotpSecret,
  type UserRow,
} from './users.repository.ts';

// Every way into a session (spec section 4, login flow; spec section 7, Auth table): password (+ second factor) for the
// advisor panel, a one-time e-mail link for the investor panel. Failures never tell an unknown e-mail from a wrong password.

/** Failed logins counted per account: 10 within 15 minutes lock it for 15 minutes (a lock fails like a wrong password). */
export const LOCKOUT = { windowSeconds: 15 * 60, maxFailures: 10, lockSeconds: 15 * 60 } as const;

/** Codes a pending second factor may try before it is revoked (then the login starts again with the password). */
export const TWO_FACTOR_MAX_ATTEMPTS = 5;

const incorrectLogin = () => new AppError(ERROR_LABELS.incorrectLogin);
const invalidTwoFactorCode = () => new AppError(ERROR_LABELS.invalidTwoFactorCode);

/** Whether the landing page's admin requires 2FA of every advisor (product decision of issue 3). */
export async function isTwoFactorRequiredByLanding(context: RequestContext): Promise<boolean> {
  return (await context.configuration()).requireTwoFactorForAdvisors;
}

/** A failed password or code: counted against the account (unknown e-mails in the same statement, which does nothing). */
export async function recordLoginFailure(
  context: RequestContext,
  email: string,
  action: 'login-failed' | 'two-factor-failed' | 'password-check-failed',
  metadata: Record<string, unknown> = {},
): Promise<void> {
  const failure = await recordFailedLogin(context.db, email, LOCKOUT);
  await auditSecurityEvent(context.db, context, action, { userId: failure?.userId ?? null, label: email, metadata });
  if (failure?.isLockedNow) {
    await auditSecurityEvent(context.db, context, 'lockout', {
      userId: failure.userId,
      label: email,
      metadata: { lockedForSeconds: LOCKOUT.lockSeconds },
    });
  }
}

/**
 * Spec section 6: the advisor panel of this landing page needs an active account and an advisor-panel context here.
 * Archived or not-yet-activated advisors get errorAccountInactive; anyone else without the context 'Access denied'.
 */
async function assertCanEnterAdvisorPanel(db: DbExecutor, landingId: string, user: UserRow): Promise<void> {
  const advisor = await findAdvisorOfUser(db, landingId, user.id);
  if (!user.isActive || (advisor && advisor.status !== 'active')) throw new AppError(ERROR_LABELS.accountInactive);
  await assertHasContext(db, landingId, user, 'advisor-panel');
}

/** 403 'Access denied' unless the user holds the panel's context on the landing page. */
export async function assertHasContext(
  db: DbExecutor,
  landingId: string,
  user: { id: string },
  contextType: ContextType,
): Promise<void> {
  if (!(await hasUserContext(db, user.id, landingId, contextType))) throw accessDenied();
}

async function openSession(
  context: RequestContext,
  keys: AuthKeys,
  user: UserRow,
  contextType: ContextType,
  method: string,
): Promise<TAuthTokenResult> {
  const tokens = await startSession(context.db, context, keys, user, contextType);
  await auditSecurityEvent(context.db, context, 'login-succeeded', {
    userId: user.id,
    label: user.email,
    metadata: { method, contextType },
  });
  return { type: 'auth-token', ...tokens };
}

const isEnrolledInTotp = (user: UserRow) => user.totpEnabledAt !== null && user.totpSecret !== null;

/**
 * After the password (or an activation) proved who the user is: the session, or the second factor when the user has TOTP
 * (unless this device is remembered for this user), or the enrolment when the landing page requires 2FA of advisors.
 */
export async function continueAfterPassword(
  context: RequestContext,
  keys: AuthKeys,
  user: UserRow,
  options: { remember2faToken?: string; method: string },
): Promise<TLoginResult> {
  const isEnrolled = isEnrolledInTotp(user);
  if (!isEnrolled && !(await isTwoFactorRequiredByLanding(context))) {
    return openSession(context, keys, user, 'advisor-panel', options.method);
  }
  if (
    isEnrolled &&
    options.remember2faToken &&
    (await isRememberTwoFactorTokenValid(context.db, user.id, hashSecret(options.remember2faToken)))
  ) {
    return openSession(context, keys, user, 'advisor-panel', `${options.method}+remembered-device`);
  }
  const twoFactorToken = await issueOneTimeToken(context.db, {
    landingId: context.landing.id,
    userId: user.id,
    purpose: 'two-factor-login',
    lifetimeSeconds: AUTH_TOKEN_LIFETIMES_SECONDS.twoFactorLogin,
    metadata: { isEnrolment: !isEnrolled },
  });
  return { type: isEnrolled ? 'two-factor-required' : 'two-factor-enrolment-required', twoFactorToken };
}

/** `POST /auth/login` (advisor panel). */
export async function loginWithPassword(context: RequestContext, keys: AuthKeys, input: TLoginRequest): Promise<TLoginResult> {
  const user = await findUserByEmail(context.db, input.email);
  // Always one argon2 verification, against a dummy hash when there is no account: equal timing for every failure.
  const isPasswordRight = await verifyPasswordOfAccount(user?.passwordHash ?? null, input.password);
  if (user?.isLocked) {
    await auditSecurityEvent(context.db, context, 'login-failed', {
      userId: user.id,
      label: input.email,
      metadata: { reason: 'locked' },
    });
    throw incorrectLogin();
  }
  if (!user || !isPasswordRight) {
    await recordLoginFailure(context, input.email, 'login-failed', { reason: 'bad-credentials' });
    throw incorrectLogin();
  }
  await clearFailedLogins(context.db, user.id);
  await assertCanEnterAdvisorPanel(context.db, context.landing.id, user);
  return continueAfterPassword(context, keys, user, { remember2faToken: input.remember2faToken, method: 'password' });
}

function isEnrolmentToken(metadata: Record<string, unknown> | null): boolean {
  return metadata?.isEnrolment === true;
}

/**
 * `POST /auth/login-with-two-factor`: the code for the pending second factor. A wrong code leaves the token usable for
 * TWO_FACTOR_MAX_ATTEMPTS tries in all; a right code uses it up. For an enrolment, the first code confirms the new secret.
 */
export async function loginWithTwoFactor(
  context: RequestContext,
  keys: AuthKeys,
  input: TLoginWithTwoFactorRequest,
): Promise<TAuthTokenResult> {
  const tokenKey = {
    tokenHash: hashSecret(input.twoFactorToken),
    purpose: 'two-factor-login' as const,
    landingId: context.landing.id,
  };
  const token = await takeTokenAttempt(context.db, tokenKey, TWO_FACTOR_MAX_ATTEMPTS);
  const user = token?.userId ? await findUserById(context.db, token.userId) : null;
  if (!token || !user || user.isLocked) throw sessionExpired();

  const isEnrolment = isEnrolmentToken(token.metadata);
  const sealedSecret = isEnrolment ? user.totpPendingSecret : user.totpSecret;
  const secret = sealedSecret ? openTotpSecret(keys, user.id, sealedSecret) : null;
  const step = secret ? await matchTotpCode(secret, input.code, user.totpLastUsedStep) : null;
  if (step === null) {
    await revokeOneTimeTokenIfExhausted(context.db, token.id, TWO_FACTOR_MAX_ATTEMPTS);
    await recordLoginFailure(context, user.email, 'two-factor-failed', { attempt: token.attempts });
    throw invalidTwoFactorCode();
  }

  if (!(await redeemOneTimeTokenById(context.db, token.id))) throw sessionExpired();
  if (isEnrolment) {
    if (!sealedSecret || !(await enableTotp(context.db, user.id, sealedSecret, step))) throw sessionExpired();
    await auditSecurityEvent(context.db, context, 'two-factor-enabled', {
      userId: user.id,
      label: user.email,
      metadata: { during: 'login' },
    });
  } else if (!(await claimTotpStep(context.db, user.id, step))) {
    // A concurrent request used the same code first.
    throw invalidTwoFactorCode();
  }

  // The account may have changed during the five minutes since the password.
  await assertCanEnterAdvisorPanel(context.db, context.landing.id, user);
  await clearFailedLogins(context.db, user.id);
  const result = await openSession(context, keys, user, 'advisor-panel', 'password+totp');
  if (!input.rememberDevice) return result;
  const remember2faToken = createSecret();
  await insertRememberTwoFactorToken(context.db, {
    tokenHash: hashSecret(remember2faToken),
    userId: user.id,
    lifetimeSeconds: AUTH_TOKEN_LIFETIMES_SECONDS.rememberTwoFactor,
  });
  return { ...result, remember2faToken };
}

/**
 * `POST /auth/two-factor/enrolment`: the landing page requires 2FA and the user has none yet. A new secret is stored as
 * pending (encrypted) and returned with its QR code; the first code sent to /auth/login-with-two-factor enables it.
 */
export async function startTwoFactorEnrolment(
  context: RequestContext,
  keys: AuthKeys,
  twoFactorToken: string,
): Promise<TTwoFactorSetupResponse> {
  const token = await findUsableOneTimeToken(context.db, {
    tokenHash: hashSecret(twoFactorToken),
    purpose: 'two-factor-login',
    landingId: context.landing.id,
  });
  const user = token?.userId && isEnrolmentToken(token.metadata) ? await findUserById(context.db, token.userId) : null;
  if (!user) throw sessionExpired();
  return createPendingTotpSecret(context, keys, user);
}

/**
 * A new TOTP secret for the user, stored encrypted as pending until a code confirms it. Authenticator apps show it under the
 * landing page's site title (the admin's override wins).
 */
export async function createPendingTotpSecret(
  context: RequestContext,
  keys: AuthKeys,
  user: { id: string; email: string },
): Promise<TTwoFactorSetupResponse> {
  const secret = createTotpSecret();
  await setPendingTotpSecret(context.db, user.id, sealTotpSecret(keys, user.id, secret));
  return describeTotpSecret(secret, (await context.configuration()).siteTitle, user.email);
}

/**
 * The investor panel's way in by an e-mailed one-time secret: the login link (`investor-login`) and the redirect link of an
 * investor e-mail (`redirect-login`) open a session exactly alike. A landing page that blocks the investor panel refuses
 * first (403, the secret stays usable); the secret is used up in one statement (of concurrent uses exactly one wins); an
 * unknown, used, replaced or expired one is 404 `error.tokenInactive`.
 */
export async function loginInvestorWithSecret(
  context: RequestContext,
  keys: AuthKeys,
  token: string,
  link: { purpose: 'investor-login' | 'redirect-login'; method: string },
): Promise<{ result: TAuthTokenResult; metadata: Record<string, unknown> | null }> {
  await assertPanelOpen(context, 'investor-panel');
  const redeemed = await redeemOneTimeToken(context.db, {
    tokenHash: hashSecret(token),
    purpose: link.purpose,
    landingId: context.landing.id,
  });
  const user = redeemed?.userId ? await findUserById(context.db, redeemed.userId) : null;
  if (!user) throw tokenInactive();
  if (!user.isActive) throw new AppError(ERROR_LABELS.accountInactive);
  await assertHasContext(context.db, context.landing.id, user, 'investor-panel');
  return { result: await openSession(context, keys, user, 'investor-panel', link.method), metadata: redeemed?.metadata ?? null };
}

/** `POST /auth/login-investor`: the secret of the e-mailed link, used up in one statement (exactly one use wins). */
export async function loginInvestor(context: RequestContext, keys: AuthKeys, token: string): Promise<TAuthTokenResult> {
  const { result } = await loginInvestorWithSecret(context, keys, token, { purpose: 'investor-login', method: 'email-link' });
  return result;
}
