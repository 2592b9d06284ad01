import {
  CAMPAIGN_DOCUMENT_KINDS,
  CAMPAIGN_TYPES,
  CURRENCIES,
  DURATION_UNITS,
  INTEREST_TYPES,
  LANGUAGES,
  PAYMENT_FREQUENCIES,
  type Currency,
  type Language,
  type TCampaignDocumentKind,
  type TCampaignType,
  type TDurationUnit,
  type TInterestType,
  type TPaymentFrequency,
} from '@emisja/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  isOneOf,
  landingPageId,
  money,
  primaryId,
  sameLandingReference,
  sameLandingTarget,
  tenantEntityIds,
  timestamps,
} from './columns.ts';
import { assets } from './documents.ts';

// The enumerations are the API contract's (packages/shared/src/schemas/campaigns.ts), defined once.
export { CAMPAIGN_TYPES, DURATION_UNITS, INTEREST_TYPES, PAYMENT_FREQUENCIES };
export type CampaignType = TCampaignType;
export type InterestType = TInterestType;
export type PaymentFrequency = TPaymentFrequency;
export type DurationUnit = TDurationUnit;

// A campaign is a debt (bonds) or equity (shares) issue of a landing page (product-decisions section 4). Whether it is
// "not started", "active" or "finished" follows from start_date and end_date (subscription window); is_active switches it off.
export const campaigns = pgTable(
  'campaigns',
  {
    ...tenantEntityIds(),
    slug: text('slug').notNull(),
    type: text('type').$type<CampaignType>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    targetAmount: money('target_amount').notNull(),
    raisedAmount: money('raised_amount').notNull().default('0'),
    isActive: boolean('is_active').notNull().default(true),
    imageUrl: text('image_url'),
    issuerName: text('issuer_name').notNull(),
    // Debt: interest and duration of the bonds (the investment, not the subscription window).
    interestType: text('interest_type').$type<InterestType>(),
    /** Percent a year, e.g. "9.0000". */
    interestRate: numeric('interest_rate', { precision: 7, scale: 4 }),
    paymentFrequency: text('payment_frequency').$type<PaymentFrequency>(),
    durationValue: integer('duration_value'),
    durationUnit: text('duration_unit').$type<DurationUnit>(),
    /** Tax withheld from interest, percent (19% Polish flat tax by default). */
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull().default('19.00'),
    // Equity: the shares on offer.
    sharesSeries: text('shares_series'),
    counterFrom: bigint('counter_from', { mode: 'number' }),
    counterTo: bigint('counter_to', { mode: 'number' }),
    issueValue: money('issue_value'),
    notarialDeed: text('notarial_deed'),
    pccFlag: boolean('pcc_flag').notNull().default(false),
    /** The cover image, an asset of kind campaign-cover (issue 14); `image_url` stays for images set by hand. */
    coverImageId: uuid('cover_image_id'),
    // The account investors pay into and the transfer title's pattern (issue 18); IBAN or NRB compact, upper case.
    paymentIban: text('payment_iban'),
    paymentHolder: text('payment_holder'),
    paymentBankName: text('payment_bank_name'),
    paymentSwift: text('payment_swift'),
    transferTitlePattern: text('transfer_title_pattern'),
    ...timestamps(),
  },
  (table) => [
    unique('campaigns_landing_slug_unique').on(table.landingPageId, table.slug),
    sameLandingTarget('campaigns_landing_id_unique', table),
    index('campaigns_landing_dates_idx').on(table.landingPageId, table.endDate, table.startDate),
    sameLandingReference('campaigns_cover_image_fk', table, table.coverImageId, assets),
    // An account is all or nothing (SWIFT optional).
    check(
      'campaigns_payment_account',
      sql`(${table.paymentIban} is null) = (${table.paymentHolder} is null) and (${table.paymentIban} is null) = (${table.paymentBankName} is null)`,
    ),
    check('campaigns_type', isOneOf(table.type, CAMPAIGN_TYPES)),
    check('campaigns_currency', isOneOf(table.currency, CURRENCIES)),
    check('campaigns_interest_type', isOneOf(table.interestType, INTEREST_TYPES)),
    check('campaigns_payment_frequency', isOneOf(table.paymentFrequency, PAYMENT_FREQUENCIES)),
    check('campaigns_duration_unit', isOneOf(table.durationUnit, DURATION_UNITS)),
    check('campaigns_date_range', sql`${table.endDate} >= ${table.startDate}`),
    check('campaigns_target_amount', sql`${table.targetAmount} > 0`),
    check('campaigns_raised_amount', sql`${table.raisedAmount} >= 0`),
    check('campaigns_interest_rate', sql`${table.interestRate} >= 0`),
    check('campaigns_duration_value', sql`${table.durationValue} > 0`),
    check('campaigns_tax_rate', sql`${table.taxRate} between 0 and 100`),
    check('campaigns_counter_range', sql`${table.counterTo} >= ${table.counterFrom}`),
    check('campaigns_issue_value', sql`${table.issueValue} >= 0`),
    // A debt campaign carries everything the payment schedule needs.
    check(
      'campaigns_debt_terms',
      sql`${table.type} <> 'debt' or (${table.interestType} is not null and ${table.interestRate} is not null and ${table.paymentFrequency} is not null and ${table.durationValue} is not null and ${table.durationUnit} is not null)`,
    ),
  ],
);

/** Per-language texts of a campaign (spec section 3: translations inside the campaign's data, PL by default). */
export const campaignTranslations = pgTable(
  'campaign_translations',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    language: text('language').$type<Language>().notNull(),
    name: text('name').notNull(),
    shortDescription: text('short_description'),
    description: text('description'),
  },
  (table) => [
    primaryKey({ name: 'campaign_translations_pk', columns: [table.campaignId, table.language] }),
    check('campaign_translations_language', isOneOf(table.language, LANGUAGES)),
  ],
);

/** A product is a series of a campaign with the offer parameters (investment value min, max and step). */
export const products = pgTable(
  'products',
  {
    id: primaryId(),
    campaignId: uuid('campaign_id').notNull(),
    landingPageId: landingPageId(),
    /** Series code, e.g. "SERIA-A". */
    code: text('code').notNull(),
    investmentValueMin: money('investment_value_min').notNull(),
    investmentValueMax: money('investment_value_max').notNull(),
    investmentValueStep: money('investment_value_step').notNull(),
    /** Nominal value of one bond or share, when the product has one. */
    nominalValue: money('nominal_value'),
    createdAt: createdAt(),
  },
  (table) => [
    unique('products_campaign_code_unique').on(table.campaignId, table.code),
    // Offers and investments refer to (landing, campaign, product): the product belongs to that campaign and landing.
    unique('products_landing_campaign_id_unique').on(table.landingPageId, table.campaignId, table.id),
    sameLandingReference('products_campaign_fk', table, table.campaignId, campaigns).onDelete('cascade'),
    check('products_investment_value_min', sql`${table.investmentValueMin} > 0`),
    check('products_investment_value_range', sql`${table.investmentValueMin} <= ${table.investmentValueMax}`),
    // A step of 0 means "no step" (docs/decisions/022-investment-value-rule.md).
    check('products_investment_value_step', sql`${table.investmentValueStep} >= 0`),
    check('products_nominal_value', sql`${table.nominalValue} > 0`),
  ],
);

/**
 * The documents of a campaign (terms, information memorandum; issue 14): uploaded PDFs (assets of kind campaign-document),
 * shown on the campaign, the public offer page and in the investor panel. `language` null: for every language.
 */
export const campaignDocuments = pgTable(
  'campaign_documents',
  {
    ...tenantEntityIds(),
    campaignId: uuid('campaign_id').notNull(),
    assetId: uuid('asset_id').notNull(),
    kind: text('kind').$type<TCampaignDocumentKind>().notNull(),
    language: text('language').$type<Language>(),
    /** The order the issuer gave them. */
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('campaign_documents_campaign_asset_unique').on(table.campaignId, table.assetId),
    index('campaign_documents_landing_campaign_idx').on(table.landingPageId, table.campaignId, table.position),
    sameLandingReference('campaign_documents_campaign_fk', table, table.campaignId, campaigns).onDelete('cascade'),
    sameLandingReference('campaign_documents_asset_fk', table, table.assetId, assets),
    check('campaign_documents_kind', isOneOf(table.kind, CAMPAIGN_DOCUMENT_KINDS)),
    check('campaign_documents_language', isOneOf(table.language, LANGUAGES)),
  ],
);
