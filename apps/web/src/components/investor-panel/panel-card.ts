/** The investor panel's card: the home page's boxes, the investment's parts, the investor's data and its side panel. */
export const PANEL_CARD_CLASSES = 'rounded-lg bg-white p-5 shadow-xs ring-1 ring-gray-200 sm:p-6';

/**
 * A card of the panel's lists (offers, investments, products) that is one link: `CARD_LINK_CLASSES` stretches the link's
 * ::after over the card (`relative`), and the card shows the focus ring the link gives up. The two go together: a link
 * without the card's ring would leave keyboards without a visible focus.
 */
export const LINK_CARD_CLASSES =
  'relative h-full rounded-lg bg-white shadow-xs ring-1 ring-gray-200 focus-within:ring-2 focus-within:ring-primary hover:ring-gray-300';

/** The link that makes a `LINK_CARD_CLASSES` card one link. */
export const CARD_LINK_CLASSES = "after:absolute after:inset-0 after:content-[''] focus-visible:outline-none";
