import type { TOfferStatus } from './offers.ts';

// The offer lifecycle of product-decisions section 3: one table, read by the server to allow or refuse a move and by the web to
// show the actions. Who may do an action is checked separately (the server's offers and public-offer modules).

/** Who moves an offer: the investor (public page or investor panel), or someone in the advisor panel. */
export const OFFER_ACTIONS = [
  'view',
  'markInterest',
  'accept',
  'decline',
  'reject',
  'archive',
  'confirmPayment',
  'changeOwner',
] as const;
export type TOfferAction = (typeof OFFER_ACTIONS)[number];

/** The statuses an action may start from, and where it leads. `changeOwner` keeps the status. */
export const OFFER_TRANSITIONS: Record<
  Exclude<TOfferAction, 'changeOwner'>,
  { from: readonly TOfferStatus[]; to: TOfferStatus }
> = {
  view: { from: ['invited'], to: 'viewed' },
  markInterest: { from: ['viewed'], to: 'interested' },
  accept: { from: ['interested'], to: 'accepted' },
  decline: { from: ['invited', 'viewed', 'interested'], to: 'declined' },
  reject: { from: ['invited', 'viewed', 'interested', 'accepted'], to: 'rejected' },
  archive: { from: ['invited', 'viewed', 'interested', 'accepted', 'rejected', 'declined', 'active'], to: 'archived' },
  confirmPayment: { from: ['accepted'], to: 'active' },
};

/** Whether `action` is allowed from `status` by the lifecycle table (who may do it is checked separately). */
export function canTransition(action: Exclude<TOfferAction, 'changeOwner'>, status: TOfferStatus): boolean {
  return OFFER_TRANSITIONS[action].from.includes(status);
}
