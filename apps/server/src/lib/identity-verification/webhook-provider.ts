import { z } from 'zod';
import {
  nextIdentityVerificationStatus,
  recordPersonDecision,
  type IdentityVerificationDecision,
  type IdentityVerificationProvider,
  type IdentityVerificationStatus,
  type IdentityVerificationTransition,
} from './identity-verification.ts';
import {
  createWebhookReplayGuard,
  SIGNATURE_TOLERANCE_SECONDS,
  verifyWebhookSignature,
  type WebhookHeaders,
} from './webhook-signature.ts';

// The `webhook` provider (product-decisions section 9): an external identity service posts its result to
// POST /public-api/identity-verification/webhook, signed with IDENTITY_WEBHOOK_SECRET (webhook-signature.ts). The body:
//   {"reference": "<KYC request id>", "status": "success" | "failed", "note": "...", "eventId": "..."}
// (note and eventId optional). The form can be filled in meanwhile; a result that arrives before submission stands.

const ZWebhookPayloadSchema = z.object({
  reference: z.string().trim().min(1).max(200),
  status: z.enum(['success', 'failed']),
  note: z.string().max(2000).nullish(),
  eventId: z.string().max(200).nullish(),
});

/** A correctly signed callback whose body is not the expected JSON (answer 400). */
export class WebhookPayloadError extends Error {
  constructor() {
    super('Identity verification callback body is not {reference, status, note?, eventId?}');
    this.name = 'WebhookPayloadError';
  }
}

export interface WebhookCallback {
  /** The KYC request the result is about. */
  reference: string;
  /** How to record it, given the request's current status (IdentityVerificationTransitionError when it conflicts). */
  apply(current: IdentityVerificationStatus): {
    transition: IdentityVerificationTransition;
    decision: IdentityVerificationDecision;
  };
}

export interface WebhookIdentityProvider extends IdentityVerificationProvider {
  readonly name: 'webhook';
  /**
   * Verifies a callback (signature, five-minute window, not seen before), then reads it. Throws WebhookSignatureError
   * (answer 401, nothing read) or WebhookPayloadError (answer 400).
   */
  handleCallback(rawBody: Buffer | string, headers: WebhookHeaders, now?: Date): WebhookCallback;
}

export function createWebhookIdentityProvider(options: { secret: string; toleranceSeconds?: number }): WebhookIdentityProvider {
  const toleranceSeconds = options.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS;
  const replayGuard = createWebhookReplayGuard(toleranceSeconds);
  return {
    name: 'webhook',
    start: (current) => Promise.resolve(nextIdentityVerificationStatus(current, { type: 'submitted' })),
    recordPersonDecision,
    handleCallback(rawBody, headers, now = new Date()) {
      const { timestamp, signature } = verifyWebhookSignature(rawBody, headers, options.secret, now, toleranceSeconds);
      replayGuard.accept(signature, timestamp, now);
      let payload: z.infer<typeof ZWebhookPayloadSchema>;
      try {
        payload = ZWebhookPayloadSchema.parse(JSON.parse(typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8')));
      } catch {
        throw new WebhookPayloadError();
      }
      return {
        reference: payload.reference,
        apply: (current) => ({
          transition: nextIdentityVerificationStatus(current, { type: 'decided-by-provider', result: payload.status }),
          decision: {
            result: payload.status,
            note: payload.note?.trim() || null,
            decidedBy: { kind: 'provider', provider: 'webhook', eventId: payload.eventId ?? null },
            decidedAt: now,
          },
        }),
      };
    },
  };
}
