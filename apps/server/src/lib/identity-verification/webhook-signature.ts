import { createHmac, timingSafeEqual } from 'node:crypto';

// Signed identity verification callbacks (product-decisions section 9: HMAC-SHA256 with IDENTITY_WEBHOOK_SECRET):
//   X-Signature-Timestamp: <Unix time in seconds>
//   X-Signature: sha256=<hex of HMAC-SHA256(secret, "<timestamp>.<raw body>")>
// The timestamp is signed with the body, so an old delivery cannot be replayed with a fresh timestamp; deliveries older
// (or newer) than five minutes are refused, and the webhook provider refuses a signature it has already accepted.
// The signature is over the raw bytes: the route must hand over the body exactly as received, before any JSON parsing.

export const SIGNATURE_HEADER = 'x-signature';
export const SIGNATURE_TIMESTAMP_HEADER = 'x-signature-timestamp';
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export type WebhookSignatureFailure =
  | 'missing-signature'
  | 'malformed-signature'
  | 'missing-timestamp'
  | 'malformed-timestamp'
  | 'timestamp-out-of-window'
  | 'signature-mismatch'
  | 'replayed';

/** A callback that must not be trusted; `reason` is for the logs (answer every reason the same way: 401). */
export class WebhookSignatureError extends Error {
  constructor(readonly reason: WebhookSignatureFailure) {
    super(`Identity verification callback refused: ${reason}`);
    this.name = 'WebhookSignatureError';
  }
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

function header(headers: WebhookHeaders, name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    // A repeated header is ambiguous: refuse it rather than pick one.
    return Array.isArray(value) ? (value.length === 1 ? value[0] : '') : value;
  }
  return undefined;
}

function hmac(rawBody: Buffer | string, timestamp: string, secret: string): Buffer {
  return createHmac('sha256', secret)
    .update(`${timestamp}.`, 'utf8')
    .update(typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody)
    .digest();
}

/**
 * Checks a callback's signature and timestamp in constant time. Returns the signed timestamp (seconds) and the signature
 * (for the replay check); throws WebhookSignatureError otherwise. It never returns a falsy "invalid" value to forget to
 * check.
 */
export function verifyWebhookSignature(
  rawBody: Buffer | string,
  headers: WebhookHeaders,
  secret: string,
  now: Date = new Date(),
  toleranceSeconds: number = SIGNATURE_TOLERANCE_SECONDS,
): { timestamp: number; signature: string } {
  const signatureHeader = header(headers, SIGNATURE_HEADER);
  if (signatureHeader === undefined) throw new WebhookSignatureError('missing-signature');
  const match = /^sha256=([0-9a-f]{64})$/i.exec(signatureHeader.trim());
  if (!match?.[1]) throw new WebhookSignatureError('malformed-signature');
  const timestampHeader = header(headers, SIGNATURE_TIMESTAMP_HEADER);
  if (timestampHeader === undefined) throw new WebhookSignatureError('missing-timestamp');
  const timestampText = timestampHeader.trim();
  if (!/^\d{1,12}$/.test(timestampText)) throw new WebhookSignatureError('malformed-timestamp');
  const timestamp = Number(timestampText);
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) throw new WebhookSignatureError('timestamp-out-of-window');
  const expected = hmac(rawBody, timestampText, secret);
  const given = Buffer.from(match[1], 'hex');
  if (!timingSafeEqual(expected, given)) throw new WebhookSignatureError('signature-mismatch');
  return { timestamp, signature: match[1].toLowerCase() };
}

/** The headers a sender puts on `rawBody` (for tests, and for a provider written in-house). */
export function signWebhookPayload(
  rawBody: Buffer | string,
  secret: string,
  now: Date = new Date(),
): { [SIGNATURE_HEADER]: string; [SIGNATURE_TIMESTAMP_HEADER]: string } {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    [SIGNATURE_HEADER]: `sha256=${hmac(rawBody, timestamp, secret).toString('hex')}`,
    [SIGNATURE_TIMESTAMP_HEADER]: timestamp,
  };
}

/**
 * Remembers accepted signatures until their timestamp leaves the tolerance window, so the same delivery is accepted once
 * per process. (Across processes a replay inside the window is harmless: a provider's result never overrides a decision,
 * see nextIdentityVerificationStatus.)
 */
export function createWebhookReplayGuard(toleranceSeconds: number = SIGNATURE_TOLERANCE_SECONDS, maxEntries = 10_000) {
  const seen = new Map<string, number>(); // signature -> expiry, in insertion (and so roughly expiry) order
  return {
    /** Throws WebhookSignatureError('replayed') for a signature already accepted; remembers it otherwise. */
    accept(signature: string, timestamp: number, now: Date = new Date()): void {
      const nowSeconds = now.getTime() / 1000;
      for (const [key, expiresAt] of seen) {
        if (expiresAt > nowSeconds && seen.size < maxEntries) break;
        seen.delete(key);
      }
      const expiresAt = seen.get(signature);
      if (expiresAt !== undefined && expiresAt > nowSeconds) throw new WebhookSignatureError('replayed');
      seen.set(signature, timestamp + toleranceSeconds);
    },
  };
}
