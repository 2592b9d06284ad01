import {
  CURRENCIES,
  INVESTMENT_STATUSES,
  OFFER_STATUSES,
  SCHEDULE_ENTRY_STATUSES,
  type Currency,
  type TInvestmentStatus,
  type TOfferStatus,
  type TScheduleEntryStatus,
} from '@emisja/shared';
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { advisors, networks } from './advisors.ts';
import { products } from './campaigns.ts';
import {
  createdAt,
  isOneOf,
  isSha256Hex,
  money,
  primaryId,
  sameLandingReference,
  tenantEntityIds,
  timestamps,
  timestamptz,
  tokenHash,
} from './columns.ts';
import { files } from './documents.ts';
import { investors } from './investors.ts';
import { users } from './users.ts';

// The enumerations are the API contract's (packages/shared/src/schemas/offers.ts and investments.ts), defined once. The
// lifecycle is product-decisions section 3; `rejected` and `declined` are shown as "lost".
export { OFFER_STATUSES };
export type OfferStatus = TOfferStatus;

// An offer of one campaign product to one investor, owned by an advisor within a network. Its foreign keys are composite
// with landing_page_id, so the campaign, product, investor, owner advisor and network all belong to the offer's landing page.
export const investorOffers = pgTable(
  'investor_offers',
  {
    ...tenantEntityIds(),
    campaignId: uuid('campaign_id').notNull(),
    productId: uuid('product_id').notNull(),
    investorId: uuid('investor_id').notNull(),
    ownerAdvisorId: uuid('owner_advisor_id').notNull(),
    networkId: uuid('network_id').notNull(),
    status: text('status').$type<OfferStatus>().notNull().default('invited'),
    statusDate: timestamptz('status_date').notNull().defaultNow(),
    /** sha-256 hex of the public offer link's secret (128 bits or more); the secret itself is only in the e-mail. */
    tokenHash: tokenHash(),
    invitationMessage: text('invitation_message').notNull(),
    investmentValue: money('investment_value'),
    currency: text('currency').$type<Currency>().notNull(),
    agreementDate: date('agreement_date'),
    paymentDate: date('payment_date'),
    endDate: date('end_date'),
    rejectionReason: text('rejection_reason'),
    /**
     * Client-chosen key (the Idempotency-Key header) that makes a retried invitation create no second offer; unique per owner
     * advisor, so one advisor's keys never collide with another's (docs/decisions/016-invitations-and-offer-lists.md).
     */
    idempotencyKey: text('idempotency_key'),
    ...timestamps(),
  },
  (table) => [
    unique('investor_offers_owner_idempotency_key_unique').on(table.landingPageId, table.ownerAdvisorId, table.idempotencyKey),
    // The offers lists at 1,000,000 rows (product-decisions section 2): an advisor's own offers (about a hundred each),
    // a coordinator's networks and the admin's whole landing page, filtered by status and sorted by status date. The
    // status-date indexes also cover the counts and kanban sums (status, currency, value, and the network for the owner's
    // part of a coordinator's scope), which then run as index-only scans (docs/decisions/016, Performance). The covered
    // columns are trailing keys: Drizzle 0.45 cannot declare INCLUDE columns.
    index('investor_offers_owner_status_date_idx').on(
      table.landingPageId,
      table.ownerAdvisorId,
      table.statusDate,
      table.status,
      table.currency,
      table.investmentValue,
      table.networkId,
    ),
    index('investor_offers_network_status_date_idx').on(
      table.landingPageId,
      table.networkId,
      table.statusDate,
      table.status,
      table.currency,
      table.investmentValue,
    ),
    index('investor_offers_landing_status_date_idx').on(
      table.landingPageId,
      table.statusDate,
      table.status,
      table.currency,
      table.investmentValue,
    ),
    // A rare status (e.g. archived) is found by status first.
    index('investor_offers_network_status_idx').on(table.landingPageId, table.networkId, table.status, table.statusDate),
    index('investor_offers_landing_status_idx').on(table.landingPageId, table.status, table.statusDate),
    // The investor panel (an investor's own offers) and a campaign's offers.
    index('investor_offers_investor_idx').on(table.landingPageId, table.investorId, table.statusDate),
    index('investor_offers_campaign_idx').on(table.landingPageId, table.campaignId, table.productId),
    foreignKey({
      name: 'investor_offers_product_fk',
      columns: [table.landingPageId, table.campaignId, table.productId],
      foreignColumns: [products.landingPageId, products.campaignId, products.id],
    }),
    sameLandingReference('investor_offers_investor_fk', table, table.investorId, investors),
    sameLandingReference('investor_offers_owner_advisor_fk', table, table.ownerAdvisorId, advisors),
    sameLandingReference('investor_offers_network_fk', table, table.networkId, networks),
    check('investor_offers_status', isOneOf(table.status, OFFER_STATUSES)),
    check('investor_offers_currency', isOneOf(table.currency, CURRENCIES)),
    check('investor_offers_token_hash', isSha256Hex(table.tokenHash)),
    check('investor_offers_investment_value', sql`${table.investmentValue} > 0`),
    // Accepting sets the value and the agreement date; activation confirms the payment.
    check(
      'investor_offers_accepted_terms',
      sql`${table.status} not in ('accepted', 'active') or (${table.investmentValue} is not null and ${table.agreementDate} is not null)`,
    ),
    check('investor_offers_active_payment', sql`${table.status} <> 'active' or ${table.paymentDate} is not null`),
    check('investor_offers_rejection_reason', sql`${table.status} <> 'rejected' or ${table.rejectionReason} is not null`),
  ],
);

/** Every status change of an offer: who, when, from, to, why (product-decisions section 3). */
export const offerStatusHistory = pgTable(
  'offer_status_history',
  {
    id: primaryId(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => investorOffers.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<OfferStatus>(),
    toStatus: text('to_status').$type<OfferStatus>().notNull(),
    /** Null when the platform itself changed the status (campaign ended, investment ended). */
    changedByUserId: uuid('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who, as shown in the history even after the user is gone: a name, an e-mail or "system". */
    changedByLabel: text('changed_by_label').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (table) => [
    index('offer_status_history_offer_idx').on(table.offerId, table.createdAt),
    check('offer_status_history_from_status', isOneOf(table.fromStatus, OFFER_STATUSES)),
    check('offer_status_history_to_status', isOneOf(table.toStatus, OFFER_STATUSES)),
  ],
);

/** Created when an accepted offer's payment is confirmed (offer -> active); at most one per offer. */
export const investments = pgTable(
  'investments',
  {
    ...tenantEntityIds(),
    offerId: uuid('offer_id')
      .notNull()
      .unique()
      .references(() => investorOffers.id),
    investorId: uuid('investor_id').notNull(),
    campaignId: uuid('campaign_id').notNull(),
    productId: uuid('product_id').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    status: text('status').$type<TInvestmentStatus>().notNull().default('active'),
    createdAt: createdAt(),
  },
  (table) => [
    index('investments_investor_idx').on(table.landingPageId, table.investorId),
    index('investments_campaign_idx').on(table.landingPageId, table.campaignId, table.productId),
    foreignKey({
      name: 'investments_product_fk',
      columns: [table.landingPageId, table.campaignId, table.productId],
      foreignColumns: [products.landingPageId, products.campaignId, products.id],
    }),
    sameLandingReference('investments_investor_fk', table, table.investorId, investors),
    check('investments_amount', sql`${table.amount} > 0`),
    check('investments_currency', isOneOf(table.currency, CURRENCIES)),
    check('investments_status', isOneOf(table.status, INVESTMENT_STATUSES)),
    check('investments_date_range', sql`${table.endDate} >= ${table.startDate}`),
  ],
);

/** The payment schedule of a debt investment, computed once on activation (modules/investments/payment-schedule.ts). */
export const paymentScheduleEntries = pgTable(
  'payment_schedule_entries',
  {
    id: primaryId(),
    investmentId: uuid('investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'cascade' }),
    periodNo: integer('period_no').notNull(),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    paymentDate: date('payment_date').notNull(),
    gross: money('gross').notNull(),
    tax: money('tax').notNull(),
    net: money('net').notNull(),
    /** The principal is repaid with the last period. */
    principal: money('principal').notNull().default('0'),
    status: text('status').$type<TScheduleEntryStatus>().notNull().default('scheduled'),
    /** Recorded by a coordinator or admin (product-decisions section 10, schedule servicing). */
    paidAmount: money('paid_amount'),
    paidAt: date('paid_at'),
    paymentRecordedByUserId: uuid('payment_recorded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    paymentRecordedAt: timestamptz('payment_recorded_at'),
  },
  (table) => [
    unique('payment_schedule_entries_investment_period_unique').on(table.investmentId, table.periodNo),
    check('payment_schedule_entries_status', isOneOf(table.status, SCHEDULE_ENTRY_STATUSES)),
    check('payment_schedule_entries_period_no', sql`${table.periodNo} >= 1`),
    check('payment_schedule_entries_period_range', sql`${table.periodTo} >= ${table.periodFrom}`),
    check('payment_schedule_entries_amounts', sql`${table.gross} >= 0 and ${table.tax} >= 0 and ${table.principal} >= 0`),
    check('payment_schedule_entries_net', sql`${table.net} = ${table.gross} - ${table.tax}`),
    check('payment_schedule_entries_paid_amount', sql`${table.paidAmount} is null or ${table.paidAmount} >= 0`),
    check(
      'payment_schedule_entries_payment_recorded',
      sql`${table.status} not in ('paid', 'partially paid') or (${table.paidAmount} is not null and ${table.paidAt} is not null)`,
    ),
  ],
);

/** Proof-of-payment files the investor uploads for an offer (`paymentConfirmations`, spec section 3). */
export const paymentConfirmations = pgTable(
  'payment_confirmations',
  {
    id: primaryId(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => investorOffers.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    uploadedAt: timestamptz('uploaded_at').notNull().defaultNow(),
  },
  (table) => [index('payment_confirmations_offer_idx').on(table.offerId, table.uploadedAt)],
);
