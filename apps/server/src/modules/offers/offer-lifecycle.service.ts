import { canTransition, ERROR_LABELS, OFFER_TRANSITIONS, type TOfferAction, type TOfferStatus } from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { writeAudit } from '../audit/audit.service.ts';
import {
  findOffer,
  insertOfferStatusHistory,
  lockOfferRow,
  updateOfferStatus,
  type OfferKey,
  type OfferRecord,
  type OfferStatusFields,
} from './offer-lifecycle.repository.ts';

// The one place an offer's status changes after the invitation (product-decisions section 3). A caller opens a transaction,
// locks the offer with `lockOffer`, checks who may act, then calls `transitionOffer`: the lifecycle table decides whether the
// move is allowed, and the new status, its date and the history row are written together. E-mails for the change go to the
// outbox in the same transaction (the caller's `writeEmail`), so a status change and its mail stand or fall together.
// Two concurrent actions on one offer serialise on the row lock: the second sees the first one's status and is refused.
// Other modules (the public offer page) reach offers through this service.

export type { OfferKey };
export type LockedOffer = OfferRecord;

/** The offer of the landing page by id or link secret hash, unlocked; null when there is none. */
export function readOffer(db: DbExecutor, landingPageId: string, key: OfferKey): Promise<OfferRecord | null> {
  return findOffer(db, landingPageId, key);
}

/** The offer of the landing page, locked (`FOR UPDATE`) until the transaction ends; null when there is none. */
export function lockOffer(tx: DbExecutor, landingPageId: string, key: OfferKey): Promise<LockedOffer | null> {
  return lockOfferRow(tx, landingPageId, key);
}

/** 409 for a move the lifecycle table does not allow from the offer's status. */
export function invalidTransition(status: TOfferStatus): AppError {
  return new AppError(ERROR_LABELS.offerInvalidTransition, { params: { status } });
}

/** Who moves an offer, as the status history shows it: an advisor's name, the investor's e-mail, or "system". */
export interface StatusChangeAuthor {
  /** Null when the platform itself moves the offer. */
  changedByUserId: string | null;
  changedByLabel: string;
}

export interface TransitionInput extends StatusChangeAuthor {
  action: Exclude<TOfferAction, 'changeOwner'>;
  reason?: string | null;
  /** Other columns written with the status (agreement date, investment value, payment date...). */
  set?: OfferStatusFields;
}

/**
 * Moves a locked offer by `input.action`: refuses (409, `error.offerInvalidTransition`) when the lifecycle does not allow it
 * from the current status, else writes status, status date, `input.set` and the history row. Returns the updated row.
 */
export async function transitionOffer(tx: DbExecutor, offer: LockedOffer, input: TransitionInput): Promise<LockedOffer> {
  if (!canTransition(input.action, offer.status)) throw invalidTransition(offer.status);
  const to = OFFER_TRANSITIONS[input.action].to;
  const updated = await updateOfferStatus(tx, offer.id, to, input.set);
  if (!updated) throw new Error(`offer ${offer.id} vanished while locked`);
  await insertOfferStatusHistory(tx, {
    offerId: offer.id,
    fromStatus: offer.status,
    toStatus: to,
    changedByUserId: input.changedByUserId,
    changedByLabel: input.changedByLabel,
    reason: input.reason ?? null,
  });
  return updated;
}

/** The first history row of a new offer: nothing -> invited. */
export async function recordInvitation(tx: DbExecutor, offerId: string, author: StatusChangeAuthor): Promise<void> {
  await insertOfferStatusHistory(tx, { offerId, fromStatus: null, toStatus: 'invited', ...author });
}

export type OfferAuditAction =
  | 'offer-invited'
  | 'offer-invitation-resent'
  | 'offer-owner-changed'
  | 'offer-rejected'
  | 'offer-archived'
  | 'offer-payment-confirmed'
  // The investor's, through the offer link (the actor is the investor's user).
  | 'offer-accepted'
  | 'offer-payment-confirmation-uploaded';

/** A change of an offer in the audit log, in the transaction of the change. */
export async function auditOffer(
  tx: DbExecutor,
  context: Pick<RequestContext, 'landing' | 'ip'>,
  event: {
    action: OfferAuditAction;
    offerId: string;
    actor: { userId: string | null; label: string };
    before?: Record<string, unknown>;
    after?: Record<string, unknown>;
    metadata?: Record<string, unknown>;
  },
): Promise<void> {
  const { offerId, ...entry } = event;
  await writeAudit(tx, context, { ...entry, entity: { type: 'investor-offer', id: offerId } });
}
