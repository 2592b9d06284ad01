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
import type { Db, DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Landing } from '../tenancy/tenancy.service.ts';
import { createSecret, hashSecret, openTotpSecret, sealTotpSecret, type AuthKeys } from './auth-keys.ts';
import {
  claimTotpStep,
  clearFailedLogins,
  enableTotp,
  findAdvisorOfUser,
  findUserByEmail,
  findUserById,
  findUsableOneTimeToken,
  hasUserContext,
  insertRememberTwoFactorToken,
  isRememberTwoFactorTokenValid,
  recordFailedLogin,
  redeemOneTimeToken,
  redeemOneTimeTokenById,
  revokeOneTimeTokenIfExhausted,
  setPendingTotpSecret,
  takeTokenAttempt,
  type UserRow,
} from './auth.repository.ts';
import { audit } from './audit.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';
import { verifyPasswordOfAccount } from './password.ts';
import { startSession, tokenInactive, type RequestOrigin } from './session.service.ts';
import { createTotpSecret, describeTotpSecret, matchTotpCode } from './totp.ts';

// Every way into a session (spec section 4, login flow; spec section 7, Auth table): password (+ second factor) for the
// advisor panel, a one-time e-mail link for the investor panel. Failures never tell an unknown e-mail from a wrong password.

/** What every login service call works with: the database, the keys, and the request's landing page and origin. */
export interface AuthServiceContext {
  db: Db;
  keys: AuthKeys;
  landing: Landing;
  origin: RequestOrigin;
}

/** Failed logins counted per account: 10 within 15 minutes lock it for 15 minutes (a lock fails like a wrong password). */
export const LOCKOUT = { windowSeconds: 15 * 60, maxFailures: 10, lockSeconds: 15 * 60 } as const;

/** Codes a pending second factor may try before it is revoked (then the login starts again with the password). */
export const TWO_FACTOR_MAX_ATTEMPTS = 5;

const incorrectLogin = () => new AppError(401, ERROR_LABELS.incorrectLogin);
const invalidTwoFactorCode = () => new AppError(401, ERROR_LABELS.invalidTwoFactorCode);

/** A failed password or code: counted against the account (unknown e-mails in the same statement, which does nothing). */
export async function recordLoginFailure(
  context: AuthServiceContext,
  email: string,
  action: 'login-failed' | 'two-factor-failed' | 'password-check-failed',
  metadata: Record<string, unknown> = {},
): Promise<void> {
  const failure = await recordFailedLogin(context.db, email, LOCKOUT);
  await audit(context.db, context.origin, action, { userId: failure?.userId ?? null, label: email }, metadata);
  if (failure?.isLockedNow) {
    await audit(
      context.db,
      context.origin,
      'lockout',
      { userId: failure.userId, label: email },
      {
        lockedForSeconds: LOCKOUT.lockSeconds,
      },
    );
  }
}

/**
 * Spec section 6: the advisor panel of this landing page needs an active account and an advisor-panel context here.
 * Archived or not-yet-activated advisors get errorAccountInactive; anyone else without the context 'Access denied'.
 */
async function assertCanEnterAdvisorPanel(db: DbExecutor, landingId: string, user: UserRow): Promise<void> {
  const advisor = await findAdvisorOfUser(db, landingId, user.id);
  if (!user.isActive || (advisor && advisor.status !== 'active')) throw new AppError(403, ERROR_LABELS.accountInactive);
  if (!(await hasUserContext(db, user.id, landingId, 'advisor-panel'))) throw new AppError(403, ERROR_LABELS.accessDenied);
}

async function openSession(
  context: AuthServiceContext,
  user: UserRow,
  contextType: ContextType,
  method: string,
): Promise<TAuthTokenResult> {
  const tokens = await startSession(context.db, context.keys, user, contextType, context.origin);
  await audit(context.db, context.origin, 'login-succeeded', { userId: user.id, label: user.email }, { method, contextType });
  return { type: 'auth-token', ...tokens };
}

const isEnrolledInTotp = (user: UserRow) => user.totpEnabledAt !== null && user.totpSecret !== null;

/**
 * After the password (or an activation) proved who the user is: the session, or the second factor when the user has TOTP
 * (unless this device is remembered for this user), or the enrolment when the landing page requires 2FA of advisors.
 */
export async function continueAfterPassword(
  context: AuthServiceContext,
  user: UserRow,
  options: { remember2faToken?: string; isTwoFactorRequiredByLanding: boolean; method: string },
): Promise<TLoginResult> {
  const isEnrolled = isEnrolledInTotp(user);
  if (!isEnrolled && !options.isTwoFactorRequiredByLanding) {
    return openSession(context, user, 'advisor-panel', options.method);
  }
  if (
    isEnrolled &&
    options.remember2faToken &&
    (await isRememberTwoFactorTokenValid(context.db, user.id, hashSecret(options.remember2faToken)))
  ) {
    return openSession(context, user, 'advisor-panel', `${options.method}+remembered-device`);
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
export async function loginWithPassword(
  context: AuthServiceContext,
  input: TLoginRequest,
  isTwoFactorRequiredByLanding: boolean,
): Promise<TLoginResult> {
  const user = await findUserByEmail(context.db, input.email);
  // Always one argon2 verification, against a dummy hash when there is no account: equal timing for every failure.
  const isPasswordRight = await verifyPasswordOfAccount(user?.passwordHash ?? null, input.password);
  if (user?.isLocked) {
    await audit(context.db, context.origin, 'login-failed', { userId: user.id, label: input.email }, { reason: 'locked' });
    throw incorrectLogin();
  }
  if (!user || !isPasswordRight) {
    await recordLoginFailure(context, input.email, 'login-failed', { reason: 'bad-credentials' });
    throw incorrectLogin();
  }
  await clearFailedLogins(context.db, user.id);
  await assertCanEnterAdvisorPanel(context.db, context.landing.id, user);
  return continueAfterPassword(context, user, {
    remember2faToken: input.remember2faToken,
    isTwoFactorRequiredByLanding,
    method: 'password',
  });
}

function isEnrolmentToken(metadata: Record<string, unknown> | null): boolean {
  return metadata?.isEnrolment === true;
}

/**
 * `POST /auth/login-with-two-factor`: the code for the pending second factor. A wrong code leaves the token usable for
 * TWO_FACTOR_MAX_ATTEMPTS tries in all; a right code uses it up. For an enrolment, the first code confirms the new secret.
 */
export async function loginWithTwoFactor(
  context: AuthServiceContext,
  input: TLoginWithTwoFactorRequest,
): Promise<TAuthTokenResult> {
  const tokenKey = {
    tokenHash: hashSecret(input.twoFactorToken),
    purpose: 'two-factor-login' as const,
    landingId: context.landing.id,
  };
  const token = await takeTokenAttempt(context.db, tokenKey, TWO_FACTOR_MAX_ATTEMPTS);
  const user = token?.userId ? await findUserById(context.db, token.userId) : null;
  if (!token || !user || user.isLocked) throw tokenInactive();

  const isEnrolment = isEnrolmentToken(token.metadata);
  const sealedSecret = isEnrolment ? user.totpPendingSecret : user.totpSecret;
  const secret = sealedSecret ? openTotpSecret(context.keys, user.id, sealedSecret) : null;
  const step = secret ? await matchTotpCode(secret, input.code, user.totpLastUsedStep) : null;
  if (step === null) {
    await revokeOneTimeTokenIfExhausted(context.db, token.id, TWO_FACTOR_MAX_ATTEMPTS);
    await recordLoginFailure(context, user.email, 'two-factor-failed', { attempt: token.attempts });
    throw invalidTwoFactorCode();
  }

  if (!(await redeemOneTimeTokenById(context.db, token.id))) throw tokenInactive();
  if (isEnrolment) {
    if (!sealedSecret || !(await enableTotp(context.db, user.id, sealedSecret, step))) throw tokenInactive();
    await audit(context.db, context.origin, 'two-factor-enabled', { userId: user.id, label: user.email }, { during: 'login' });
  } else if (!(await claimTotpStep(context.db, user.id, step))) {
    // A concurrent request used the same code first.
    throw invalidTwoFactorCode();
  }

  // The account may have changed during the five minutes since the password.
  await assertCanEnterAdvisorPanel(context.db, context.landing.id, user);
  await clearFailedLogins(context.db, user.id);
  const result = await openSession(context, user, 'advisor-panel', 'password+totp');
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
  context: AuthServiceContext,
  twoFactorToken: string,
  issuer: string,
): Promise<TTwoFactorSetupResponse> {
  const token = await findUsableOneTimeToken(context.db, {
    tokenHash: hashSecret(twoFactorToken),
    purpose: 'two-factor-login',
    landingId: context.landing.id,
  });
  const user = token?.userId && isEnrolmentToken(token.metadata) ? await findUserById(context.db, token.userId) : null;
  if (!user) throw tokenInactive();
  return createPendingTotpSecret(context.db, context.keys, user, issuer);
}

/** A new TOTP secret for the user, stored encrypted as pending until a code confirms it. */
export async function createPendingTotpSecret(
  db: DbExecutor,
  keys: AuthKeys,
  user: { id: string; email: string },
  issuer: string,
): Promise<TTwoFactorSetupResponse> {
  const secret = createTotpSecret();
  await setPendingTotpSecret(db, user.id, sealTotpSecret(keys, user.id, secret));
  return describeTotpSecret(secret, issuer, user.email);
}

/** `POST /auth/login-investor`: the secret of the e-mailed link, used up in one statement (exactly one use wins). */
export async function loginInvestor(context: AuthServiceContext, token: string): Promise<TAuthTokenResult> {
  const redeemed = await redeemOneTimeToken(context.db, {
    tokenHash: hashSecret(token),
    purpose: 'investor-login',
    landingId: context.landing.id,
  });
  const user = redeemed?.userId ? await findUserById(context.db, redeemed.userId) : null;
  if (!user) throw tokenInactive();
  if (!user.isActive) throw new AppError(403, ERROR_LABELS.accountInactive);
  if (!(await hasUserContext(context.db, user.id, context.landing.id, 'investor-panel'))) {
    throw new AppError(403, ERROR_LABELS.accessDenied);
  }
  return openSession(context, user, 'investor-panel', 'email-link');
}
