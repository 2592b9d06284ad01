import {
  KANBAN_COLUMN_IDS,
  kanbanColumnOf,
  type TInvestorOfferRow,
  type TOfferDetail,
  type TOfferKanbanSummary,
  type TOwnerChoice,
  type TServicedScheduleEntry,
} from '@emisja/shared';
import { ADVISOR_ANNA_ID, ADVISOR_JAN_ID, NETWORK_NORTH, NETWORK_SOUTH } from './advisor-fixtures';

// Answers of the investor-offer endpoints of the advisor panel (issue 5), shaped like the demo data.

export const OFFER_INVITED_ID = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeee01';
export const OFFER_ACCEPTED_ID = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeee02';
export const OFFER_REJECTED_ID = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeee03';
export const INVESTOR_ID = 'ffffffff-ffff-4fff-8fff-ffffffffff01';
export const CAMPAIGN_ID = '99999999-9999-4999-8999-999999999901';
export const PRODUCT_ID = '99999999-9999-4999-8999-999999999902';
export const ATTACHMENT_ID = '99999999-9999-4999-8999-999999999903';

export function offerRow(overrides: Partial<TInvestorOfferRow> = {}): TInvestorOfferRow {
  const row: TInvestorOfferRow = {
    id: OFFER_INVITED_ID,
    investorId: INVESTOR_ID,
    investorName: 'Maria Zielińska',
    investorEmail: 'maria@example.com',
    ownerId: ADVISOR_ANNA_ID,
    ownerName: 'Anna Nowak',
    agreementDate: null,
    paymentDate: null,
    endDate: null,
    networkId: NETWORK_NORTH,
    networkName: 'Północ',
    investmentValue: null,
    currency: 'PLN',
    status: 'invited',
    kanbanColumn: 'invited',
    statusDate: '2026-03-01T08:05:00.000Z',
    campaignId: CAMPAIGN_ID,
    campaignName: 'Obligacje Zielona Energia seria A 2026',
    productId: PRODUCT_ID,
    productCode: 'ZE-A',
    paymentConfirmations: 0,
    kycStatus: { status: 'none', identityVerification: 'not-started', submittedAt: null },
    ...overrides,
  };
  return { ...row, kanbanColumn: kanbanColumnOf(row.status) };
}

/** Three offers: invited (no name yet, no KYC), accepted (EUR, an attachment, KYC submitted and verified), rejected. */
export function offerRows(): TInvestorOfferRow[] {
  return [
    offerRow({ investorName: null, investorEmail: 'nowy.inwestor@example.com' }),
    offerRow({
      id: OFFER_ACCEPTED_ID,
      investorName: 'Tomasz Wójcik',
      investorEmail: 'tomasz@example.com',
      status: 'accepted',
      agreementDate: '2026-03-10',
      investmentValue: '12500.50',
      currency: 'EUR',
      statusDate: '2026-03-10T12:30:00.000Z',
      paymentConfirmations: 1,
      ownerId: ADVISOR_JAN_ID,
      ownerName: 'Jan Kowalski',
      networkId: NETWORK_SOUTH,
      networkName: 'Południe',
      kycStatus: { status: 'submitted', identityVerification: 'success', submittedAt: '2026-03-05T10:00:00.000Z' },
    }),
    offerRow({
      id: OFFER_REJECTED_ID,
      investorName: 'Ewa Lis',
      investorEmail: 'ewa@example.com',
      status: 'rejected',
      statusDate: '2026-02-20T09:00:00.000Z',
    }),
  ];
}

export function kanbanSummary(): TOfferKanbanSummary {
  const figures: Partial<Record<(typeof KANBAN_COLUMN_IDS)[number], TOfferKanbanSummary['columns'][number]>> = {
    invited: { column: 'invited', count: 4, sums: [] },
    accepted: {
      column: 'accepted',
      count: 3,
      sums: [
        { currency: 'PLN', amount: '1234567.89', count: 2 },
        { currency: 'EUR', amount: '12500.50', count: 1 },
      ],
    },
    active: { column: 'active', count: 1, sums: [{ currency: 'USD', amount: '1000.00', count: 1 }] },
    lost: { column: 'lost', count: 2, sums: [{ currency: 'PLN', amount: '0.00', count: 2 }] },
  };
  return {
    columns: KANBAN_COLUMN_IDS.map((id) => figures[id] ?? { column: id, count: 0, sums: [] }),
  };
}

export function offerDetail(overrides: Partial<TOfferDetail> = {}): TOfferDetail {
  return {
    ...offerRows()[1]!,
    invitationMessage: 'Dzień dobry,\nzapraszam do zapoznania się z ofertą.',
    rejectionReason: null,
    investmentValueMin: '1000.00',
    investmentValueMax: '100000.00',
    investmentValueStep: '100.00',
    history: [
      {
        fromStatus: null,
        toStatus: 'invited',
        changedAt: '2026-03-01T08:05:00.000Z',
        changedBy: 'Jan Kowalski',
        reason: null,
      },
      {
        fromStatus: 'invited',
        toStatus: 'viewed',
        changedAt: '2026-03-02T10:00:00.000Z',
        changedBy: 'tomasz@example.com',
        reason: null,
      },
      {
        fromStatus: 'interested',
        toStatus: 'accepted',
        changedAt: '2026-03-10T12:30:00.000Z',
        changedBy: 'tomasz@example.com',
        reason: null,
      },
    ],
    attachments: [
      {
        id: ATTACHMENT_ID,
        fileName: 'potwierdzenie przelewu.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 2048,
        uploadedAt: '2026-03-11T07:00:00.000Z',
      },
    ],
    investment: null,
    paymentInstructions: null,
    allowedActions: ['reject', 'archive', 'confirmPayment', 'changeOwner'],
    ...overrides,
  };
}

export function ownerChoices(): TOwnerChoice[] {
  return [
    { id: ADVISOR_JAN_ID, name: 'Jan Kowalski', email: 'jan.kowalski@emisja.test' },
    { id: ADVISOR_ANNA_ID, name: 'Anna Nowak', email: 'anna.nowak@emisja.test' },
  ];
}

export const INVESTMENT_ID = '77777777-7777-4777-8777-777777777701';
export const SCHEDULE_ROW_IDS = [
  '77777777-7777-4777-8777-7777777777a1',
  '77777777-7777-4777-8777-7777777777a2',
  '77777777-7777-4777-8777-7777777777a3',
] as const;

/** A serviced schedule row of the active offer's investment (EUR, 9% a year, quarterly, 19% tax). */
export function scheduleRow(overrides: Partial<TServicedScheduleEntry> = {}): TServicedScheduleEntry {
  return {
    id: SCHEDULE_ROW_IDS[0],
    periodNo: 1,
    periodFrom: '2026-03-12',
    periodTo: '2026-06-11',
    paymentDate: '2026-06-12',
    gross: '281.26',
    tax: '53.44',
    net: '227.82',
    principal: '0.00',
    status: 'scheduled',
    paidAmount: null,
    paidAt: null,
    ...overrides,
  };
}

/**
 * The accepted offer once its payment is confirmed: active, with the investment and three schedule rows (the first paid, the
 * second past its date and unpaid, the last one with the principal still ahead), as a coordinator of its network sees it.
 */
export function activeOfferDetail(overrides: Partial<TOfferDetail> = {}): TOfferDetail {
  return offerDetail({
    status: 'active',
    kanbanColumn: 'active',
    paymentDate: '2026-03-12',
    allowedActions: ['archive', 'changeOwner', 'recordSchedulePayment'],
    investment: {
      id: INVESTMENT_ID,
      amount: '12500.50',
      currency: 'EUR',
      startDate: '2026-03-12',
      endDate: '2099-03-12',
      status: 'active',
      schedule: [
        scheduleRow({ status: 'paid', paidAmount: '227.82', paidAt: '2026-06-12' }),
        scheduleRow({
          id: SCHEDULE_ROW_IDS[1],
          periodNo: 2,
          periodFrom: '2026-06-12',
          periodTo: '2026-09-11',
          paymentDate: '2026-09-12',
          status: 'unpaid',
        }),
        scheduleRow({
          id: SCHEDULE_ROW_IDS[2],
          periodNo: 3,
          periodFrom: '2099-01-01',
          periodTo: '2099-03-11',
          paymentDate: '2099-03-12',
          principal: '12500.50',
        }),
      ],
    },
    ...overrides,
  });
}
