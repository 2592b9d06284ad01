// Identity verification of a KYC questionnaire (spec section 4, product-decisions section 9,
// docs/decisions/031-pii-encryption-and-registers.md): `not-started`, `in-progress` (after submission), `success`, `failed`.
// A provider says how a result comes in: `manual` (a coordinator or admin checks the document and decides) or `webhook` (an
// external service posts a signed result). The statuses are the ones of the shared KYC contract (packages/shared).

export const IDENTITY_VERIFICATION_PROVIDERS = ['manual', 'webhook'] as const;
export type IdentityVerificationProviderName = (typeof IDENTITY_VERIFICATION_PROVIDERS)[number];

export type IdentityVerificationStatus = 'not-started' | 'in-progress' | 'success' | 'failed';
export type IdentityVerificationResult = 'success' | 'failed';

/**
 * What happened: the questionnaire was submitted, a coordinator or admin decided, or the provider's callback decided.
 * A person may correct an earlier decision; a provider callback never overrides one (so a late or replayed callback
 * cannot undo a coordinator's decision).
 */
export type IdentityVerificationEvent =
  | { type: 'submitted' }
  | { type: 'decided-by-person'; result: IdentityVerificationResult }
  | { type: 'decided-by-provider'; result: IdentityVerificationResult };

export interface IdentityVerificationTransition {
  status: IdentityVerificationStatus;
  /** False when the event leaves the status as it was (a repeated callback, a submission after an early result). */
  changed: boolean;
}

export class IdentityVerificationTransitionError extends Error {
  constructor(
    readonly from: IdentityVerificationStatus,
    readonly event: IdentityVerificationEvent['type'],
    readonly reason: 'not-submitted' | 'already-decided',
  ) {
    super(`Identity verification cannot go from ${from} on ${event} (${reason})`);
    this.name = 'IdentityVerificationTransitionError';
  }
}

/** The status after `event`; IdentityVerificationTransitionError when the event is not allowed in `current`. */
export function nextIdentityVerificationStatus(
  current: IdentityVerificationStatus,
  event: IdentityVerificationEvent,
): IdentityVerificationTransition {
  const to = (status: IdentityVerificationStatus) => ({ status, changed: status !== current });
  switch (event.type) {
    case 'submitted':
      // A result that came in while the form was being filled in stands.
      return to(current === 'not-started' ? 'in-progress' : current);
    case 'decided-by-person':
      if (current === 'not-started') throw new IdentityVerificationTransitionError(current, event.type, 'not-submitted');
      return to(event.result);
    case 'decided-by-provider':
      if ((current === 'success' || current === 'failed') && current !== event.result) {
        throw new IdentityVerificationTransitionError(current, event.type, 'already-decided');
      }
      return to(event.result);
  }
}

/** A decision as the caller records it beside the status (the audit log gets the same). */
export interface IdentityVerificationDecision {
  result: IdentityVerificationResult;
  /** The coordinator's note, or the provider's. */
  note: string | null;
  decidedBy:
    { kind: 'person'; userId: string } | { kind: 'provider'; provider: IdentityVerificationProviderName; eventId: string | null };
  decidedAt: Date;
}

export interface IdentityVerificationProvider {
  readonly name: IdentityVerificationProviderName;
  /**
   * The questionnaire was submitted: the verification starts. The `webhook` provider expects the external service to
   * post its result with `reference` (the KYC request id) as given here.
   */
  start(current: IdentityVerificationStatus, reference: string): Promise<IdentityVerificationTransition>;
  /** A coordinator or admin decides (with either provider: a person may always check the document and correct a result). */
  recordPersonDecision(
    current: IdentityVerificationStatus,
    input: { result: IdentityVerificationResult; note: string | null; userId: string },
    now?: Date,
  ): { transition: IdentityVerificationTransition; decision: IdentityVerificationDecision };
}

/** The part both providers share: a person's decision is only recorded, with the transition rules above. */
export function recordPersonDecision(
  current: IdentityVerificationStatus,
  input: { result: IdentityVerificationResult; note: string | null; userId: string },
  now: Date = new Date(),
): { transition: IdentityVerificationTransition; decision: IdentityVerificationDecision } {
  return {
    transition: nextIdentityVerificationStatus(current, { type: 'decided-by-person', result: input.result }),
    decision: {
      result: input.result,
      note: input.note?.trim() || null,
      decidedBy: { kind: 'person', userId: input.userId },
      decidedAt: now,
    },
  };
}
