import type { DbExecutor } from '../../db/client.ts';
import type { OneTimeTokenPurpose } from '../../db/schema/index.ts';
import { createSecret, hashSecret } from '../../lib/secrets.ts';
import { insertOneTimeToken, revokeUnusedTokens } from './one-time-tokens.repository.ts';

/**
 * A new single-use secret for the user (product-decisions section 5): 256 random bits, only the sha-256 stored; the user's
 * older unused tokens of the same purpose on this landing page stop working ("a new link invalidates older ones"), unless
 * `keepsOlder` (the redirect links of investor e-mails: each e-mail's link works on its own, docs/decisions/033).
 * Returns the secret, which goes into the link or the answer and nowhere else.
 */
export async function issueOneTimeToken(
  db: DbExecutor,
  token: {
    landingId: string;
    userId: string;
    purpose: OneTimeTokenPurpose;
    lifetimeSeconds: number;
    metadata?: Record<string, unknown>;
  },
  options: { keepsOlder?: boolean } = {},
): Promise<string> {
  const secret = createSecret();
  if (!options.keepsOlder) {
    await revokeUnusedTokens(db, { userId: token.userId, landingId: token.landingId, purposes: [token.purpose] });
  }
  await insertOneTimeToken(db, { ...token, tokenHash: hashSecret(secret) });
  return secret;
}
