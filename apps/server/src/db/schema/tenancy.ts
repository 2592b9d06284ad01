import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_CONSENT_REQUIREMENTS, type Language, type TPanelContent, type ThemeName } from '@emisja/shared';

// A landing page is a tenant (product-decisions section 1). Every tenant-owned row carries landing_page_id.
export const landingPages = pgTable('landing_pages', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  language: text('language').$type<Language>().notNull().default('pl'),
  theme: text('theme').$type<ThemeName>().notNull().default('theme-default'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The server resolves the landing page from the request's Host (port stripped, lower case). */
export const landingHosts = pgTable('landing_hosts', {
  host: text('host').primaryKey(),
  landingPageId: uuid('landing_page_id')
    .notNull()
    .references(() => landingPages.id, { onDelete: 'cascade' }),
});

const emptyPanel: TPanelContent = { bgImage: null, headline: null, description: null, horizontalLogo: null };

/** White-label configuration of spec section 3, one row per landing page. */
export const whiteLabelConfigurations = pgTable('white_label_configurations', {
  landingPageId: uuid('landing_page_id')
    .primaryKey()
    .references(() => landingPages.id, { onDelete: 'cascade' }),
  issuerHeading: boolean('issuer_heading').notNull().default(false),
  blockInvestorPanel: boolean('block_investor_panel').notNull().default(false),
  enableLegalPerson: boolean('enable_legal_person').notNull().default(false),
  logo: text('logo'),
  siteTitle: text('site_title').notNull(),
  bgImage: text('bg_image'),
  headline: text('headline'),
  description: text('description'),
  favicon: text('favicon'),
  reg: text('reg'),
  menuLogo: text('menu_logo'),
  privacyPolicy: text('privacy_policy'),
  horizontalLogo: text('horizontal_logo'),
  subtext: text('subtext'),
  inviteText: text('invite_text'),
  consent2: text('consent2'),
  consent3: text('consent3'),
  /** The invest form requires consent2 / consent3; false: voluntary, recorded given or declined (docs/decisions/039). */
  requireConsent2: boolean('require_consent2').notNull().default(DEFAULT_CONSENT_REQUIREMENTS.requireConsent2),
  requireConsent3: boolean('require_consent3').notNull().default(DEFAULT_CONSENT_REQUIREMENTS.requireConsent3),
  campaignInvestButtonText: text('campaign_invest_button_text'),
  formInvestButtonText: text('form_invest_button_text'),
  debtPlaceholder: text('debt_placeholder'),
  equityPlaceholder: text('equity_placeholder'),
  advisorPanel: jsonb('advisor_panel').$type<TPanelContent>().notNull().default(emptyPanel),
  investorPanel: jsonb('investor_panel').$type<TPanelContent>().notNull().default(emptyPanel),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Admin configuration (overrides) of spec section 3; null means "use the white-label value". */
export const adminConfigurations = pgTable('admin_configurations', {
  landingPageId: uuid('landing_page_id')
    .primaryKey()
    .references(() => landingPages.id, { onDelete: 'cascade' }),
  investmentRisks: text('investment_risks'),
  reg: text('reg'),
  privacyPolicy: text('privacy_policy'),
  inviteText: text('invite_text'),
  campaignInvestButtonText: text('campaign_invest_button_text'),
  formInvestButtonText: text('form_invest_button_text'),
  consent2: text('consent2'),
  consent3: text('consent3'),
  /** Overrides of the white-label's consent requirements; null: as the white-label configuration says. */
  requireConsent2: boolean('require_consent2'),
  requireConsent3: boolean('require_consent3'),
  debtPlaceholder: text('debt_placeholder'),
  equityPlaceholder: text('equity_placeholder'),
  favicon: text('favicon'),
  siteTitle: text('site_title'),
  themeColors: text('theme_colors'),
  investorPanelHeaderColor: text('investor_panel_header_color'),
  investorPanelDescriptionColor: text('investor_panel_description_color'),
  advisorPanelHeaderColor: text('advisor_panel_header_color'),
  advisorPanelDescriptionColor: text('advisor_panel_description_color'),
  /** Product decision (issue 3): an admin can require TOTP for every advisor of the landing page. */
  requireTwoFactorForAdvisors: boolean('require_two_factor_for_advisors').notNull().default(false),
  /** Product decision (issue 12, product-decisions 9): a payment is confirmed only for an investor who submitted the KYC form. */
  requireKycBeforePayment: boolean('require_kyc_before_payment').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
