import { describe, expect, it, vi } from 'vitest';
import {
  forgetRememberedDevice,
  readRememberedDevice,
  REMEMBER_DEVICE_LIFETIME_MS,
  rememberDevice,
  rememberDeviceCookieName,
} from './remember-device';

describe('remembered 2FA device (cookie named after the username)', () => {
  it('names the cookie after the e-mail, whatever its case', () => {
    expect(rememberDeviceCookieName('Doradca2@Emisja.test')).toBe('remember2fa_doradca2%40emisja.test');
  });

  it('gives the token back only for the e-mail it was remembered for', () => {
    rememberDevice('doradca2@emisja.test', 'remember-token-a');
    rememberDevice('koordynator@emisja.test', 'remember-token-b');

    expect(readRememberedDevice('doradca2@emisja.test')).toBe('remember-token-a');
    expect(readRememberedDevice('DORADCA2@emisja.test')).toBe('remember-token-a');
    expect(readRememberedDevice('koordynator@emisja.test')).toBe('remember-token-b');
    expect(readRememberedDevice('doradca@emisja.test')).toBeNull();
  });

  it('writes a strict same-site cookie that expires with the token after 30 days', () => {
    const setCookie = vi.spyOn(document, 'cookie', 'set');
    const now = Date.UTC(2026, 10, 22, 12, 0, 0);

    rememberDevice('doradca2@emisja.test', 'remember-token', new Date(now + REMEMBER_DEVICE_LIFETIME_MS));

    expect(REMEMBER_DEVICE_LIFETIME_MS).toBe(30 * 24 * 60 * 60 * 1000);
    const [written] = setCookie.mock.calls.at(-1) ?? [];
    expect(written).toMatch(/^remember2fa_doradca2%40emisja\.test=/);
    expect(written).toContain('Expires=Tue, 22 Dec 2026 12:00:00 GMT');
    expect(written).toContain('SameSite=Strict');
    expect(written).toContain('Path=/');
    // Served over http here; Secure is added on https.
    expect(written).not.toContain('Secure');
  });

  it('is not reused once expired, and an expired one is removed', () => {
    const now = Date.now();
    rememberDevice('doradca2@emisja.test', 'remember-token', new Date(now + 60_000));

    expect(readRememberedDevice('doradca2@emisja.test', now + 59_000)).toBe('remember-token');
    expect(readRememberedDevice('doradca2@emisja.test', now + 60_000)).toBeNull();
    expect(readRememberedDevice('doradca2@emisja.test', now)).toBeNull();
  });

  it('can be forgotten', () => {
    rememberDevice('doradca2@emisja.test', 'remember-token');
    forgetRememberedDevice('doradca2@emisja.test');
    expect(readRememberedDevice('doradca2@emisja.test')).toBeNull();
  });
});
