import { LOST_OFFER_STATUSES, OPEN_OFFER_STATUSES, type TInvestorPanelOffer, type TOfferStatus } from '@emisja/shared';

/**
 * The offers page's tabs (product-decisions section 10): Active holds what still waits for the investor or the advisor
 * (invited, viewed, interested, accepted), Archived what ended without an investment (rejected, declined, archived). An
 * `active` offer is an investment: it is listed under Investments, and the page links there.
 */
export const OFFER_TABS = ['active', 'archived'] as const;
export type TOfferTab = (typeof OFFER_TABS)[number];

export const OFFER_TAB_STATUSES = {
  active: OPEN_OFFER_STATUSES,
  archived: [...LOST_OFFER_STATUSES, 'archived'],
} as const satisfies Record<TOfferTab, readonly TOfferStatus[]>;

export function offerTabOf(value: string | null): TOfferTab {
  return value === 'archived' ? 'archived' : 'active';
}

/** The offers of each tab and those that became investments, in the server's order (newest status date first). */
export function splitOffers(offers: readonly TInvestorPanelOffer[]): Record<TOfferTab | 'invested', TInvestorPanelOffer[]> {
  const isIn = (statuses: readonly TOfferStatus[]) => (offer: TInvestorPanelOffer) => statuses.includes(offer.status);
  return {
    active: offers.filter(isIn(OFFER_TAB_STATUSES.active)),
    archived: offers.filter(isIn(OFFER_TAB_STATUSES.archived)),
    invested: offers.filter((offer) => offer.status === 'active'),
  };
}
