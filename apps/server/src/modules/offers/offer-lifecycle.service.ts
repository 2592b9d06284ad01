import { canTransition, ERROR_LABELS, OFFER_TRANSITIONS, type TOfferAction, type TOfferStatus } from '@emisja/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { investorOffers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertOfferStatusHistory } from './offers.repository.ts';

// The one place an offer's status changes after the invitation (product-decisions section 3). A caller opens a transaction,
// locks the offer with `lockOffer`, checks who may act, then calls `transitionOffer`: the lifecycle table decides whether the
// move is allowed, and the new status, its date and the history row are written together. E-mails for the change go to the
// outbox in the same transaction (the caller's `enqueueEmail`), so a status change and its mail stand or fall together.
// Two concurrent actions on one offer serialise on the row lock: the second sees the first one's status and is refused.

export type LockedOffer = typeof investorOffers.$inferSelect;

/** The offer of the landing page, locked (`FOR UPDATE`) until the transaction ends; null when there is none. */
export async function lockOffer(tx: DbExecutor, landingPageId: string, offerId: string): Promise<LockedOffer | null> {
  const [row] = await tx
    .select()
    .from(investorOffers)
    .where(and(eq(investorOffers.landingPageId, landingPageId), eq(investorOffers.id, offerId)))
    .for('update');
  return row ?? null;
}

/** The offer whose link secret hashes to `tokenHash`, locked like `lockOffer`; null for an unknown token. */
export async function lockOfferByTokenHash(
  tx: DbExecutor,
  landingPageId: string,
  tokenHash: string,
): Promise<LockedOffer | null> {
  const [row] = await tx
    .select()
    .from(investorOffers)
    .where(and(eq(investorOffers.landingPageId, landingPageId), eq(investorOffers.tokenHash, tokenHash)))
    .for('update');
  return row ?? null;
}

/** 409 for a move the lifecycle table does not allow from the offer's status. */
export function invalidTransition(status: TOfferStatus): AppError {
  return new AppError(409, ERROR_LABELS.offerInvalidTransition, { params: { status } });
}

export interface TransitionInput {
  action: Exclude<TOfferAction, 'changeOwner'>;
  /** Null when the platform itself moves the offer. */
  changedByUserId: string | null;
  /** Who, as the history shows it: an advisor's name, the investor's e-mail, or "system". */
  changedByLabel: string;
  reason?: string | null;
  /** Other columns written with the status (agreement date, investment value, payment date...). */
  set?: Partial<Pick<LockedOffer, 'investmentValue' | 'agreementDate' | 'paymentDate' | 'endDate' | 'rejectionReason'>>;
}

/**
 * Moves a locked offer by `input.action`: refuses (409, `error.offerInvalidTransition`) when the lifecycle does not allow it
 * from the current status, else writes status, status date, `input.set` and the history row. Returns the updated row.
 */
export async function transitionOffer(tx: DbExecutor, offer: LockedOffer, input: TransitionInput): Promise<LockedOffer> {
  if (!canTransition(input.action, offer.status)) throw invalidTransition(offer.status);
  const to = OFFER_TRANSITIONS[input.action].to;
  const [updated] = await tx
    .update(investorOffers)
    .set({ ...input.set, status: to, statusDate: sql`now()`, updatedAt: sql`now()` })
    .where(eq(investorOffers.id, offer.id))
    .returning();
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
