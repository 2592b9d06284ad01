// "Remember this device" for the second factor (spec sections 4 and 9, product-decisions section 5): the remember2faToken the
// server returns is kept in a cookie named after the username (the e-mail), for the token's 30 days, and sent with the next
// login only for that e-mail and only while unexpired. The cookie never leaves this site (SameSite=Strict), is Secure on https,
// and is not read by the server: the client passes the token in the login body.

export const REMEMBER_DEVICE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const COOKIE_PREFIX = 'remember2fa_';

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** `remember2fa_<e-mail>`, the e-mail URI-encoded because '@' is not allowed in a cookie name. */
export function rememberDeviceCookieName(email: string): string {
  return `${COOKIE_PREFIX}${encodeURIComponent(normalizeEmail(email))}`;
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

function writeCookie(name: string, value: string, expires: Date): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value}; Expires=${expires.toUTCString()}; Path=/; SameSite=Strict${secure}`;
}

/** Keeps the token for `email` until `expiresAt` (default: 30 days from now). The value records the expiry as well. */
export function rememberDevice(
  email: string,
  token: string,
  expiresAt: Date = new Date(Date.now() + REMEMBER_DEVICE_LIFETIME_MS),
): void {
  writeCookie(rememberDeviceCookieName(email), encodeURIComponent(`${expiresAt.getTime()}.${token}`), expiresAt);
}

export function forgetRememberedDevice(email: string): void {
  writeCookie(rememberDeviceCookieName(email), '', new Date(0));
}

/** The remember2faToken for this e-mail, or null when there is none or it has expired (an expired one is removed). */
export function readRememberedDevice(email: string, now: number = Date.now()): string | null {
  const raw = readCookie(rememberDeviceCookieName(email));
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const separator = value.indexOf('.');
  const expiresAt = Number(value.slice(0, separator));
  const token = value.slice(separator + 1);
  if (separator === -1 || !Number.isFinite(expiresAt) || !token) return null;
  if (expiresAt <= now) {
    forgetRememberedDevice(email);
    return null;
  }
  return token;
}
