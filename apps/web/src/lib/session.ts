import { CONTEXT_TYPES, STORAGE_KEYS, TOKEN_REFRESH_MARGIN_MS, type ContextType } from '@emisja/shared';
import { useMemo, useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from './storage';

// The stored session of spec section 4 ("session on start-up") and section 9 (storage): the access token under `apiKey`, the
// refresh token under `refreshToken`, both in local storage, and the refresh guard flag under `interceptor`. The API client
// (lib/session-refresh.ts, called by lib/api-client.ts) is the only code that refreshes; screens read the session through
// `useSession`.

/** Token data of spec section 3: the claims of the access token (a JWT) the client reads. */
export type TTokenData = {
  context_type: ContextType;
  /** The landing page id of the context (product-decisions section 2). */
  context_id: string;
  username: string;
  /** Seconds since the epoch (JWT). */
  exp: number;
  sid?: string;
  /** Set when an admin opened this session as the user: the admin's user id (docs/decisions/043). */
  impersonator?: string;
};

export type TSessionTokens = { accessToken: string; refreshToken?: string | null };

function decodeBase64Url(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

function isContextType(value: unknown): value is ContextType {
  return typeof value === 'string' && (CONTEXT_TYPES as readonly string[]).includes(value);
}

/**
 * The claims of an access token, or null when it is not a JWT we understand. Not verified: the browser only reads the
 * expiry and the context; the server verifies the signature on every call.
 */
export function decodeAccessToken(token: string | null | undefined): TTokenData | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null) return null;
    const { context_type, context_id, username, exp, sid, impersonator } = claims as Record<string, unknown>;
    if (!isContextType(context_type) || typeof context_id !== 'string' || typeof exp !== 'number') return null;
    return {
      context_type,
      context_id,
      username: typeof username === 'string' ? username : '',
      exp,
      ...(typeof sid === 'string' ? { sid } : {}),
      ...(typeof impersonator === 'string' ? { impersonator } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * Spec section 4: the access token counts as expired 5 minutes (TOKEN_REFRESH_MARGIN_MS) before its expiry. A token that
 * cannot be read counts as expired.
 */
export function isTokenExpiring(token: string, now: number = Date.now()): boolean {
  const data = decodeAccessToken(token);
  return data === null || data.exp * 1000 - TOKEN_REFRESH_MARGIN_MS <= now;
}

/** An investor is identified by the token's context_type 'investor-panel' (spec section 4, login flow, step 7). */
export function isInvestorToken(token: string | null | undefined): boolean {
  return decodeAccessToken(token)?.context_type === 'investor-panel';
}

// ---------------------------------------------------------------------------------------------------------------------------
// Storage, with change notifications for React (this tab) and the `storage` event (other tabs).

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function readAccessToken(): string | null {
  return readStorage(STORAGE_KEYS.apiKey);
}

export function readRefreshToken(): string | null {
  return readStorage(STORAGE_KEYS.refreshToken);
}

/** Stores a new session; a missing refresh token keeps the stored one (a context change may return only an access token). */
export function storeTokens({ accessToken, refreshToken }: TSessionTokens): void {
  writeStorage(STORAGE_KEYS.apiKey, accessToken);
  if (refreshToken) writeStorage(STORAGE_KEYS.refreshToken, refreshToken);
  notify();
}

/** Spec section 4: a failed refresh removes only the access token (API key); the page then reloads. */
export function removeAccessToken(): void {
  removeStorage(STORAGE_KEYS.apiKey);
  notify();
}

/** Logout: every token and the guard flag go (spec section 4, login flow, step 6), the kept admin session too. */
export function clearSession(): void {
  removeStorage(STORAGE_KEYS.apiKey);
  removeStorage(STORAGE_KEYS.refreshToken);
  removeStorage(STORAGE_KEYS.interceptor);
  removeStorage(STORAGE_KEYS.impersonatorApiKey);
  removeStorage(STORAGE_KEYS.impersonatorRefreshToken);
  notify();
}

// Impersonation (product-decisions section 11, docs/decisions/043): the admin's tokens wait under their own keys while the
// impersonated access token (30 minutes, no refresh token) is the session; the end or the expiry puts them back.

/** An access token an admin opened as another user. */
export function isImpersonatedToken(token: string | null | undefined): boolean {
  return decodeAccessToken(token)?.impersonator !== undefined;
}

/** The admin's own access token kept aside during an impersonation, or null. */
export function readImpersonatorAccessToken(): string | null {
  return readStorage(STORAGE_KEYS.impersonatorApiKey);
}

/** Keeps the current (admin's) tokens aside and makes the impersonated access token the session. */
export function beginImpersonation(accessToken: string): void {
  const adminAccessToken = readAccessToken();
  if (adminAccessToken && !isImpersonatedToken(adminAccessToken)) {
    writeStorage(STORAGE_KEYS.impersonatorApiKey, adminAccessToken);
    const adminRefreshToken = readRefreshToken();
    if (adminRefreshToken) writeStorage(STORAGE_KEYS.impersonatorRefreshToken, adminRefreshToken);
  }
  writeStorage(STORAGE_KEYS.apiKey, accessToken);
  removeStorage(STORAGE_KEYS.refreshToken);
  removeStorage(STORAGE_KEYS.interceptor);
  notify();
}

/** Puts the admin's kept tokens back as the session; false (and no session at all) when none were kept. */
export function restoreImpersonator(): boolean {
  const adminAccessToken = readImpersonatorAccessToken();
  const adminRefreshToken = readStorage(STORAGE_KEYS.impersonatorRefreshToken);
  removeStorage(STORAGE_KEYS.impersonatorApiKey);
  removeStorage(STORAGE_KEYS.impersonatorRefreshToken);
  removeStorage(STORAGE_KEYS.interceptor);
  if (!adminAccessToken) {
    clearSession();
    return false;
  }
  writeStorage(STORAGE_KEYS.apiKey, adminAccessToken);
  if (adminRefreshToken) writeStorage(STORAGE_KEYS.refreshToken, adminRefreshToken);
  else removeStorage(STORAGE_KEYS.refreshToken);
  // No notify(): the caller reloads the page into the admin's panel right away. Re-rendering this page with the admin's
  // session first would start its queries, and with an admin token about to expire (an impersonation of 10 minutes or more)
  // a refresh that the reload aborts after the server has rotated the token: the next page would then present the spent
  // refresh token, a reuse that ends the admin's session (found by the browser tests).
  return true;
}

export function isRefreshGuardSet(): boolean {
  return readStorage(STORAGE_KEYS.interceptor) !== null;
}

export function setRefreshGuard(): void {
  writeStorage(STORAGE_KEYS.interceptor, 'true');
}

export function clearRefreshGuard(): void {
  removeStorage(STORAGE_KEYS.interceptor);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.apiKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export type TSession = {
  accessToken: string | null;
  tokenData: TTokenData | null;
  isLoggedIn: boolean;
  isInvestor: boolean;
};

/** The stored session, re-rendering when it changes (login, refresh, context change, logout, another tab). */
export function useSession(): TSession {
  const accessToken = useSyncExternalStore(subscribe, readAccessToken, () => null);
  return useMemo(() => {
    const tokenData = decodeAccessToken(accessToken);
    return {
      accessToken,
      tokenData,
      isLoggedIn: accessToken !== null,
      isInvestor: tokenData?.context_type === 'investor-panel',
    };
  }, [accessToken]);
}
