import type {
  TInvestorDocument,
  TInvestorInvestment,
  TInvestorInvestmentRow,
  TInvestorLeadForm,
  TInvestorOffer,
  TInvestorPanelOffer,
  TInvestorProduct,
  TInvestorSummary,
  TOfferStatus,
  TOnboarding,
  TServicedScheduleEntry,
} from '@emisja/shared';
import { OFFER_STATUSES } from '@emisja/shared';
import { kycPreview } from './kyc-fixtures';
import { publicOffer } from './public-offer-fixtures';

// Answers of the investor panel's endpoints (issue 13; packages/shared/src/schemas/investor-home.ts), shaped like the demo
// investor's: a PLN bond investment with a quarterly schedule, a EUR one, offers in every tab.

export const INVESTMENT_ID = '1e000000-0000-4000-8000-000000000001';
export const INVESTMENT_EUR_ID = '1e000000-0000-4000-8000-000000000002';
export const OFFER_ID = '0f000000-0000-4000-8000-000000000001';
export const PRODUCT_ID = '0b6f0f8e-4a8e-4a55-9a53-8c1f5b0e7a02';
const CAMPAIGN_ID = '6d1f1c1e-5f57-4a0e-8d3c-1f0a4f6d2b01';

function offerCounts(counts: Partial<Record<TOfferStatus, number>> = {}): TInvestorSummary['offerCounts'] {
  return Object.fromEntries(OFFER_STATUSES.map((status) => [status, counts[status] ?? 0])) as TInvestorSummary['offerCounts'];
}

/** `GET /investor-api/investor/summary` of an investor with a PLN and a EUR investment. */
export function investorSummary(overrides: Partial<TInvestorSummary> = {}): TInvestorSummary {
  return {
    currencies: [
      {
        currency: 'PLN',
        invested: '25000.00',
        activeInvestments: 2,
        interestPaidNet: '455.63',
        interestPaidGross: '562.50',
        interestDueGross: '3937.50',
        interestDueNet: '3189.38',
        nextPayment: {
          date: '2027-02-01',
          amountNet: '455.63',
          investmentId: INVESTMENT_ID,
          campaignName: 'Obligacje Zielona Energia 2026',
        },
      },
      {
        currency: 'EUR',
        invested: '5000.00',
        activeInvestments: 1,
        interestPaidNet: '0.00',
        interestPaidGross: '0.00',
        interestDueGross: '600.00',
        interestDueNet: '486.00',
        nextPayment: null,
      },
    ],
    offerCounts: offerCounts({ invited: 1, viewed: 1, interested: 0, accepted: 1, active: 3, declined: 1, archived: 1 }),
    payments: [
      { month: '2026-11', currency: 'PLN', paid: '455.63', scheduled: '0.00' },
      { month: '2027-02', currency: 'PLN', paid: '0.00', scheduled: '455.63' },
      { month: '2027-03', currency: 'EUR', paid: '0.00', scheduled: '486.00' },
    ],
    kyc: { status: 'submitted', identityVerification: 'in-progress', submittedAt: '2026-10-01T08:00:00.000Z' },
    ...overrides,
  };
}

/** A new investor: nothing invested, no offers, no questionnaire. */
export function emptyInvestorSummary(): TInvestorSummary {
  return {
    currencies: [],
    offerCounts: offerCounts(),
    payments: [],
    kyc: { status: 'none', identityVerification: 'not-started', submittedAt: null },
  };
}

export function investmentRow(overrides: Partial<TInvestorInvestmentRow> = {}): TInvestorInvestmentRow {
  return {
    id: INVESTMENT_ID,
    offerId: OFFER_ID,
    campaignId: CAMPAIGN_ID,
    campaignName: 'Obligacje Zielona Energia 2026',
    campaignType: 'debt',
    productCode: 'SERIA-A',
    amount: '20000.00',
    currency: 'PLN',
    startDate: '2026-08-01',
    endDate: '2028-08-01',
    status: 'active',
    interestRate: '9.0000',
    nextPaymentDate: '2027-02-01',
    ...overrides,
  };
}

function scheduleEntry(periodNo: number, overrides: Partial<TServicedScheduleEntry>): TServicedScheduleEntry {
  return {
    id: `5c000000-0000-4000-8000-00000000000${periodNo}`,
    periodNo,
    periodFrom: '2026-08-01',
    periodTo: '2026-10-31',
    paymentDate: '2026-11-01',
    gross: '450.00',
    tax: '86.00',
    net: '364.00',
    principal: '0.00',
    status: 'scheduled',
    paidAmount: null,
    paidAt: null,
    ...overrides,
  };
}

/** `GET /investor-api/investment/{id}`: the first period paid, the second past its date and unpaid, the last scheduled. */
export function investment(overrides: Partial<TInvestorInvestment> = {}): TInvestorInvestment {
  const offer = publicOffer();
  return {
    ...investmentRow(),
    agreementDate: '2026-07-20',
    paymentDate: '2026-07-28',
    campaign: offer.campaign,
    product: offer.product,
    advisor: offer.advisor,
    schedule: [
      scheduleEntry(1, { status: 'paid', paidAmount: '364.00', paidAt: '2026-11-02' }),
      scheduleEntry(2, { periodFrom: '2026-11-01', periodTo: '2027-01-31', paymentDate: '2027-02-01', status: 'unpaid' }),
      scheduleEntry(3, {
        periodFrom: '2028-05-01',
        periodTo: '2028-07-31',
        paymentDate: '2099-08-01',
        principal: '20000.00',
      }),
    ],
    ...overrides,
  };
}

/** A row of `GET /investor-api/offers`. */
export function panelOffer(overrides: Partial<TInvestorPanelOffer> = {}): TInvestorPanelOffer {
  return {
    id: OFFER_ID,
    status: 'viewed',
    statusDate: '2026-11-20T10:00:00.000Z',
    campaignId: CAMPAIGN_ID,
    campaignName: 'Obligacje Zielona Energia 2026',
    productCode: 'SERIA-A',
    investmentValue: null,
    currency: 'PLN',
    agreementDate: null,
    paymentDate: null,
    endDate: null,
    advisorName: 'Piotr Kowalski',
    ...overrides,
  };
}

/** `GET /investor-api/offer/{id}`: the public offer page's offer with its id. */
export function investorOffer(overrides: Partial<TInvestorOffer> = {}): TInvestorOffer {
  return { ...publicOffer(), id: OFFER_ID, investmentId: null, ...overrides };
}

/** A product of `GET /investor-api/products` without an offer of the investor. */
export function investorProduct(overrides: Partial<TInvestorProduct> = {}): TInvestorProduct {
  const offer = publicOffer();
  return { ...offer.product, campaign: offer.campaign, offerId: null, ...overrides };
}

export function investorDocuments(): TInvestorDocument[] {
  return [
    {
      kind: 'offer-pdf',
      name: 'oferta-SERIA-A.pdf',
      offerId: OFFER_ID,
      campaignName: 'Obligacje Zielona Energia 2026',
      createdAt: null,
      downloadPath: `/investor-api/offer/${OFFER_ID}/pdf`,
      method: 'POST',
    },
    {
      kind: 'payment-confirmation',
      name: 'przelew.pdf',
      offerId: OFFER_ID,
      campaignName: 'Obligacje Zielona Energia 2026',
      createdAt: '2026-07-28T09:00:00.000Z',
      downloadPath: `/investor-api/offer/${OFFER_ID}/attachment/a1000000-0000-4000-8000-000000000001`,
      method: 'GET',
    },
    {
      kind: 'campaign-document',
      name: 'Warunki emisji.pdf',
      offerId: null,
      campaignName: 'Obligacje Zielona Energia 2026',
      createdAt: '2026-06-01T09:00:00.000Z',
      downloadPath: '/investor-api/campaign-document/d1000000-0000-4000-8000-000000000001',
      method: 'GET',
    },
  ];
}

/** `GET /investor-api/lead-form/last`: the masked answers of the shared valid questionnaire. */
export function investorLeadForm(overrides: Partial<TInvestorLeadForm> = {}): TInvestorLeadForm {
  const { answers, submittedAt } = kycPreview();
  return { answers, submittedAt, identityVerification: 'success', ...overrides };
}

/** `GET /investor-api/onboarding`: the three documents of the demo landing page, none accepted yet. */
export function onboarding(overrides: Partial<TOnboarding> = {}): TOnboarding {
  return {
    isComplete: false,
    documents: [
      { document: 'terms', url: '/branding/demo/regulamin.html', version: '2026-01', acceptedAt: null },
      { document: 'privacy-policy', url: '/branding/demo/polityka-prywatnosci.html', version: '2026-02', acceptedAt: null },
      { document: 'investment-risks', url: '/branding/demo/ryzyka.html', version: '1', acceptedAt: null },
    ],
    kyc: { status: 'sent', identityVerification: 'not-started', submittedAt: null },
    ...overrides,
  };
}

export function completedOnboarding(): TOnboarding {
  const base = onboarding();
  return {
    ...base,
    isComplete: true,
    documents: base.documents.map((document) => ({ ...document, acceptedAt: '2026-11-01T10:00:00.000Z' })),
  };
}
