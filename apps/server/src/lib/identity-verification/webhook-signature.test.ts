import { describe, expect, it } from 'vitest';
import {
  createWebhookReplayGuard,
  signWebhookPayload,
  verifyWebhookSignature,
  WebhookSignatureError,
  type WebhookHeaders,
  type WebhookSignatureFailure,
} from './webhook-signature.ts';

const SECRET = 'identity-webhook-secret-of-at-least-32-characters';
const NOW = new Date('2026-11-20T10:00:00Z');
const BODY = '{"reference":"5d7c7f7e-1c1a-4a57-9b7e-2f8f3e0c1a11","status":"success"}';

function refusal(action: () => unknown): WebhookSignatureFailure {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookSignatureError);
    return (error as WebhookSignatureError).reason;
  }
  throw new Error('expected a WebhookSignatureError');
}

describe('webhook signatures (HMAC-SHA256 over "<timestamp>.<raw body>")', () => {
  const headers = signWebhookPayload(BODY, SECRET, NOW);

  it('accepts a delivery signed with the secret, as a string or the raw bytes, with any header case', () => {
    expect(headers['x-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(headers['x-signature-timestamp']).toBe(String(NOW.getTime() / 1000));
    expect(verifyWebhookSignature(BODY, headers, SECRET, NOW)).toEqual({
      timestamp: NOW.getTime() / 1000,
      signature: headers['x-signature'].slice('sha256='.length),
    });
    const upperCase = {
      'X-Signature': headers['x-signature'].toUpperCase().replace('SHA256=', 'sha256='),
      'X-Signature-Timestamp': headers['x-signature-timestamp'],
    };
    expect(() => verifyWebhookSignature(Buffer.from(BODY), upperCase, SECRET, NOW)).not.toThrow();
  });

  it('refuses a changed body, another secret, or a timestamp moved to renew an old delivery', () => {
    expect(refusal(() => verifyWebhookSignature(BODY.replace('success', 'failed'), headers, SECRET, NOW))).toBe(
      'signature-mismatch',
    );
    expect(refusal(() => verifyWebhookSignature(`${BODY} `, headers, SECRET, NOW))).toBe('signature-mismatch');
    expect(refusal(() => verifyWebhookSignature(BODY, headers, `${SECRET}x`, NOW))).toBe('signature-mismatch');
    const renewed = { ...headers, 'x-signature-timestamp': String(NOW.getTime() / 1000 + 1) };
    expect(refusal(() => verifyWebhookSignature(BODY, renewed, SECRET, NOW))).toBe('signature-mismatch');
  });

  it('accepts five minutes of clock difference either way, not more', () => {
    const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
    expect(() => verifyWebhookSignature(BODY, headers, SECRET, at(300))).not.toThrow();
    expect(() => verifyWebhookSignature(BODY, headers, SECRET, at(-300))).not.toThrow();
    expect(refusal(() => verifyWebhookSignature(BODY, headers, SECRET, at(301)))).toBe('timestamp-out-of-window');
    expect(refusal(() => verifyWebhookSignature(BODY, headers, SECRET, at(-301)))).toBe('timestamp-out-of-window');
  });

  it('names what is missing or malformed', () => {
    const cases: Array<[WebhookHeaders, WebhookSignatureFailure]> = [
      [{ 'x-signature-timestamp': headers['x-signature-timestamp'] }, 'missing-signature'],
      [{ ...headers, 'x-signature': 'sha1=abc' }, 'malformed-signature'],
      [{ ...headers, 'x-signature': headers['x-signature'].slice(0, -2) }, 'malformed-signature'],
      [{ ...headers, 'x-signature': [headers['x-signature'], headers['x-signature']] }, 'malformed-signature'],
      [{ 'x-signature': headers['x-signature'] }, 'missing-timestamp'],
      [{ ...headers, 'x-signature-timestamp': '2026-11-20T10:00:00Z' }, 'malformed-timestamp'],
      // Milliseconds instead of seconds.
      [{ ...headers, 'x-signature-timestamp': String(NOW.getTime()) }, 'malformed-timestamp'],
      [{ ...headers, 'x-signature-timestamp': String(NOW.getTime() / 1000 - 3600) }, 'timestamp-out-of-window'],
    ];
    for (const [given, reason] of cases) expect(refusal(() => verifyWebhookSignature(BODY, given, SECRET, NOW))).toBe(reason);
  });

  it('remembers accepted signatures for the window: the same delivery twice is refused, until it has expired anyway', () => {
    const guard = createWebhookReplayGuard(300);
    const { timestamp, signature } = verifyWebhookSignature(BODY, headers, SECRET, NOW);
    guard.accept(signature, timestamp, NOW);
    expect(refusal(() => guard.accept(signature, timestamp, new Date(NOW.getTime() + 299_000)))).toBe('replayed');
    const other = verifyWebhookSignature(BODY, signWebhookPayload(BODY, SECRET, new Date(NOW.getTime() + 1000)), SECRET, NOW);
    expect(() => guard.accept(other.signature, other.timestamp, NOW)).not.toThrow();
    // After the window the signature check itself refuses the delivery; the guard has let go of it.
    expect(() => guard.accept(signature, timestamp, new Date(NOW.getTime() + 301_000))).not.toThrow();
  });
});
