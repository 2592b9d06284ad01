import type { ContextType } from '@emisja/shared';

// Access tokens as the server issues them (JWTs), unsigned: the web only reads their claims.

function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export const DEMO_LANDING_ID = 'landing-demo';

export function fakeAccessToken({
  contextType = 'advisor-panel',
  contextId = DEMO_LANDING_ID,
  username = 'doradca@emisja.test',
  expiresInSeconds = 15 * 60,
  sid = 'session-1',
}: {
  contextType?: ContextType;
  contextId?: string;
  username?: string;
  expiresInSeconds?: number;
  sid?: string;
} = {}): string {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return [
    base64Url({ alg: 'HS256', typ: 'JWT' }),
    base64Url({ context_type: contextType, context_id: contextId, username, exp, sid }),
    'signature',
  ].join('.');
}

/** Stores a session the way a login does (local storage keys of spec section 9). */
export function storeSession({
  accessToken = fakeAccessToken(),
  refreshToken = 'refresh-1',
}: { accessToken?: string; refreshToken?: string | null } = {}): void {
  window.localStorage.setItem('apiKey', accessToken);
  if (refreshToken) window.localStorage.setItem('refreshToken', refreshToken);
}
