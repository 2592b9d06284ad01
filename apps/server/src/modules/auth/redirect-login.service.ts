import { AUTH_TOKEN_LIFETIMES_SECONDS, type TRedirectTokenLoginResult } from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { AuthKeys } from './auth-keys.ts';
import { loginInvestorWithSecret } from './login.service.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';
import { findInvestorByEmail } from './profiles.repository.ts';

// Redirect links in investor e-mails (product-decisions sections 5 and 10; docs/decisions/033-investor-panel-server.md and
// 034-redirect-token-login.md): "your payment was confirmed", "a schedule payment was recorded" carry
// `/login-with-redirect-token?token=...`. The token is a one-time secret (`one_time_tokens`, purpose `redirect-login`, 24 hours,
// single use, only its sha-256 stored) whose metadata names the page inside /app to open. The page posts it with a button
// (mail scanners must not use it up) and gets a session made exactly as the e-mailed login link makes one.

/** Where a redirect link may lead: a path inside the panel (`/app` or below), nothing else (no host, no `..`, no query). */
const TARGET_PATH = /^\/app(?:\/[A-Za-z0-9._~-]+)*$/;

export function isRedirectTarget(path: string): boolean {
  return TARGET_PATH.test(path) && !path.split('/').includes('..');
}

/** The path the page at `/login-with-redirect-token` opens after the login. */
export const REDIRECT_LOGIN_PATH = '/login-with-redirect-token';

/**
 * A redirect link for the investor `userId` to `targetPath` (inside /app), written in `db` (the e-mail's transaction), or null
 * when the landing page blocks the investor panel (then there is no panel to open; the caller links elsewhere). Each link
 * stands alone: a new one leaves the older ones of the user working, as each e-mail keeps its own link.
 */
export async function createRedirectLoginLink(
  db: DbExecutor,
  context: Pick<RequestContext, 'landing' | 'baseUrl' | 'configuration'>,
  link: { userId: string; targetPath: string },
): Promise<string | null> {
  if (!isRedirectTarget(link.targetPath)) throw new Error(`redirect links lead inside /app only: ${link.targetPath}`);
  if ((await context.configuration()).blockInvestorPanel) return null;
  const secret = await issueOneTimeToken(
    db,
    {
      landingId: context.landing.id,
      userId: link.userId,
      purpose: 'redirect-login',
      lifetimeSeconds: AUTH_TOKEN_LIFETIMES_SECONDS.redirectLoginLink,
      metadata: { targetPath: link.targetPath },
    },
    { keepsOlder: true },
  );
  return `${context.baseUrl}${REDIRECT_LOGIN_PATH}?token=${encodeURIComponent(secret)}`;
}

/** A redirect link for the investor of the landing page with `investorEmail`, as createRedirectLoginLink; null also with none. */
export async function createInvestorRedirectLink(
  db: DbExecutor,
  context: Pick<RequestContext, 'landing' | 'baseUrl' | 'configuration'>,
  link: { investorEmail: string; targetPath: string },
): Promise<string | null> {
  const investor = await findInvestorByEmail(db, context.landing.id, link.investorEmail);
  return investor ? createRedirectLoginLink(db, context, { userId: investor.userId, targetPath: link.targetPath }) : null;
}

/**
 * `POST /auth/login-with-redirect-token {token}`: the session of the link's investor (as `/auth/login-investor` makes it) and
 * the page to open. Used, expired or unknown: 404 `error.tokenInactive`; a landing page blocking the investor panel: 403.
 */
export async function loginWithRedirectToken(
  context: RequestContext,
  keys: AuthKeys,
  token: string,
): Promise<TRedirectTokenLoginResult> {
  const { result, metadata } = await loginInvestorWithSecret(context, keys, token, {
    purpose: 'redirect-login',
    method: 'redirect-link',
  });
  const target = metadata?.targetPath;
  // The refresh token is always issued with a login (startSession); the contract needs it.
  if (!result.refreshToken) throw new Error('a redirect login issued no refresh token');
  return {
    type: 'auth-token',
    accessToken: result.accessToken,
    refreshToken: result.refreshToken,
    redirectTo: typeof target === 'string' && isRedirectTarget(target) ? target : '/app',
  };
}
