import {
  KANBAN_COLUMN_IDS,
  kanbanColumnOf,
  type TInvestorOfferRow,
  type TOfferDetail,
  type TOfferKanbanSummary,
  type TOwnerChoice,
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
