import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { TTwoFactorSetupResponse } from '@emisja/shared';

// TOTP of RFC 6238 as authenticator apps use it: SHA-1, 6 digits, 30-second steps. otplib 13's `verify` is async and answers
// `{ valid, timeStep }` (an object, always truthy: the result must be read, never tested as a whole).

const TOTP_PERIOD_SECONDS = 30;

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation) in Base32. */
export function createTotpSecret(): string {
  return generateSecret();
}

/** What the user scans: the otpauth URL (issuer = the landing page's site title, label = the e-mail) and its QR code. */
export async function describeTotpSecret(secret: string, issuer: string, email: string): Promise<TTwoFactorSetupResponse> {
  const otpauthUrl = generateURI({ issuer, label: email, secret });
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { secret, otpauthUrl, qrCodeDataUrl };
}

/**
 * The time step of `code` when it is valid now, allowing one step of clock drift either way; null otherwise. A code of
 * `lastUsedStep` or an earlier step is refused, so an accepted code cannot be replayed.
 */
export async function matchTotpCode(secret: string, code: string, lastUsedStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(lastUsedStep === null ? {} : { afterTimeStep: lastUsedStep }),
  });
  // The functional API's result type also covers HOTP, whose results have no time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
