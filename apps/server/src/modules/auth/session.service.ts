import { randomUUID } from 'node:crypto';
import { AUTH_TOKEN_LIFETIMES_SECONDS, ERROR_LABELS, type ContextType, type TRefreshTokenResponse } from '@emisja/shared';
import type { Db, DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from './audit.ts';
import { createSecret, hashSecret, signAccessToken, verifyAccessToken, type AuthKeys } from './auth-keys.ts';
import {
  findRefreshToken,
  findSessionState,
  findUserById,
  hasUserContext,
  insertRefreshToken,
  revokeRefreshFamily,
  rotateFamilyHead,
  rotateRefreshToken,
} from './auth.repository.ts';

// Sessions (docs/decisions/009-tokens-and-sessions.md): a login starts a refresh-token family; every refresh rotates its
// token and keeps the family's absolute expiry; a rotated token presented again revokes the family. Access tokens carry
// the family id (`sid`), so revoking the family (logout, theft, password change) stops them at once.

/** The authenticated caller of a request (`request.auth`). */
export interface AuthSession {
  userId: string;
  email: string;
  contextType: ContextType;
  /** The landing page of the context: always the request host's landing page. */
  landingId: string;
  /** The refresh-token family: the session. */
  familyId: string;
}

/** Who and where a request comes from, for the audit log and the session rows. */
export interface RequestOrigin {
  landingId: string;
  ip: string;
  userAgent: string | null;
}

export const tokenInactive = () => new AppError(401, ERROR_LABELS.tokenInactive);

async function issueTokens(
  db: DbExecutor,
  keys: AuthKeys,
  session: AuthSession,
  expires: { lifetimeSeconds: number } | { at: Date },
  origin: RequestOrigin,
): Promise<TRefreshTokenResponse> {
  const refreshToken = createSecret();
  await insertRefreshToken(db, {
    tokenHash: hashSecret(refreshToken),
    userId: session.userId,
    landingId: session.landingId,
    contextType: session.contextType,
    familyId: session.familyId,
    expires,
    ip: origin.ip,
    userAgent: origin.userAgent,
  });
  return { accessToken: await signAccessToken(keys, session), refreshToken };
}

/** A new session (a login): a new refresh family and the first pair of tokens. */
export async function startSession(
  db: DbExecutor,
  keys: AuthKeys,
  user: { id: string; email: string },
  contextType: ContextType,
  origin: RequestOrigin,
): Promise<TRefreshTokenResponse> {
  return issueTokens(
    db,
    keys,
    { userId: user.id, email: user.email, contextType, landingId: origin.landingId, familyId: randomUUID() },
    { lifetimeSeconds: AUTH_TOKEN_LIFETIMES_SECONDS.refreshToken },
    origin,
  );
}

/**
 * `POST /auth/refresh-token` and `/auth/refresh-investor-token`: rotates the refresh token of a session of this landing page
 * and panel. A token that was already rotated is a stolen copy or a replay: the whole family is revoked.
 */
export async function refreshSession(
  db: Db,
  keys: AuthKeys,
  refreshToken: string,
  contextType: ContextType,
  origin: RequestOrigin,
): Promise<TRefreshTokenResponse> {
  const tokenHash = hashSecret(refreshToken);
  const result = await db.transaction(async (tx) => {
    const rotated = await rotateRefreshToken(tx, tokenHash, { landingId: origin.landingId, contextType });
    if (!rotated) return null;
    const user = await findUserById(tx, rotated.userId);
    if (!user?.isActive || !(await hasUserContext(tx, user.id, origin.landingId, contextType))) {
      await revokeRefreshFamily(tx, rotated.familyId);
      return null;
    }
    return issueTokens(
      tx,
      keys,
      { userId: user.id, email: user.email, contextType, landingId: origin.landingId, familyId: rotated.familyId },
      { at: rotated.expiresAt },
      origin,
    );
  });
  if (result) return result;

  const known = await findRefreshToken(db, tokenHash);
  if (known?.rotatedAt && !known.revokedAt) {
    await revokeRefreshFamily(db, known.familyId);
    await audit(
      db,
      { ...origin, landingId: known.landingPageId },
      'refresh-token-reuse',
      { userId: known.userId },
      { familyId: known.familyId, presentedOnLandingId: origin.landingId },
    );
  }
  throw tokenInactive();
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
  db: Db,
  keys: AuthKeys,
  session: AuthSession,
  target: { contextId: string; contextType: ContextType },
  origin: RequestOrigin,
): Promise<TRefreshTokenResponse> {
  const holdsContext =
    target.contextId === session.landingId && (await hasUserContext(db, session.userId, session.landingId, target.contextType));
  if (!holdsContext) throw new AppError(403, ERROR_LABELS.accessDenied);

  const tokens = await db.transaction(async (tx) => {
    const head = await rotateFamilyHead(tx, session.familyId, session.userId);
    if (!head) return null;
    await audit(tx, origin, 'context-changed', { userId: session.userId }, { from: session.contextType, to: target.contextType });
    return issueTokens(tx, keys, { ...session, contextType: target.contextType }, { at: head.expiresAt }, origin);
  });
  if (!tokens) throw tokenInactive();
  return tokens;
}

/** `POST /api/auth/logout`: the session's refresh tokens and access tokens stop working. */
export async function endSession(db: Db, session: AuthSession, origin: RequestOrigin): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeRefreshFamily(tx, session.familyId);
    await audit(tx, origin, 'logout', { userId: session.userId }, { contextType: session.contextType });
  });
}
