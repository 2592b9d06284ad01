import {
  nextIdentityVerificationStatus,
  recordPersonDecision,
  type IdentityVerificationProvider,
} from './identity-verification.ts';

/**
 * The default provider (product-decisions section 9): nothing external. Submission puts the verification in progress; a
 * coordinator or admin checks the document and sets the result (PATCH .../identity-verification {status, note}), which the
 * provider only records.
 */
export function createManualIdentityProvider(): IdentityVerificationProvider {
  return {
    name: 'manual',
    start: (current) => Promise.resolve(nextIdentityVerificationStatus(current, { type: 'submitted' })),
    recordPersonDecision,
  };
}
