import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, unusable under verbatimModuleSyntax: 2 is Argon2id.
const ARGON2ID = 2;

// argon2id with OWASP's minimum parameters (m=19456 KiB, t=2, p=1); ~12 ms per hash on the target machine.
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/** A hash of a random password, made once per process: what a login of an unknown e-mail is verified against. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummyHash;
}

/**
 * Verifies the password against the account's hash, or against a dummy hash when the account has none (unknown e-mail, an
 * investor, an advisor not yet activated), so a failed login takes the same time whether or not the account exists.
 */
export async function verifyPasswordOfAccount(passwordHash: string | null, password: string): Promise<boolean> {
  const isMatch = await verifyPassword(passwordHash ?? (await dummyPasswordHash()), password);
  return passwordHash !== null && isMatch;
}
