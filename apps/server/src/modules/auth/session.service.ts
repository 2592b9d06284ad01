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
} from './sessions.repository.ts';
import { findUserById, hasUserContext } from './users.repository.ts';

// Sessions (docs/decisions/009-tokens-and-sessions.md): a login starts a refresh-token family; every refresh rotates its
// token and keeps the family's absolute expiry; a rotated token presented again revokes the family. Access tokens carry
// the family id (`sid`), so revoking the family (logout, theft, password change) stops them at once.

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
 * and panel. A token that was already rotated is a stolen copy or a replay: the whole family is revoked.
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
  const result = await db.transaction(async (tx) => {
    const rotated = await rotateRefreshToken(tx, tokenHash, { landingId: landing.id, contextType });
    if (!rotated) return null;
    const user = await findUserById(tx, rotated.userId);
    if (!user?.isActive || !(await hasUserContext(tx, user.id, landing.id, contextType))) {
      await revokeRefreshFamily(tx, rotated.familyId);
      return null;
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
  return { ...session, email: state.email };
}

/**
 * `PATCH /api/auth/change-context` and `/auth/change-context`: the session continues in another context the user holds on
 * this landing page (same family and expiry; the previous refresh token counts as rotated).
 */
export async function changeSessionContext(
  context: RequestContext,
  keys: AuthKeys,
  session: AuthSession,
  target: { contextId: string; contextType: ContextType },
): Promise<TRefreshTokenResponse> {
  await assertPanelOpen(context, target.contextType);
  const { db } = context;
  const holdsContext =
    target.contextId === session.landingId && (await hasUserContext(db, session.userId, session.landingId, target.contextType));
  if (!holdsContext) throw accessDenied();

  const tokens = await db.transaction(async (tx) => {
    const head = await rotateFamilyHead(tx, session.familyId, session.userId);
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

/** `POST /api/auth/logout`: the session's refresh tokens and access tokens stop working. */
export async function endSession(context: RequestContext, session: AuthSession): Promise<void> {
  await context.db.transaction(async (tx) => {
    await revokeRefreshFamily(tx, session.familyId);
    await auditSecurityEvent(tx, context, 'logout', { userId: session.userId, metadata: { contextType: session.contextType } });
  });
}
