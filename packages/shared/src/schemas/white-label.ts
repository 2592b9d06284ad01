import { z } from 'zod';
import { LANGUAGES, THEMES } from '../constants.ts';
import { THEME_COLORS_PATTERN } from './white-label-core.ts';

export * from './white-label-core.ts';

// White-label landing data and configuration of spec section 3, and the admin configuration (overrides) of spec section 7:
// the one definition of the answers' rules (the server's routes declare them). The types, the constants and the merge of the
// two configurations are in white-label-core.ts (no zod: the web's shell reads them on every page, docs/decisions/063), where
// the fields are described. answer-checks.test.ts holds both to these schemas: each type must equal what its schema infers,
// and the web's hand checks of the two answers must accept and reject what these schemas do.

const url = z.string().nullable();
const text = z.string().nullable();

export const ZPanelContentSchema = z.object({
  bgImage: url,
  headline: text,
  description: text,
  horizontalLogo: url,
});

export const ZWhiteLabelLandingSchema = z.object({
  id: z.string(),
  language: z.enum(LANGUAGES),
  favicon: url,
  siteTitle: z.string(),
  theme: z.enum(THEMES),
});

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
  reg: url,
  menuLogo: url,
  privacy_policy: url,
  horizontalLogo: url,
  subtext: text,
  inviteText: text,
  consent2: text,
  consent3: text,
  requireConsent2: z.boolean().optional(),
  requireConsent3: z.boolean().optional(),
  campaignInvestButtonText: text,
  formInvestButtonText: text,
  debtPlaceholder: url,
  equityPlaceholder: url,
  advisorPanel: ZPanelContentSchema,
  investorPanel: ZPanelContentSchema,
});

/** `GET /public-api/white-label`: the landing page of the request's host and its configuration. */
export const ZWhiteLabelResponseSchema = z.object({
  landing: ZWhiteLabelLandingSchema,
  configuration: ZWhiteLabelConfigurationSchema,
});

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
  requireKycBeforePayment: z.boolean(),
});
