import type { Language, ThemeName } from '../constants.ts';
import { DEFAULT_CONSENT_REQUIREMENTS } from './invest-consents.ts';

// White-label landing data and configuration of spec section 3, and the admin configuration (overrides) of spec section 7,
// without zod: the web's shell (its branding provider) reads these on every page, and importing zod's `z` there would bring
// all of zod into the first load (docs/decisions/063). The answers' zod schemas are in white-label.ts, which re-exports this
// module; answer-checks.test.ts holds the types to them (each must equal what its schema infers).
// Tenant texts (headline, description, consents) are written in the landing page's own language.

/** A panel's own content (the advisors' or the investors' landing page); null: the main content's value. */
export type TPanelContent = {
  bgImage: string | null;
  headline: string | null;
  description: string | null;
  horizontalLogo: string | null;
};

export type TWhiteLabelLanding = {
  id: string;
  language: Language;
  favicon: string | null;
  siteTitle: string;
  theme: ThemeName;
};

export type TWhiteLabelConfiguration = {
  id: string;
  theme: ThemeName;
  issuerHeading: boolean;
  blockInvestorPanel: boolean;
  enableLegalPerson: boolean;
  logo: string | null;
  siteTitle: string;
  bgImage: string | null;
  headline: string | null;
  description: string | null;
  favicon: string | null;
  /** Link to the terms (regulamin). */
  reg: string | null;
  menuLogo: string | null;
  privacy_policy: string | null;
  horizontalLogo: string | null;
  subtext: string | null;
  /** Invitation e-mail text; `{campaignName}` is replaced by the campaign's name. */
  inviteText: string | null;
  consent2: string | null;
  consent3: string | null;
  /**
   * Whether the invest form requires consent2 / consent3 (false: voluntary, recorded given or declined; docs/decisions/039).
   * Always in the answer; optional in the type for older fixtures (missing: DEFAULT_CONSENT_REQUIREMENTS).
   */
  requireConsent2?: boolean | undefined;
  requireConsent3?: boolean | undefined;
  campaignInvestButtonText: string | null;
  formInvestButtonText: string | null;
  debtPlaceholder: string | null;
  equityPlaceholder: string | null;
  advisorPanel: TPanelContent;
  investorPanel: TPanelContent;
};

/** `GET /public-api/white-label`: the landing page of the request's host and its configuration. */
export type TWhiteLabelResponse = {
  landing: TWhiteLabelLanding;
  configuration: TWhiteLabelConfiguration;
};

/** Three colours separated by commas: default, hover, highlight (spec section 3). */
export const THEME_COLORS_PATTERN = /^#[0-9a-fA-F]{6},#[0-9a-fA-F]{6},#[0-9a-fA-F]{6}$/;

/** `GET /public-api/advisor-panel-configuration`: admin overrides; null means "use the white-label value". */
export type TAdminConfiguration = {
  investmentRisks: string | null;
  reg: string | null;
  privacyPolicy: string | null;
  inviteText: string | null;
  campaignInvestButtonText: string | null;
  formInvestButtonText: string | null;
  consent2: string | null;
  consent3: string | null;
  /** Overrides of the white-label `requireConsent2` / `requireConsent3`; null (or missing) means "as the white-label says". */
  requireConsent2?: boolean | null | undefined;
  requireConsent3?: boolean | null | undefined;
  debtPlaceholder: string | null;
  equityPlaceholder: string | null;
  favicon: string | null;
  siteTitle: string | null;
  /** THEME_COLORS_PATTERN. */
  themeColors: string | null;
  investorPanelHeaderColor: string | null;
  investorPanelDescriptionColor: string | null;
  advisorPanelHeaderColor: string | null;
  advisorPanelDescriptionColor: string | null;
  requireTwoFactorForAdvisors: boolean;
  /** Confirming a payment needs the investor's submitted KYC questionnaire (409 error.kycRequired otherwise). */
  requireKycBeforePayment: boolean;
};

/** The admin configuration of a landing page that overrides nothing. */
export const EMPTY_ADMIN_CONFIGURATION: TAdminConfiguration = {
  investmentRisks: null,
  reg: null,
  privacyPolicy: null,
  inviteText: null,
  campaignInvestButtonText: null,
  formInvestButtonText: null,
  consent2: null,
  consent3: null,
  requireConsent2: null,
  requireConsent3: null,
  debtPlaceholder: null,
  equityPlaceholder: null,
  favicon: null,
  siteTitle: null,
  themeColors: null,
  investorPanelHeaderColor: null,
  investorPanelDescriptionColor: null,
  advisorPanelHeaderColor: null,
  advisorPanelDescriptionColor: null,
  requireTwoFactorForAdvisors: false,
  requireKycBeforePayment: true,
};

/** Admin settings the white-label configuration has no value for. */
type TAdminOnlySettings = Pick<
  TAdminConfiguration,
  | 'investmentRisks'
  | 'themeColors'
  | 'investorPanelHeaderColor'
  | 'investorPanelDescriptionColor'
  | 'advisorPanelHeaderColor'
  | 'advisorPanelDescriptionColor'
  | 'requireTwoFactorForAdvisors'
  | 'requireKycBeforePayment'
>;

/** What a landing page shows and does: its white-label configuration with the admin's overrides applied. */
export type TEffectiveConfiguration = Omit<TWhiteLabelConfiguration, 'requireConsent2' | 'requireConsent3'> &
  TAdminOnlySettings & { requireConsent2: boolean; requireConsent3: boolean };

/**
 * The white-label configuration with the admin configuration's overrides (spec section 3: an admin value, when set, wins;
 * null means "use the white-label value"), plus the settings only the admin configuration has. The one merge of the two.
 */
export function effectiveConfiguration(
  whiteLabel: TWhiteLabelConfiguration,
  admin: TAdminConfiguration,
): TEffectiveConfiguration {
  return {
    ...whiteLabel,
    reg: admin.reg ?? whiteLabel.reg,
    privacy_policy: admin.privacyPolicy ?? whiteLabel.privacy_policy,
    inviteText: admin.inviteText ?? whiteLabel.inviteText,
    campaignInvestButtonText: admin.campaignInvestButtonText ?? whiteLabel.campaignInvestButtonText,
    formInvestButtonText: admin.formInvestButtonText ?? whiteLabel.formInvestButtonText,
    consent2: admin.consent2 ?? whiteLabel.consent2,
    consent3: admin.consent3 ?? whiteLabel.consent3,
    requireConsent2: admin.requireConsent2 ?? whiteLabel.requireConsent2 ?? DEFAULT_CONSENT_REQUIREMENTS.requireConsent2,
    requireConsent3: admin.requireConsent3 ?? whiteLabel.requireConsent3 ?? DEFAULT_CONSENT_REQUIREMENTS.requireConsent3,
    debtPlaceholder: admin.debtPlaceholder ?? whiteLabel.debtPlaceholder,
    equityPlaceholder: admin.equityPlaceholder ?? whiteLabel.equityPlaceholder,
    favicon: admin.favicon ?? whiteLabel.favicon,
    siteTitle: admin.siteTitle ?? whiteLabel.siteTitle,
    investmentRisks: admin.investmentRisks,
    themeColors: admin.themeColors,
    investorPanelHeaderColor: admin.investorPanelHeaderColor,
    investorPanelDescriptionColor: admin.investorPanelDescriptionColor,
    advisorPanelHeaderColor: admin.advisorPanelHeaderColor,
    advisorPanelDescriptionColor: admin.advisorPanelDescriptionColor,
    requireTwoFactorForAdvisors: admin.requireTwoFactorForAdvisors,
    requireKycBeforePayment: admin.requireKycBeforePayment,
  };
}
