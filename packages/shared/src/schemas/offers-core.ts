import type { Language } from '../constants.ts';
import type { TListFilterOperator } from './list-query.ts';

// The offer statuses, the kanban columns and the offers lists' filters and sort columns: the part of the investor offers
// contract (schemas/offers.ts) without zod, so the advisor panel's first screens read them without loading zod (issue 16,
// docs/decisions/069). schemas/offers.ts re-exports all of it beside its schemas.

/** The lifecycle of product-decisions section 3. */
export const OFFER_STATUSES = [
  'invited',
  'viewed',
  'interested',
  'accepted',
  'active',
  'rejected',
  'declined',
  'archived',
] as const;
export type TOfferStatus = (typeof OFFER_STATUSES)[number];

/** Offers still on their way to an investment: a repeated invitation returns such an offer instead of creating another. */
export const OPEN_OFFER_STATUSES = ['invited', 'viewed', 'interested', 'accepted'] as const satisfies readonly TOfferStatus[];
/** Shown together as "lost" (spec section 4). */
export const LOST_OFFER_STATUSES = ['rejected', 'declined'] as const satisfies readonly TOfferStatus[];

export function isOpenOfferStatus(status: TOfferStatus): boolean {
  return (OPEN_OFFER_STATUSES as readonly TOfferStatus[]).includes(status);
}

// ---------------------------------------------------------------------------------------------------------------------------
// Kanban (spec section 4): seven columns in this order, with these colours; four of them show per-currency sums.

export const KANBAN_COLUMN_IDS = ['invited', 'viewed', 'interested', 'accepted', 'active', 'lost', 'archived'] as const;
export type TKanbanColumnId = (typeof KANBAN_COLUMN_IDS)[number];
export const KANBAN_COLORS = ['gray', 'yellow', 'purple', 'blue', 'green', 'red'] as const;
export type TKanbanColor = (typeof KANBAN_COLORS)[number];

export interface TKanbanColumn {
  id: TKanbanColumnId;
  /** The offer statuses the column holds: `lost` holds rejected and declined. */
  statuses: readonly TOfferStatus[];
  color: TKanbanColor;
  /** The column shows the sum of investmentValue per currency. */
  hasSums: boolean;
}

export const KANBAN_COLUMNS = [
  { id: 'invited', statuses: ['invited'], color: 'gray', hasSums: false },
  { id: 'viewed', statuses: ['viewed'], color: 'yellow', hasSums: false },
  { id: 'interested', statuses: ['interested'], color: 'purple', hasSums: false },
  { id: 'accepted', statuses: ['accepted'], color: 'blue', hasSums: true },
  { id: 'active', statuses: ['active'], color: 'green', hasSums: true },
  { id: 'lost', statuses: LOST_OFFER_STATUSES, color: 'red', hasSums: true },
  { id: 'archived', statuses: ['archived'], color: 'gray', hasSums: true },
] as const satisfies readonly TKanbanColumn[];

export const KANBAN_SUM_COLUMN_IDS = ['accepted', 'active', 'lost', 'archived'] as const satisfies readonly TKanbanColumnId[];

/**
 * The offer status labels in both languages, written once: the server's dictionary, PDFs and e-mails and the web's screens
 * (its `offers.statuses` locale keys are built from this table) all read it. `lost` is the kanban column of rejected + declined.
 */
export const OFFER_STATUS_LABELS: Record<Language, Record<TOfferStatus | 'lost', string>> = {
  pl: {
    invited: 'Zaproszenie',
    viewed: 'Wyświetlona',
    interested: 'Zainteresowanie',
    accepted: 'Zaakceptowana',
    active: 'Aktywna',
    rejected: 'Odrzucona',
    declined: 'Rezygnacja',
    lost: 'Utracona',
    archived: 'Zarchiwizowana',
  },
  en: {
    invited: 'Invited',
    viewed: 'Viewed',
    interested: 'Interested',
    accepted: 'Accepted',
    active: 'Active',
    rejected: 'Rejected',
    declined: 'Declined',
    lost: 'Lost',
    archived: 'Archived',
  },
};

/** The kanban column of an offer status: rejected and declined are `lost`, every other status its own column. */
export function kanbanColumnOf(status: TOfferStatus): TKanbanColumnId {
  return (LOST_OFFER_STATUSES as readonly TOfferStatus[]).includes(status) ? 'lost' : (status as TKanbanColumnId);
}

// ---------------------------------------------------------------------------------------------------------------------------
// The offers lists (GET /api/advisor/investor/offers, /offers-by-network, /campaign/{id}/offers).

/** Values of the `status` filter (operator `in`): the statuses, and `lost` as an alias of rejected + declined. */
export const OFFER_STATUS_FILTER_VALUES = [...OFFER_STATUSES, 'lost'] as const;
export type TOfferStatusFilterValue = (typeof OFFER_STATUS_FILTER_VALUES)[number];

/** The statuses a `status` filter selects: `lost` expands to rejected and declined. */
export function expandOfferStatusFilter(values: readonly string[]): TOfferStatus[] {
  const statuses = new Set<TOfferStatus>();
  for (const value of values) {
    if (value === 'lost') for (const status of LOST_OFFER_STATUSES) statuses.add(status);
    else if ((OFFER_STATUSES as readonly string[]).includes(value)) statuses.add(value as TOfferStatus);
  }
  return [...statuses];
}

/**
 * The filters of the offers lists and the operators each takes (product-decisions section 6 wire format:
 * `filters[<name>][value]` and `filters[<name>][operator]`). Date ranges are two filters, `<column>From` (gte) and
 * `<column>To` (lte), both inclusive; `statusDate` is an instant, so a date-only value there is the whole day in
 * Europe/Warsaw. The server refuses any other filter, operator or value with a 400.
 */
export const OFFER_LIST_FILTERS = {
  investorName: ['like', 'leq'],
  investorEmail: ['like', 'leq'],
  ownerName: ['like', 'leq'],
  campaignName: ['like', 'leq'],
  productCode: ['like', 'leq'],
  /** Values: OFFER_STATUS_FILTER_VALUES (`lost` = rejected + declined). */
  status: ['in'],
  /** Network ids. */
  networkId: ['in'],
  /** Values: CURRENCIES (PLN, EUR, USD). */
  currency: ['in'],
  /** Owner advisor ids. */
  ownerId: ['in'],
  /** Campaign ids. */
  campaignId: ['in'],
  /** Values: INVESTOR_KYC_STATUSES (the investor's questionnaire, `none` when none was sent). */
  kycStatus: ['in'],
  agreementDateFrom: ['gte'],
  agreementDateTo: ['lte'],
  paymentDateFrom: ['gte'],
  paymentDateTo: ['lte'],
  endDateFrom: ['gte'],
  endDateTo: ['lte'],
  statusDateFrom: ['gte'],
  statusDateTo: ['lte'],
} as const satisfies Record<string, readonly TListFilterOperator[]>;
export type TOfferListFilter = keyof typeof OFFER_LIST_FILTERS;

/**
 * Sortable columns (`sort=<column>&order=asc|desc`); default `statusDate` desc. `status` sorts in lifecycle order,
 * `networkId` by the network's name, `ownerName` by surname then first name; the offer id breaks ties.
 */
export const OFFER_LIST_SORT_COLUMNS = [
  'investorName',
  'investorEmail',
  'ownerName',
  'agreementDate',
  'paymentDate',
  'endDate',
  'networkId',
  'investmentValue',
  'currency',
  'status',
  'statusDate',
  'campaignName',
  'productCode',
] as const;
export type TOfferListSortColumn = (typeof OFFER_LIST_SORT_COLUMNS)[number];
