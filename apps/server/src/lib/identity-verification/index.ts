import type { Env } from '../../config/env.ts';
import type { IdentityVerificationProvider } from './identity-verification.ts';
import { createManualIdentityProvider } from './manual-provider.ts';
import { createWebhookIdentityProvider, type WebhookIdentityProvider } from './webhook-provider.ts';

// Identity verification of KYC questionnaires (product-decisions section 9, docs/decisions/031-pii-encryption-and-registers.md).
export {
  IDENTITY_VERIFICATION_PROVIDERS,
  IdentityVerificationTransitionError,
  nextIdentityVerificationStatus,
  recordPersonDecision,
  type IdentityVerificationDecision,
  type IdentityVerificationEvent,
  type IdentityVerificationProvider,
  type IdentityVerificationProviderName,
  type IdentityVerificationResult,
  type IdentityVerificationStatus,
  type IdentityVerificationTransition,
} from './identity-verification.ts';
export { createManualIdentityProvider } from './manual-provider.ts';
export {
  createWebhookIdentityProvider,
  WebhookPayloadError,
  type WebhookCallback,
  type WebhookIdentityProvider,
} from './webhook-provider.ts';
export {
  createWebhookReplayGuard,
  SIGNATURE_HEADER,
  SIGNATURE_TIMESTAMP_HEADER,
  SIGNATURE_TOLERANCE_SECONDS,
  signWebhookPayload,
  verifyWebhookSignature,
  WebhookSignatureError,
  type WebhookHeaders,
  type WebhookSignatureFailure,
} from './webhook-signature.ts';

/** The provider IDENTITY_VERIFICATION_PROVIDER chooses (env.ts guarantees the secret of the webhook provider). */
export function createIdentityVerificationProvider(
  env: Pick<Env, 'IDENTITY_VERIFICATION_PROVIDER' | 'IDENTITY_WEBHOOK_SECRET'>,
): IdentityVerificationProvider | WebhookIdentityProvider {
  if (env.IDENTITY_VERIFICATION_PROVIDER === 'manual') return createManualIdentityProvider();
  if (!env.IDENTITY_WEBHOOK_SECRET)
    throw new Error('IDENTITY_WEBHOOK_SECRET is required when IDENTITY_VERIFICATION_PROVIDER is webhook');
  return createWebhookIdentityProvider({ secret: env.IDENTITY_WEBHOOK_SECRET });
}
