import { z } from 'zod';
import { CURRENCIES, type Language } from '../constants.ts';
import { zEmail, zInvitationMessage } from '../validation/zod.ts';
import type { TListFilterOperator } from './list-query.ts';
import { ZAmountSchema, ZIsoDateSchema } from './campaigns.ts';
import { ZInvestorKycStateSchema } from './kyc-requests.ts';

// The investor offers contract of the advisor panel (spec sections 3, 4 and 7; product-decisions sections 2 and 3): the
// invitation, the offer row of the lists, the kanban columns and sums, the owner change. docs/decisions/016.

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

/**
 * A row of the investor offers lists (spec section 3, "Investor offer row"). `status` is the real status; `kanbanColumn`
 * groups it for the kanban (rejected and declined are `lost`). `ownerName` is shown in the coordinator view only (labelled
 * advisor). `paymentConfirmations` is the number of payment confirmations uploaded (attachments / files).
 */
export const ZInvestorOfferRowSchema = z.object({
  id: z.uuid(),
  investorId: z.uuid(),
  /** Company name, else first name and surname; null while the investor has not given a name (show the e-mail). */
  investorName: z.string().nullable(),
  investorEmail: z.string(),
  ownerId: z.uuid(),
  ownerName: z.string(),
  agreementDate: ZIsoDateSchema.nullable(),
  paymentDate: ZIsoDateSchema.nullable(),
  endDate: ZIsoDateSchema.nullable(),
  networkId: z.uuid(),
  networkName: z.string(),
  /** Set when the investor accepts; an exact decimal string. */
  investmentValue: ZAmountSchema.nullable(),
  currency: z.enum(CURRENCIES),
  status: z.enum(OFFER_STATUSES),
  kanbanColumn: z.enum(KANBAN_COLUMN_IDS),
  /** When the status last changed: ISO 8601 date-time in UTC. */
  statusDate: z.string(),
  campaignId: z.uuid(),
  /** In the requested language (`?language=`, PL by default). */
  campaignName: z.string(),
  productId: z.uuid(),
  productCode: z.string(),
  paymentConfirmations: z.number().int().nonnegative(),
  /** The investor's questionnaire (a submitted one is needed before the payment is confirmed, product-decisions section 9). */
  kycStatus: ZInvestorKycStateSchema,
});
export type TInvestorOfferRow = z.infer<typeof ZInvestorOfferRowSchema>;

/**
 * `GET .../offers/summary` and `.../offers-by-network/summary`: the kanban's figures over the whole filtered list (not a
 * page), with the same filters as the list. Every column is present, in KANBAN_COLUMNS order; `sums` has one entry per
 * currency with offers in the column (CURRENCIES order), for the columns with sums only (`[]` for the others). Sums are
 * exact decimals computed by the database.
 */
export const ZOfferKanbanSummarySchema = z.object({
  columns: z.array(
    z.object({
      column: z.enum(KANBAN_COLUMN_IDS),
      count: z.number().int().nonnegative(),
      sums: z.array(
        z.object({
          currency: z.enum(CURRENCIES),
          /** Sum of investmentValue (offers without a value count as 0). */
          amount: ZAmountSchema,
          /** Offers of the column in this currency. */
          count: z.number().int().nonnegative(),
        }),
      ),
    }),
  ),
});
export type TOfferKanbanSummary = z.infer<typeof ZOfferKanbanSummarySchema>;

// ---------------------------------------------------------------------------------------------------------------------------
// The invitation: POST /api/advisor/campaign/{campaignId}/product/{productId}/invite-investor.

/** Request header that makes a retried invitation return the first answer without doing anything again. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/** Visible ASCII, 1 to 200 characters (a UUID is the usual choice). */
export const ZIdempotencyKeySchema = z
  .string()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(IDEMPOTENCY_KEY_MAX_LENGTH, { error: 'validation.maxLength' })
  .regex(/^[\x21-\x7e]+$/, { error: 'validation.invalid' });

const requiredOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid';

/** Spec section 3 "Invite payload": one e-mail per call (the web splits the semicolon-separated list). */
export const ZInviteInvestorRequestSchema = z.object({
  investorEmail: zEmail().pipe(z.string().max(254, { error: 'validation.maxLength' })),
  /** At least 10 characters (spec section 5). */
  message: zInvitationMessage().pipe(z.string().max(5000, { error: 'validation.maxLength' })),
  /** A network of the caller (any network of the landing page for an admin). */
  networkId: z.uuid({ error: requiredOrInvalid }),
});
export type TInviteInvestorRequest = z.input<typeof ZInviteInvestorRequestSchema>;

/**
 * The answer: 201 with `created: true` for a new offer (also when an Idempotency-Key retry replays it), 200 with
 * `created: false` when the same advisor already has an open offer of this product for this e-mail (that offer, unchanged,
 * and no new e-mail).
 */
export const ZInviteInvestorResultSchema = z.object({
  created: z.boolean(),
  offer: ZInvestorOfferRowSchema,
});
export type TInviteInvestorResult = z.infer<typeof ZInviteInvestorResultSchema>;

/**
 * `POST /api/advisor/investor/offer/{offerId}/resend-invitation` (docs/decisions/040-resend-invitation.md): one more
 * invitation e-mail for an open offer, with a new link (the old one stops working). The answer names where it went.
 */
export const ZResendInvitationResultSchema = z.object({
  offerId: z.uuid(),
  /** The investor's e-mail the invitation went to. */
  sentTo: z.string(),
  /** ISO date-time of the resend. */
  sentAt: z.string(),
});
export type TResendInvitationResult = z.infer<typeof ZResendInvitationResultSchema>;
