import {
  DEFAULT_CONSENT_REQUIREMENTS,
  HEX_COLOR_PATTERN,
  THEME_COLORS,
  parseThemeColorList,
  type TAdminConfiguration,
  type TPanelContent,
  type TWhiteLabelConfigurationAdmin,
} from '@emisja/shared';
import type { TFieldIssue } from '@/lib/body-schema-resolver';

// The branding screen's two forms (issue 14): the white-label configuration and the admin configuration, each the body of
// its PUT with texts for the nulls ('' = none; the shared schema turns it back into null) and, for the admin's theme, three
// colours instead of the one "default,hover,highlight" string of spec section 3.

type Texts<T> = { [K in keyof T]: T[K] extends boolean ? boolean : T[K] extends string | null ? string : Texts<T[K]> };

/** The consents the white-label requires (docs/decisions/039): always set on the form, the defaults when the answer has none. */
export type TConsentRequirements = { requireConsent2: boolean; requireConsent3: boolean };

export type TWhiteLabelFormValues = Texts<Omit<TWhiteLabelConfigurationAdmin, keyof TConsentRequirements>> & TConsentRequirements;

export type TThemeColorsValues = {
  /** Off: the landing page shows its base theme (themeColors null). */
  isCustom: boolean;
  default: string;
  hover: string;
  highlight: string;
};

/** The consent requirements stay boolean or null (null: as the white-label says), never text. */
type TConsentOverrides = { requireConsent2: boolean | null; requireConsent3: boolean | null };

export type TAdminConfigurationFormValues = Texts<Omit<TAdminConfiguration, 'themeColors' | keyof TConsentOverrides>> &
  TConsentOverrides & { themeColors: TThemeColorsValues };

const none = (value: string | null): string => value ?? '';

function panelValues(panel: TPanelContent): Texts<TPanelContent> {
  return {
    bgImage: none(panel.bgImage),
    headline: none(panel.headline),
    description: none(panel.description),
    horizontalLogo: none(panel.horizontalLogo),
  };
}

export function whiteLabelFormValues(configuration: TWhiteLabelConfigurationAdmin): TWhiteLabelFormValues {
  const texts = Object.fromEntries(
    Object.entries(configuration).map(([key, value]) => [key, value === null ? '' : value]),
  ) as TWhiteLabelFormValues;
  return {
    ...texts,
    ...whiteLabelConsentRequirements(configuration),
    advisorPanel: panelValues(configuration.advisorPanel),
    investorPanel: panelValues(configuration.investorPanel),
  };
}

/** Whether the white-label requires consent2 and consent3: what the admin's "as on the page" choice follows. */
export function whiteLabelConsentRequirements(
  configuration: Pick<TWhiteLabelConfigurationAdmin, keyof TConsentRequirements>,
): TConsentRequirements {
  return {
    requireConsent2: configuration.requireConsent2 ?? DEFAULT_CONSENT_REQUIREMENTS.requireConsent2,
    requireConsent3: configuration.requireConsent3 ?? DEFAULT_CONSENT_REQUIREMENTS.requireConsent3,
  };
}

/** The admin's override of a consent requirement as a select's value: '' follows the white-label (null). */
export type TConsentOverrideOption = '' | 'true' | 'false';

export function consentOverrideOption(value: boolean | null): TConsentOverrideOption {
  return value === null ? '' : value ? 'true' : 'false';
}

export function consentOverrideOf(option: string): boolean | null {
  return option === 'true' ? true : option === 'false' ? false : null;
}

/**
 * The admin configuration's values; with no colours of its own the colour fields start from the base theme's (spec section
 * 9), so switching to custom colours starts from what the landing page shows.
 */
export function adminConfigurationFormValues(
  configuration: TAdminConfiguration,
  baseTheme: keyof typeof THEME_COLORS,
): TAdminConfigurationFormValues {
  const { themeColors, requireConsent2, requireConsent3, ...rest } = configuration;
  const texts = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, value === null ? '' : value])) as Omit<
    TAdminConfigurationFormValues,
    'themeColors' | keyof TConsentOverrides
  >;
  const colors = parseThemeColorList(themeColors) ?? THEME_COLORS[baseTheme];
  return {
    ...texts,
    requireConsent2: requireConsent2 ?? null,
    requireConsent3: requireConsent3 ?? null,
    themeColors: { isCustom: themeColors !== null, ...colors },
  };
}

/** The three colours as spec section 3 writes them, "default,hover,highlight"; null when not custom. */
export function themeColorList(colors: TThemeColorsValues): string | null {
  return colors.isCustom ? [colors.default, colors.hover, colors.highlight].map((color) => color.trim()).join(',') : null;
}

export function adminConfigurationBody(values: TAdminConfigurationFormValues) {
  return { ...values, themeColors: themeColorList(values.themeColors) };
}

const THEME_COLOR_KEYS = ['default', 'hover', 'highlight'] as const;
const SIX_DIGIT_HEX = /^#[0-9a-fA-F]{6}$/;

/** Each custom colour on its own field: a colour `#rrggbb` (the list's pattern takes six digits only). */
export function themeColorIssues(values: Pick<TAdminConfigurationFormValues, 'themeColors'>): TFieldIssue[] {
  if (!values.themeColors.isCustom) return [];
  return THEME_COLOR_KEYS.filter((key) => !SIX_DIGIT_HEX.test(values.themeColors[key].trim())).map((key) => ({
    path: `themeColors.${key}`,
    key: 'validation.hexColor',
  }));
}

/** The three colours when each is a valid colour (for the preview and the contrast check), else null. */
export function validThemeColors(colors: TThemeColorsValues): { default: string; hover: string; highlight: string } | null {
  const trimmed = { default: colors.default.trim(), hover: colors.hover.trim(), highlight: colors.highlight.trim() };
  return THEME_COLOR_KEYS.every((key) => HEX_COLOR_PATTERN.test(trimmed[key])) ? trimmed : null;
}

/** The form field of a violation: the theme colours' one message goes on the first colour. */
export function adminConfigurationFieldOf(propertyPath: string): string | null {
  if (propertyPath === '') return null;
  return propertyPath === 'themeColors' ? 'themeColors.default' : propertyPath;
}
