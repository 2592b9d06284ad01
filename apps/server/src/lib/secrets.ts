import { createHash, randomBytes } from 'node:crypto';

// Opaque secrets (docs/decisions/009-tokens-and-sessions.md): links, refresh tokens and offer links carry a random secret;
// the database keeps only its sha-256.

/** 256 bits from the operating system's secure random source, as 43 base64url characters. */
export function createSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a secret: its sha-256 as hex (the `isSha256Hex` check of the token tables). */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
