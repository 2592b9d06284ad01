import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { CONTEXT_TYPES, type ContextType } from '@emisja/shared';

// The secrets of authentication (docs/decisions/009-tokens-and-sessions.md, 011-totp-secrets-encrypted.md): opaque random
// tokens stored only as their sha-256, access tokens signed with JWT_SECRET (HS256), TOTP secrets sealed with AES-256-GCM
// under a key derived from JWT_SECRET with HKDF.

export interface AuthKeys {
  /** HS256 key of access tokens. */
  jwtKey: Uint8Array;
  /** AES-256-GCM key of stored TOTP secrets. */
  totpKey: Buffer;
  accessTokenTtlSeconds: number;
}

export function deriveAuthKeys(jwtSecret: string, accessTokenTtlSeconds: number): AuthKeys {
  const secret = Buffer.from(jwtSecret, 'utf8');
  return {
    jwtKey: new Uint8Array(secret),
    // A separate key for another purpose: the HKDF info string binds it to TOTP secrets only.
    totpKey: Buffer.from(hkdfSync('sha256', secret, 'emisja', 'emisja/totp-secret-encryption/v1', 32)),
    accessTokenTtlSeconds,
  };
}

// ---------------------------------------------------------------------------------------------------------------------------
// Access tokens (spec section 3, token data: context_type, context_id, username, exp).

const ZAccessTokenClaimsSchema = z.object({
  sub: z.uuid(),
  context_type: z.enum(CONTEXT_TYPES),
  context_id: z.uuid(),
  username: z.string(),
  /** The refresh-token family (session): logout or theft detection revokes it, and its access tokens stop at once. */
  sid: z.uuid(),
  /** The admin who opened this session as the user (product-decisions section 11); absent in the user's own sessions. */
  impersonator: z.uuid().optional(),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type AccessTokenClaims = z.infer<typeof ZAccessTokenClaimsSchema>;

export interface AccessTokenSubject {
  userId: string;
  email: string;
  contextType: ContextType;
  landingId: string;
  familyId: string;
  /** An impersonated session: the admin's user id, signed as the `impersonator` claim. */
  impersonatorUserId?: string | null;
}

/**
 * The HS256 key as a CryptoKey, imported once per key: jose imports a raw Uint8Array key again on every call, which was a
 * measurable part of each authenticated request (issue 17 item 5). `jwtKey` stays raw for callers that need other algorithms.
 */
const hs256Keys = new WeakMap<Uint8Array, Promise<CryptoKey>>();
function hs256Key(raw: Uint8Array): Promise<CryptoKey> {
  let key = hs256Keys.get(raw);
  if (!key) {
    key = crypto.subtle.importKey('raw', new Uint8Array(raw), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    hs256Keys.set(raw, key);
  }
  return key;
}

/** Signs an access token; `ttlSeconds` replaces the configured lifetime (an impersonated session's 30 minutes). */
export async function signAccessToken(keys: AuthKeys, subject: AccessTokenSubject, ttlSeconds?: number): Promise<string> {
  return new SignJWT({
    context_type: subject.contextType,
    context_id: subject.landingId,
    username: subject.email,
    sid: subject.familyId,
    ...(subject.impersonatorUserId ? { impersonator: subject.impersonatorUserId } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject.userId)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds ?? keys.accessTokenTtlSeconds}s`)
    .sign(await hs256Key(keys.jwtKey));
}

/** How many verified tokens a process remembers per key (a full cache starts over: only verified tokens get in). */
const VERIFIED_TOKENS_MAX = 10_000;

/**
 * Tokens already verified with a key, with their claims: a client sends the same access token with every request of its
 * 15 minutes, and the HMAC check, the JSON decoding and the claims' schema were a measurable part of each authenticated
 * request (issue 17 item 5). Only a token that passed jwtVerify gets in, under its exact text, so a hit is that token
 * again; its expiry is checked on every hit as jwtVerify checks it. Whether its session still works is the caller's check,
 * made per request (findSessionState), so revocation is never cached.
 */
const verifiedTokens = new WeakMap<AuthKeys, Map<string, AccessTokenClaims>>();

/** jose's expiry rule (`exp` in whole seconds, no clock tolerance): expired when `exp` is not after now. */
const isExpired = (claims: AccessTokenClaims) => claims.exp <= Math.floor(Date.now() / 1000);

/** The claims of a valid, unexpired token signed with our key; null for anything else (never throws). */
export async function verifyAccessToken(keys: AuthKeys, token: string): Promise<AccessTokenClaims | null> {
  let verified = verifiedTokens.get(keys);
  if (!verified) verifiedTokens.set(keys, (verified = new Map()));
  const known = verified.get(token);
  if (known) return isExpired(known) ? null : known;
  try {
    const { payload } = await jwtVerify(token, await hs256Key(keys.jwtKey), { algorithms: ['HS256'] });
    const claims = ZAccessTokenClaimsSchema.safeParse(payload);
    if (!claims.success) return null;
    if (verified.size >= VERIFIED_TOKENS_MAX) verified.clear();
    verified.set(token, Object.freeze(claims.data));
    return claims.data;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------------------------------
// TOTP secrets at rest: "v1.<iv>.<tag>.<ciphertext>" (base64url); the user id is the additional data, so a sealed secret
// copied onto another user's row does not open.

const SEALED_VERSION = 'v1';

export function sealTotpSecret(keys: AuthKeys, userId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.totpKey, iv);
  cipher.setAAD(Buffer.from(userId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [SEALED_VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret, or null when the value was not sealed by us for this user (wrong key, tampering, another user's row). */
export function openTotpSecret(keys: AuthKeys, userId: string, sealed: string): string | null {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== SEALED_VERSION || !iv || !tag || ciphertext === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keys.totpKey, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(userId, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
