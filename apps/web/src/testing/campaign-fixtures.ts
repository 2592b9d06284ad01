import type { TCampaign, TProduct } from '@emisja/shared';

// Answers of the advisor-panel campaign endpoints (issue 5), shaped like the demo campaigns of product-decisions section 7.

export const CAMPAIGN_BONDS_ID = 'c0000000-0000-4000-8000-000000000001';
export const CAMPAIGN_SHARES_ID = 'c0000000-0000-4000-8000-000000000002';
export const CAMPAIGN_FINISHED_ID = 'c0000000-0000-4000-8000-000000000003';
export const PRODUCT_A_ID = 'f0000000-0000-4000-8000-000000000001';
export const PRODUCT_A_INST_ID = 'f0000000-0000-4000-8000-000000000002';
export const PRODUCT_C_ID = 'f0000000-0000-4000-8000-000000000003';

function product(overrides: Partial<TProduct> & Pick<TProduct, 'id' | 'campaignId' | 'code'>): TProduct {
  return {
    currency: 'PLN',
    investmentValueMin: '1000.00',
    investmentValueMax: '500000.00',
    investmentValueStep: '100.00',
    nominalValue: '100.00',
    ...overrides,
  };
}

/** Debt: fixed 9% a year, quarterly, 24 months; two products; the landing page's debt placeholder. */
export function bondsCampaign(overrides: Partial<TCampaign> = {}): TCampaign {
  return {
    id: CAMPAIGN_BONDS_ID,
    slug: 'zielona-energia-seria-a',
    type: 'debt',
    currency: 'PLN',
    language: 'pl',
    name: 'Obligacje Zielona Energia seria A',
    shortDescription: 'Zabezpieczone obligacje o stałym oprocentowaniu 9% w skali roku.',
    description: 'Środki z emisji zostaną przeznaczone na budowę trzech farm fotowoltaicznych.',
    translations: [
      { language: 'pl', name: 'Obligacje Zielona Energia seria A', shortDescription: null, description: null },
      { language: 'en', name: 'Green Energy Bonds Series A', shortDescription: null, description: null },
    ],
    issuerName: 'Zielona Energia S.A.',
    startDate: '2026-05-01',
    endDate: '2027-05-31',
    state: 'running',
    canInvite: true,
    targetAmount: '5000000.00',
    raisedAmount: '1250000.00',
    minInvestmentValue: '1000.00',
    imageUrl: '/branding/demo/debt-placeholder.svg',
    isPlaceholderImage: true,
    debt: {
      interestType: 'Fixed',
      interestRate: '9.0000',
      paymentFrequency: 'Quarterly',
      duration: { value: 24, unit: 'month' },
      taxRate: '19.00',
    },
    equity: null,
    products: [
      product({ id: PRODUCT_A_ID, campaignId: CAMPAIGN_BONDS_ID, code: 'SERIA-A' }),
      product({
        id: PRODUCT_A_INST_ID,
        campaignId: CAMPAIGN_BONDS_ID,
        code: 'SERIA-A-INST',
        investmentValueMin: '100000.00',
        investmentValueMax: '2000000.00',
        investmentValueStep: '1000.00',
        nominalValue: '1000.00',
      }),
    ],
    ...overrides,
  };
}

/** Equity: series C shares, its own image. */
export function sharesCampaign(overrides: Partial<TCampaign> = {}): TCampaign {
  return {
    id: CAMPAIGN_SHARES_ID,
    slug: 'biomedica-seria-c',
    type: 'equity',
    currency: 'PLN',
    language: 'pl',
    name: 'Akcje BioMedica seria C',
    shortDescription: null,
    description: null,
    translations: [{ language: 'pl', name: 'Akcje BioMedica seria C', shortDescription: null, description: null }],
    issuerName: 'BioMedica S.A.',
    startDate: '2026-06-01',
    endDate: '2027-01-31',
    state: 'running',
    canInvite: true,
    targetAmount: '2500000.00',
    raisedAmount: '312500.00',
    minInvestmentValue: '1250.00',
    imageUrl: '/uploads/campaigns/biomedica.jpg',
    isPlaceholderImage: false,
    debt: null,
    equity: {
      sharesSeries: 'C',
      counterFrom: 1_000_001,
      counterTo: 1_200_000,
      issueValue: '2500000.00',
      notarialDeed: 'Rep. A nr 4821/2025',
      pccFlag: true,
    },
    products: [
      product({
        id: PRODUCT_C_ID,
        campaignId: CAMPAIGN_SHARES_ID,
        code: 'SERIA-C',
        investmentValueMin: '1250.00',
        investmentValueMax: '250000.00',
        investmentValueStep: '12.50',
        nominalValue: '1.00',
      }),
    ],
    ...overrides,
  };
}

/** Finished, no image and no placeholder configured. */
export function finishedCampaign(overrides: Partial<TCampaign> = {}): TCampaign {
  return bondsCampaign({
    id: CAMPAIGN_FINISHED_ID,
    slug: 'osiedle-parkowe-seria-b',
    name: 'Obligacje Osiedle Parkowe seria B',
    shortDescription: null,
    state: 'finished',
    canInvite: false,
    raisedAmount: '3000000.00',
    targetAmount: '3000000.00',
    imageUrl: null,
    debt: {
      interestType: 'Variable',
      interestRate: '8.5000',
      paymentFrequency: 'Semi-annually',
      duration: { value: 3, unit: 'year' },
      taxRate: '19.00',
    },
    products: [],
    minInvestmentValue: null,
    ...overrides,
  });
}
