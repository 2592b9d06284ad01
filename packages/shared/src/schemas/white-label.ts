import { z } from 'zod';
import { LANGUAGES, THEMES } from '../constants.ts';
import { DEFAULT_CONSENT_REQUIREMENTS } from './invest-consents.ts';

// White-label landing data and configuration of spec section 3, and the admin configuration (overrides) of spec section 7.
// Tenant texts (headline, description, consents) are written in the landing page's own language.

const url = z.string().nullable();
const text = z.string().nullable();

export const ZPanelContentSchema = z.object({
  bgImage: url,
  headline: text,
  description: text,
  horizontalLogo: url,
});
export type TPanelContent = z.infer<typeof ZPanelContentSchema>;

export const ZWhiteLabelLandingSchema = z.object({
  id: z.string(),
  language: z.enum(LANGUAGES),
  favicon: url,
  siteTitle: z.string(),
  theme: z.enum(THEMES),
});
export type TWhiteLabelLanding = z.infer<typeof ZWhiteLabelLandingSchema>;

export const ZWhiteLabelConfigurationSchema = z.object({
  id: z.string(),
  theme: z.enum(THEMES),
  issuerHeading: z.boolean(),
  blockInvestorPanel: z.boolean(),
  enableLegalPerson: z.boolean(),
  logo: url,
  siteTitle: z.string(),
  bgImage: url,
  headline: text,
  description: text,
  favicon: url,
  /** Link to the terms (regulamin). */
  reg: url,
  menuLogo: url,
  privacy_policy: url,
  horizontalLogo: url,
  subtext: text,
  /** Invitation e-mail text; `{campaignName}` is replaced by the campaign's name. */
  inviteText: text,
  consent2: text,
  consent3: text,
  /**
   * Whether the invest form requires consent2 / consent3 (false: voluntary, recorded given or declined; docs/decisions/039).
   * Always in the answer; optional in the type for older fixtures (missing: DEFAULT_CONSENT_REQUIREMENTS).
   */
  requireConsent2: z.boolean().optional(),
  requireConsent3: z.boolean().optional(),
  campaignInvestButtonText: text,
  formInvestButtonText: text,
  debtPlaceholder: url,
  equityPlaceholder: url,
  advisorPanel: ZPanelContentSchema,
  investorPanel: ZPanelContentSchema,
});
export type TWhiteLabelConfiguration = z.infer<typeof ZWhiteLabelConfigurationSchema>;

/** `GET /public-api/white-label`: the landing page of the request's host and its configuration. */
export const ZWhiteLabelResponseSchema = z.object({
  landing: ZWhiteLabelLandingSchema,
  configuration: ZWhiteLabelConfigurationSchema,
});
export type TWhiteLabelResponse = z.infer<typeof ZWhiteLabelResponseSchema>;

/** Three colours separated by commas: default, hover, highlight (spec section 3). */
export const THEME_COLORS_PATTERN = /^#[0-9a-fA-F]{6},#[0-9a-fA-F]{6},#[0-9a-fA-F]{6}$/;

/** `GET /public-api/advisor-panel-configuration`: admin overrides; null means "use the white-label value". */
export const ZAdminConfigurationSchema = z.object({
  investmentRisks: url,
  reg: url,
  privacyPolicy: url,
  inviteText: text,
  campaignInvestButtonText: text,
  formInvestButtonText: text,
  consent2: text,
  consent3: text,
  /** Overrides of the white-label `requireConsent2` / `requireConsent3`; null (or missing) means "as the white-label says". */
  requireConsent2: z.boolean().nullable().optional(),
  requireConsent3: z.boolean().nullable().optional(),
  debtPlaceholder: url,
  equityPlaceholder: url,
  favicon: url,
  siteTitle: text,
  themeColors: z.string().regex(THEME_COLORS_PATTERN).nullable(),
  investorPanelHeaderColor: text,
  investorPanelDescriptionColor: text,
  advisorPanelHeaderColor: text,
  advisorPanelDescriptionColor: text,
  requireTwoFactorForAdvisors: z.boolean(),
  /** Confirming a payment needs the investor's submitted KYC questionnaire (409 error.kycRequired otherwise). */
  requireKycBeforePayment: z.boolean(),
});
export type TAdminConfiguration = z.infer<typeof ZAdminConfigurationSchema>;

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
