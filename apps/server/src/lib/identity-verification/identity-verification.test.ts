import { describe, expect, it } from 'vitest';
import {
  createIdentityVerificationProvider,
  createManualIdentityProvider,
  createWebhookIdentityProvider,
  IdentityVerificationTransitionError,
  nextIdentityVerificationStatus,
  signWebhookPayload,
  WebhookPayloadError,
  WebhookSignatureError,
  type IdentityVerificationStatus,
} from './index.ts';

const SECRET = 'identity-webhook-secret-of-at-least-32-characters';
const NOW = new Date('2026-11-20T10:00:00Z');
const REQUEST_ID = '5d7c7f7e-1c1a-4a57-9b7e-2f8f3e0c1a11';
const COORDINATOR_ID = '0b7a3f43-2d7e-4c59-a8a5-56f0c1d1e2f3';

describe('identity verification statuses (not-started, in-progress, success, failed)', () => {
  it('starts on submission, and keeps a result that came in while the form was being filled in', () => {
    expect(nextIdentityVerificationStatus('not-started', { type: 'submitted' })).toEqual({
      status: 'in-progress',
      changed: true,
    });
    expect(nextIdentityVerificationStatus('success', { type: 'submitted' })).toEqual({ status: 'success', changed: false });
  });

  it('lets a coordinator decide and correct a decision, but not before anything was submitted', () => {
    const person = (result: 'success' | 'failed') => ({ type: 'decided-by-person', result }) as const;
    expect(nextIdentityVerificationStatus('in-progress', person('success'))).toEqual({ status: 'success', changed: true });
    expect(nextIdentityVerificationStatus('failed', person('success'))).toEqual({ status: 'success', changed: true });
    expect(() => nextIdentityVerificationStatus('not-started', person('success'))).toThrow(IdentityVerificationTransitionError);
  });

  it('never lets a provider callback override a decision; a repeated one changes nothing', () => {
    const provider = (result: 'success' | 'failed') => ({ type: 'decided-by-provider', result }) as const;
    for (const from of ['not-started', 'in-progress'] as const) {
      expect(nextIdentityVerificationStatus(from, provider('failed'))).toEqual({ status: 'failed', changed: true });
    }
    expect(nextIdentityVerificationStatus('failed', provider('failed'))).toEqual({ status: 'failed', changed: false });
    let error: unknown;
    try {
      nextIdentityVerificationStatus('success', provider('failed'));
    } catch (caught) {
      error = caught;
    }
    expect(error).toMatchObject({ name: 'IdentityVerificationTransitionError', from: 'success', reason: 'already-decided' });
  });
});

describe('manual provider', () => {
  it('puts a submitted questionnaire in progress and only records what a coordinator decides', async () => {
    const provider = createManualIdentityProvider();
    expect(provider.name).toBe('manual');
    expect(await provider.start('not-started', REQUEST_ID)).toEqual({ status: 'in-progress', changed: true });
    expect(
      provider.recordPersonDecision(
        'in-progress',
        { result: 'failed', note: '  Document expired.  ', userId: COORDINATOR_ID },
        NOW,
      ),
    ).toEqual({
      transition: { status: 'failed', changed: true },
      decision: {
        result: 'failed',
        note: 'Document expired.',
        decidedBy: { kind: 'person', userId: COORDINATOR_ID },
        decidedAt: NOW,
      },
    });
  });
});

describe('webhook provider', () => {
  const provider = createWebhookIdentityProvider({ secret: SECRET });
  const deliver = (body: string, at = NOW, secret = SECRET) =>
    provider.handleCallback(body, signWebhookPayload(body, secret, at), NOW);

  it('reads a signed result and records it as the provider decision', () => {
    const body = JSON.stringify({
      reference: REQUEST_ID,
      status: 'success',
      note: 'Selfie matches the ID card',
      eventId: 'evt_1',
    });
    const callback = deliver(body);
    expect(callback.reference).toBe(REQUEST_ID);
    const current: IdentityVerificationStatus = 'in-progress';
    expect(callback.apply(current)).toEqual({
      transition: { status: 'success', changed: true },
      decision: {
        result: 'success',
        note: 'Selfie matches the ID card',
        decidedBy: { kind: 'provider', provider: 'webhook', eventId: 'evt_1' },
        decidedAt: NOW,
      },
    });
  });

  it('refuses an unsigned, wrongly signed, stale or replayed delivery before reading it', () => {
    const body = JSON.stringify({ reference: REQUEST_ID, status: 'failed' });
    const reason = (action: () => unknown) => {
      try {
        action();
      } catch (error) {
        expect(error).toBeInstanceOf(WebhookSignatureError);
        return (error as WebhookSignatureError).reason;
      }
      return 'accepted';
    };
    expect(reason(() => provider.handleCallback(body, {}, NOW))).toBe('missing-signature');
    expect(reason(() => deliver(body, NOW, 'another-secret-of-at-least-32-characters'))).toBe('signature-mismatch');
    expect(reason(() => deliver(body, new Date(NOW.getTime() - 6 * 60_000)))).toBe('timestamp-out-of-window');
    const headers = signWebhookPayload(body, SECRET, new Date(NOW.getTime() - 1000));
    expect(reason(() => provider.handleCallback(body, headers, NOW))).toBe('accepted');
    expect(reason(() => provider.handleCallback(body, headers, NOW))).toBe('replayed');
  });

  it('answers WebhookPayloadError for a signed body that is not a result', () => {
    for (const body of ['not json', '{}', JSON.stringify({ reference: REQUEST_ID, status: 'verified' })]) {
      expect(() => deliver(body)).toThrow(WebhookPayloadError);
    }
  });

  it('lets a coordinator decide too', () => {
    expect(
      provider.recordPersonDecision('in-progress', { result: 'success', note: null, userId: COORDINATOR_ID }, NOW).transition,
    ).toEqual({
      status: 'success',
      changed: true,
    });
  });
});

describe('provider of the environment', () => {
  it('is manual by default and webhook with its secret', () => {
    expect(
      createIdentityVerificationProvider({ IDENTITY_VERIFICATION_PROVIDER: 'manual', IDENTITY_WEBHOOK_SECRET: undefined }).name,
    ).toBe('manual');
    expect(
      createIdentityVerificationProvider({ IDENTITY_VERIFICATION_PROVIDER: 'webhook', IDENTITY_WEBHOOK_SECRET: SECRET }).name,
    ).toBe('webhook');
    expect(() =>
      createIdentityVerificationProvider({ IDENTITY_VERIFICATION_PROVIDER: 'webhook', IDENTITY_WEBHOOK_SECRET: undefined }),
    ).toThrow(/IDENTITY_WEBHOOK_SECRET/);
  });
});
