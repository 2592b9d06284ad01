import { ZIdentityVerificationWebhookSchema, type TIdentityVerificationWebhook } from '@emisja/shared';
import { issuesToViolations } from '@emisja/shared/validation/zod';
import { fieldViolation, invalidFields, notFound, unauthorized } from '../../lib/app-error.ts';
import {
  IdentityVerificationTransitionError,
  nextIdentityVerificationStatus,
  verifyWebhookSignature,
  WebhookSignatureError,
  type WebhookHeaders,
} from '../../lib/identity-verification/index.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { writeAudit } from '../audit/audit.service.ts';
import type { KycDependencies, KycWebhook } from './kyc-dependencies.ts';
import {
  hasProviderResult,
  insertIdentityVerificationEntry,
  lockKycRequest,
  setIdentityVerificationStatus,
} from './kyc.repository.ts';

// The `webhook` identity verification provider's callback (product-decisions section 9, docs/decisions/031 and 032):
// `POST /public-api/identity-verification/webhook`, signed with HMAC-SHA256 over "<timestamp>.<raw body>". The signature is
// checked on the raw bytes before anything is parsed; a stale, replayed or wrong signature is 401 and nothing is read. The
// body is the shared contract's ZIdentityVerificationWebhookSchema. Every new result is kept as a history row; it changes the
// request's status only as the transition rule allows, so it never overrides a coordinator's or admin's decision.

/** How the history names the provider's results. */
export const WEBHOOK_PROVIDER_LABEL = 'webhook';

function verifiedBody(ctx: RequestContext, webhook: KycWebhook, rawBody: Buffer, headers: WebhookHeaders, now: Date) {
  try {
    const { timestamp, signature } = verifyWebhookSignature(rawBody, headers, webhook.secret, now);
    webhook.replayGuard.accept(signature, timestamp, now);
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error;
    ctx.log.warn({ reason: error.reason }, 'identity verification callback refused');
    throw unauthorized();
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw fieldViolation('', 'validation.invalid', ctx.language);
  }
  const parsed = ZIdentityVerificationWebhookSchema.safeParse(json);
  if (!parsed.success) throw invalidFields(issuesToViolations(parsed.error.issues, ctx.language));
  return parsed.data;
}

export interface WebhookOutcome {
  /** The result was new (a history row was written). */
  isRecorded: boolean;
  /** It changed the request's identity verification status. */
  isApplied: boolean;
}

/**
 * Records a provider's result for a KYC request of this landing page (the callback URL handed to the provider is the landing
 * page's own). 404 for an unknown request. A delivery of a result already recorded (same provider reference and status)
 * changes nothing; a result that contradicts a person's decision is recorded in the history and leaves the status.
 */
export async function recordWebhookResult(
  ctx: RequestContext,
  kyc: KycDependencies,
  rawBody: Buffer,
  headers: WebhookHeaders,
  now: Date = new Date(),
): Promise<WebhookOutcome> {
  if (!kyc.webhook) throw notFound();
  const result: TIdentityVerificationWebhook = verifiedBody(ctx, kyc.webhook, rawBody, headers, now);
  return ctx.db.transaction(async (tx) => {
    const request = await lockKycRequest(tx, ctx.landing.id, result.requestId);
    if (!request) throw notFound();
    const reported = { providerReference: result.providerReference, status: result.status };
    if (await hasProviderResult(tx, request.id, reported)) return { isRecorded: false, isApplied: false };

    let next = request.identityVerification;
    let isApplied = false;
    try {
      const transition = nextIdentityVerificationStatus(request.identityVerification, {
        type: 'decided-by-provider',
        result: result.status,
      });
      next = transition.status;
      isApplied = transition.changed;
    } catch (error) {
      if (!(error instanceof IdentityVerificationTransitionError)) throw error;
    }
    if (isApplied) await setIdentityVerificationStatus(tx, request.id, next);
    await insertIdentityVerificationEntry(tx, {
      kycRequestId: request.id,
      status: result.status,
      note: result.note?.trim() || null,
      provider: 'webhook',
      providerReference: result.providerReference,
      decidedByUserId: null,
      decidedByLabel: WEBHOOK_PROVIDER_LABEL,
    });
    await writeAudit(tx, ctx, {
      action: 'kyc-identity-verification-reported',
      actor: { userId: null, label: WEBHOOK_PROVIDER_LABEL },
      entity: { type: 'kyc-request', id: request.id },
      before: { identityVerification: request.identityVerification },
      after: { identityVerification: next },
      metadata: { providerReference: result.providerReference, result: result.status, isApplied },
    });
    return { isRecorded: true, isApplied };
  });
}
