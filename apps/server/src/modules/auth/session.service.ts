import { randomUUID } from 'node:crypto';
import { AUTH_TOKEN_LIFETIMES_SECONDS, type ContextType, type TRefreshTokenResponse } from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import { accessDenied, sessionExpired } from '../../lib/app-error.ts';
import type { AuthSession, RequestContext } from '../../lib/request-context.ts';
import { auditSecurityEvent } from './audit-events.ts';
import { createSecret, hashSecret } from '../../lib/secrets.ts';
import { signAccessToken, verifyAccessToken, type AuthKeys } from './auth-keys.ts';
import {
  findRefreshToken,
  findSessionState,
  insertRefreshToken,
  revokeRefreshFamily,
  rotateFamilyHead,
  rotateRefreshToken,
  rotateWithinGrace,
} from './sessions.repository.ts';
import { findUserById, hasUserContext } from './users.repository.ts';

// Sessions (docs/decisions/009-tokens-and-sessions.md): a login starts a refresh-token family; every refresh rotates its
// token and keeps the family's absolute expiry; a rotated token presented again revokes the family, unless it comes back
// within the reuse grace (decision 067). Access tokens carry the family id (`sid`), so revoking the family (logout, theft,
// password change) stops them at once.

/**
 * How long a rotated refresh token may come back without counting as a replay (decision 067): a page reloaded while its
 * refresh was on the way lost the answer, so it presents the token it still holds. 30 seconds covers a slow answer and a
 * reload; a thief's copy used in that time rotates the family's current token, so the owner's next refresh is a replay.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

/** A landing page that blocks the investor panel (white-label `blockInvestorPanel`) gives no investor-panel session. */
export async function assertPanelOpen(context: RequestContext, contextType: ContextType): Promise<void> {
  if (contextType === 'investor-panel' && (await context.configuration()).blockInvestorPanel) throw accessDenied();
}

async function issueTokens(
  db: DbExecutor,
  context: RequestContext,
  keys: AuthKeys,
  session: AuthSession,
  expires: { lifetimeSeconds: number } | { at: Date },
): Promise<TRefreshTokenResponse> {
  const refreshToken = createSecret();
  await insertRefreshToken(db, {
    tokenHash: hashSecret(refreshToken),
    userId: session.userId,
    landingId: session.landingId,
    contextType: session.contextType,
    familyId: session.familyId,
    expires,
    ip: context.ip,
    userAgent: context.userAgent,
  });
  return { accessToken: await signAccessToken(keys, session), refreshToken };
}

/** A new session (a login) on the request's landing page: a new refresh family and the first pair of tokens. */
export async function startSession(
  db: DbExecutor,
  context: RequestContext,
  keys: AuthKeys,
  user: { id: string; email: string },
  contextType: ContextType,
): Promise<TRefreshTokenResponse> {
  return issueTokens(
    db,
    context,
    keys,
    { userId: user.id, email: user.email, contextType, landingId: context.landing.id, familyId: randomUUID() },
    { lifetimeSeconds: AUTH_TOKEN_LIFETIMES_SECONDS.refreshToken },
  );
}

/**
 * `POST /auth/refresh-token` and `/auth/refresh-investor-token`: rotates the refresh token of a session of this landing page
 * and panel. A token rotated within the reuse grace rotates its family's current token instead (the page lost the answer to
 * its refresh); a token rotated earlier is a stolen copy or a replay: the whole family is revoked.
 */
export async function refreshSession(
  context: RequestContext,
  keys: AuthKeys,
  refreshToken: string,
  contextType: ContextType,
): Promise<TRefreshTokenResponse> {
  await assertPanelOpen(context, contextType);
  const { db, landing } = context;
  const tokenHash = hashSecret(refreshToken);
  const scope = { landingId: landing.id, contextType };
  const result = await db.transaction(async (tx) => {
    const current = await rotateRefreshToken(tx, tokenHash, scope);
    const rotated = current ?? (await rotateWithinGrace(tx, tokenHash, scope, REFRESH_REUSE_GRACE_SECONDS));
    if (!rotated) return null;
    const user = await findUserById(tx, rotated.userId);
    if (!user?.isActive || !(await hasUserContext(tx, user.id, landing.id, contextType))) {
      await revokeRefreshFamily(tx, rotated.familyId);
      return null;
    }
    if (!current) {
      await auditSecurityEvent(tx, context, 'refresh-token-reuse-within-grace', {
        userId: user.id,
        metadata: { familyId: rotated.familyId, contextType },
      });
    }
    return issueTokens(
      tx,
      context,
      keys,
      { userId: user.id, email: user.email, contextType, landingId: landing.id, familyId: rotated.familyId },
      { at: rotated.expiresAt },
    );
  });
  if (result) return result;

  const known = await findRefreshToken(db, tokenHash);
  if (known?.rotatedAt && !known.revokedAt) {
    await revokeRefreshFamily(db, known.familyId);
    await auditSecurityEvent(db, context, 'refresh-token-reuse', {
      userId: known.userId,
      landingId: known.landingPageId,
      metadata: { familyId: known.familyId, presentedOnLandingId: landing.id },
    });
  }
  throw sessionExpired();
}

/**
 * The session of an access token presented on the landing page `landingId`, or null when it must be refused: bad or
 * expired token, another landing page's token, a revoked or finished session, an inactive user, a context the user no
 * longer holds, or a password changed after the token was issued.
 */
export async function authenticateAccessToken(
  db: DbExecutor,
  keys: AuthKeys,
  token: string,
  landingId: string,
): Promise<AuthSession | null> {
  const claims = await verifyAccessToken(keys, token);
  if (!claims || claims.context_id !== landingId) return null;
  const session = { userId: claims.sub, familyId: claims.sid, landingId, contextType: claims.context_type };
  const state = await findSessionState(db, session);
  if (!state?.isActive || !state.isSessionActive || !state.hasContext) return null;
  // `iat` has whole seconds: a token issued in the second of the change (the new session of the changer) stays valid;
  // older sessions were revoked with the change anyway.
  if (state.passwordChangedAt && claims.iat < Math.floor(state.passwordChangedAt.getTime() / 1000)) return null;
  return { ...session, email: state.email, impersonatorUserId: claims.impersonator ?? null };
}

/**
 * `PATCH /api/auth/change-context` and `/auth/change-context`: the session continues in another context the user holds on
 * this landing page (same family and expiry; the previous refresh token counts as rotated). `refreshToken` must be the
 * session's current refresh token (issue 17, item 10): the answer carries a new refresh token, which an access token alone
 * (stolen, 15 minutes) must not buy; any other token (of another session or user, rotated, revoked) is 401 and changes nothing.
 */
export async function changeSessionContext(
  context: RequestContext,
  keys: AuthKeys,
  session: AuthSession,
  target: { contextId: string; contextType: ContextType; refreshToken: string },
): Promise<TRefreshTokenResponse> {
  await assertPanelOpen(context, target.contextType);
  const { db } = context;
  const holdsContext =
    target.contextId === session.landingId && (await hasUserContext(db, session.userId, session.landingId, target.contextType));
  if (!holdsContext) throw accessDenied();

  const tokens = await db.transaction(async (tx) => {
    const head = await rotateFamilyHead(tx, session.familyId, session.userId, hashSecret(target.refreshToken));
    if (!head) return null;
    await auditSecurityEvent(tx, context, 'context-changed', {
      userId: session.userId,
      metadata: { from: session.contextType, to: target.contextType },
    });
    return issueTokens(tx, context, keys, { ...session, contextType: target.contextType }, { at: head.expiresAt });
  });
  if (!tokens) throw sessionExpired();
  return tokens;
}

/**
 * An impersonated session (product-decisions section 11, docs/decisions/043): an access token of `user`'s context on this
 * landing page, valid `lifetimeSeconds`, carrying the admin's id as `impersonator`, and no refresh token. Its family is one
 * stored token that was never handed out and counts as rotated, so nothing can refresh it, while revoking the family (the
 * end, the user's logout or password change, archiving) stops the access token at once like any session's.
 */
export async function startImpersonatedSession(
  db: DbExecutor,
  context: RequestContext,
  keys: AuthKeys,
  subject: { user: { id: string; email: string }; contextType: ContextType; impersonatorUserId: string },
  lifetimeSeconds: number,
): Promise<{ accessToken: string; familyId: string }> {
  const session: AuthSession = {
    userId: subject.user.id,
    email: subject.user.email,
    contextType: subject.contextType,
    landingId: context.landing.id,
    familyId: randomUUID(),
    impersonatorUserId: subject.impersonatorUserId,
  };
  await insertRefreshToken(db, {
    tokenHash: hashSecret(createSecret()),
    userId: session.userId,
    landingId: session.landingId,
    contextType: session.contextType,
    familyId: session.familyId,
    expires: { lifetimeSeconds },
    ip: context.ip,
    userAgent: context.userAgent,
  });
  await rotateFamilyHead(db, session.familyId, session.userId);
  return { accessToken: await signAccessToken(keys, session, lifetimeSeconds), familyId: session.familyId };
}

/** Ends a session without an audit row of its own (the caller writes one): its access tokens stop working at once. */
export async function revokeSession(db: DbExecutor, session: AuthSession): Promise<void> {
  await revokeRefreshFamily(db, session.familyId);
}

/** `POST /api/auth/logout`: the session's refresh tokens and access tokens stop working. */
export async function endSession(context: RequestContext, session: AuthSession): Promise<void> {
  await context.db.transaction(async (tx) => {
    await revokeRefreshFamily(tx, session.familyId);
    await auditSecurityEvent(tx, context, 'logout', { userId: session.userId, metadata: { contextType: session.contextType } });
  });
}
