import { OFFER_STATUSES } from '@emisja/shared';
import { describe, expect, it } from 'vitest';
import { panelOffer } from '@/testing/investor-home-fixtures';
import { offerTabOf, splitOffers } from './offer-tabs';

describe('offer tabs (product-decisions section 10)', () => {
  it('puts every status in exactly one place: Active, Archived, or Investments', () => {
    const groups = splitOffers(OFFER_STATUSES.map((status) => panelOffer({ status })));
    expect(groups.active.map((offer) => offer.status)).toEqual(['invited', 'viewed', 'interested', 'accepted']);
    expect(groups.archived.map((offer) => offer.status)).toEqual(['rejected', 'declined', 'archived']);
    expect(groups.invested.map((offer) => offer.status)).toEqual(['active']);
  });

  it('reads the tab of the URL, Active unless it says archived', () => {
    expect(offerTabOf('archived')).toBe('archived');
    expect(offerTabOf(null)).toBe('active');
    expect(offerTabOf('anything')).toBe('active');
  });
});
