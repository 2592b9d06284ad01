import { z } from 'zod';
import { HEX_COLOR_PATTERN } from '../color-contrast.ts';
import { isValidUrl } from '../validation/url.ts';
import { zOptionalText, zRequiredString } from '../validation/zod.ts';
import { DEFAULT_CONSENT_REQUIREMENTS } from './invest-consents.ts';
import { THEME_COLORS_PATTERN, ZWhiteLabelConfigurationSchema } from './white-label.ts';

// The issuer's back office, branding (issue 14; product-decisions section 11; docs/decisions/035-back-office.md).
// `GET|PUT /api/advisor/white-label` and `GET|PUT /api/advisor/admin-configuration` (admin): every field of spec section 3.
//
// Texts are stored as today: one value per field, written in the landing page's language (a landing page has one language,
// product-decisions section 1; the spec's white-label configuration has no per-language texts, unlike a campaign's
// translations). The GET answers are the bodies of the PUTs, so a form loads, edits and saves one object.

/** A path on this server ('/public-api/asset/{id}' of an upload, '/branding/...') without '//' or '\\' tricks. */
function isLocalPath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value);
}

/**
 * An image or document link: an uploaded asset's URL (`publicAssetUrl`), a path on this server, or an http(s) address
 * (never `javascript:` or `data:`); empty means none.
 */
export function zAssetUrl() {
  return zOptionalText(2000).refine((value) => value === null || isLocalPath(value) || isValidUrl(value), {
    error: 'validation.assetUrl',
  });
}

/** A colour `#rgb` or `#rrggbb`; empty means none. */
export function zHexColor() {
  return zOptionalText(7).refine((value) => value === null || HEX_COLOR_PATTERN.test(value), { error: 'validation.hexColor' });
}

/** The base themes an admin picks; `theme-custom` follows from the admin configuration's `themeColors`. */
export const BASE_THEMES = ['theme-default', 'theme-navy'] as const;

export const ZPanelContentInputSchema = z.object({
  bgImage: zAssetUrl(),
  headline: zOptionalText(300),
  description: zOptionalText(2000),
  horizontalLogo: zAssetUrl(),
});

const SHORT_TEXT = 120;
const TEXT = 2000;
const CONSENT_TEXT = 5000;

/**
 * `PUT /api/advisor/white-label` body and `GET /api/advisor/white-label` answer (without `id`): ZWhiteLabelConfigurationSchema
 * of spec section 3. `theme` is the base theme; with admin `themeColors` set, the landing page shows `theme-custom`.
 */
export const ZWhiteLabelConfigurationInputSchema = z.object({
  theme: z.enum(BASE_THEMES, { error: 'validation.invalid' }),
  issuerHeading: z.boolean(),
  blockInvestorPanel: z.boolean(),
  enableLegalPerson: z.boolean(),
  logo: zAssetUrl(),
  siteTitle: zRequiredString({ max: SHORT_TEXT }),
  bgImage: zAssetUrl(),
  headline: zOptionalText(300),
  description: zOptionalText(TEXT),
  favicon: zAssetUrl(),
  /** Link to the terms (regulamin). */
  reg: zAssetUrl(),
  menuLogo: zAssetUrl(),
  privacy_policy: zAssetUrl(),
  horizontalLogo: zAssetUrl(),
  subtext: zOptionalText(TEXT),
  /** Invitation e-mail text; `{campaignName}` is replaced by the campaign's name. */
  inviteText: zOptionalText(TEXT),
  consent2: zOptionalText(CONSENT_TEXT),
  consent3: zOptionalText(CONSENT_TEXT),
  /** The invest form requires consent2 / consent3 (false: voluntary); missing: DEFAULT_CONSENT_REQUIREMENTS. */
  requireConsent2: z.boolean().default(DEFAULT_CONSENT_REQUIREMENTS.requireConsent2),
  requireConsent3: z.boolean().default(DEFAULT_CONSENT_REQUIREMENTS.requireConsent3),
  campaignInvestButtonText: zOptionalText(60),
  formInvestButtonText: zOptionalText(60),
  debtPlaceholder: zAssetUrl(),
  equityPlaceholder: zAssetUrl(),
  advisorPanel: ZPanelContentInputSchema,
  investorPanel: ZPanelContentInputSchema,
});
export type TWhiteLabelConfigurationInput = z.input<typeof ZWhiteLabelConfigurationInputSchema>;
export type TWhiteLabelConfigurationData = z.output<typeof ZWhiteLabelConfigurationInputSchema>;
/** The answer of `GET|PUT /api/advisor/white-label`: the stored values, with the base theme. */
export const ZWhiteLabelConfigurationAdminSchema = ZWhiteLabelConfigurationSchema.omit({ id: true, theme: true }).extend({
  theme: z.enum(BASE_THEMES),
});
export type TWhiteLabelConfigurationAdmin = z.infer<typeof ZWhiteLabelConfigurationAdminSchema>;

/**
 * `PUT /api/advisor/admin-configuration` body and `GET` answer: ZAdminConfigurationSchema (spec section 3 overrides; null
 * means "use the white-label value"). `themeColors`: three colours `#rrggbb,#rrggbb,#rrggbb` (default, hover, highlight);
 * setting them switches the landing page to `theme-custom`, null goes back to the base theme. Check them with
 * `checkThemeContrast` (color-contrast.ts) to warn below WCAG AA.
 */
export const ZAdminConfigurationInputSchema = z.object({
  investmentRisks: zAssetUrl(),
  reg: zAssetUrl(),
  privacyPolicy: zAssetUrl(),
  inviteText: zOptionalText(TEXT),
  campaignInvestButtonText: zOptionalText(60),
  formInvestButtonText: zOptionalText(60),
  consent2: zOptionalText(CONSENT_TEXT),
  consent3: zOptionalText(CONSENT_TEXT),
  /** Overrides of the white-label's consent requirements; null or missing: as the white-label configuration says. */
  requireConsent2: z.boolean().nullable().default(null),
  requireConsent3: z.boolean().nullable().default(null),
  debtPlaceholder: zAssetUrl(),
  equityPlaceholder: zAssetUrl(),
  favicon: zAssetUrl(),
  siteTitle: zOptionalText(SHORT_TEXT),
  themeColors: zOptionalText(60)
    .transform((value) => (value === null ? null : value.replace(/\s/g, '').toLowerCase()))
    .refine((value) => value === null || THEME_COLORS_PATTERN.test(value), { error: 'validation.themeColors' }),
  investorPanelHeaderColor: zHexColor(),
  investorPanelDescriptionColor: zHexColor(),
  advisorPanelHeaderColor: zHexColor(),
  advisorPanelDescriptionColor: zHexColor(),
  requireTwoFactorForAdvisors: z.boolean(),
  requireKycBeforePayment: z.boolean(),
});
export type TAdminConfigurationInput = z.input<typeof ZAdminConfigurationInputSchema>;
export type TAdminConfigurationData = z.output<typeof ZAdminConfigurationInputSchema>;
