import { THEME_COLORS, type Language, type ThemeName } from '@emisja/shared/constants';
import { DEFAULT_CONSENT_REQUIREMENTS, type TInvestConsentSettings } from '@emisja/shared/schemas/invest-consents';
import {
  effectiveConfiguration,
  EMPTY_ADMIN_CONFIGURATION,
  THEME_COLORS_PATTERN,
  type TAdminConfiguration,
  type TPanelContent,
  type TWhiteLabelResponse,
} from '@emisja/shared/schemas/white-label-core';

// One merged view of the tenant's branding: the white-label configuration with the admin configuration's overrides
// on top (spec sections 3 and 7). Every screen reads this instead of the two raw answers.

export type TThemeColors = { primary: string; primaryHover: string; highlight: string };

export type TTextColors = { headline: string | null; description: string | null };

export type TBranding = {
  /** Null when the white-label configuration could not be loaded (spec 8: the app runs with defaults). */
  landingId: string | null;
  language: Language | null;
  theme: ThemeName;
  colors: TThemeColors;
  siteTitle: string | null;
  favicon: string | null;
  logo: string | null;
  menuLogo: string | null;
  /** Main content: the investor-side landing page. */
  main: TPanelContent & { subtext: string | null };
  /** Advisor and investor panel content, each value falling back to the main one. */
  advisorPanel: TPanelContent;
  investorPanel: TPanelContent;
  /** Admin colours of the panels' headline and description. */
  textColors: { advisorPanel: TTextColors; investorPanel: TTextColors };
  documents: { terms: string | null; privacyPolicy: string | null; investmentRisks: string | null };
  consents: { consent2: string | null; consent3: string | null };
  /** What the invest form asks for (`investConsentList`): the documents, the texts and whether each text is required. */
  consentSettings: TInvestConsentSettings;
  inviteText: string | null;
  campaignInvestButtonText: string | null;
  formInvestButtonText: string | null;
  placeholders: { debt: string | null; equity: string | null };
  issuerHeading: boolean;
  blockInvestorPanel: boolean;
  enableLegalPerson: boolean;
};

function colorsOf(theme: keyof typeof THEME_COLORS): TThemeColors {
  const { default: primary, hover: primaryHover, highlight } = THEME_COLORS[theme];
  return { primary, primaryHover, highlight };
}

/** 'default,hover,highlight' (spec section 3) -> colours, or null when the value is missing or malformed. */
export function parseThemeColors(value: string | null | undefined): TThemeColors | null {
  if (!value || !THEME_COLORS_PATTERN.test(value)) return null;
  const [primary = '', primaryHover = '', highlight = ''] = value.split(',');
  return { primary, primaryHover, highlight };
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function color(value: string | null | undefined): string | null {
  return value && HEX_COLOR.test(value.trim()) ? value.trim() : null;
}

/** Blank texts count as missing, so a fallback applies instead of an empty heading or link. */
function value(text: string | null | undefined): string | null {
  return text && text.trim() ? text : null;
}

/** The first value that is set: admin override first, then the white-label value, then further fallbacks. */
function firstOf(...candidates: (string | null | undefined)[]): string | null {
  for (const candidate of candidates) {
    const present = value(candidate);
    if (present !== null) return present;
  }
  return null;
}

export const DEFAULT_BRANDING: TBranding = {
  landingId: null,
  language: null,
  theme: 'theme-default',
  colors: colorsOf('theme-default'),
  siteTitle: null,
  favicon: null,
  logo: null,
  menuLogo: null,
  main: { bgImage: null, headline: null, description: null, horizontalLogo: null, subtext: null },
  advisorPanel: { bgImage: null, headline: null, description: null, horizontalLogo: null },
  investorPanel: { bgImage: null, headline: null, description: null, horizontalLogo: null },
  textColors: {
    advisorPanel: { headline: null, description: null },
    investorPanel: { headline: null, description: null },
  },
  documents: { terms: null, privacyPolicy: null, investmentRisks: null },
  consents: { consent2: null, consent3: null },
  consentSettings: {
    documents: { reg: null, privacyPolicy: null, investmentRisks: null },
    texts: { consent2: null, consent3: null },
    ...DEFAULT_CONSENT_REQUIREMENTS,
  },
  inviteText: null,
  campaignInvestButtonText: null,
  formInvestButtonText: null,
  placeholders: { debt: null, equity: null },
  issuerHeading: false,
  blockInvestorPanel: false,
  enableLegalPerson: false,
};

export function resolveBranding(whiteLabel: TWhiteLabelResponse | undefined, admin: TAdminConfiguration | undefined): TBranding {
  if (!whiteLabel) return DEFAULT_BRANDING;
  const { landing, configuration: config } = whiteLabel;

  // theme-custom needs the admin's colours; without them a tenant marked custom shows the default theme.
  const customColors = parseThemeColors(admin?.themeColors);
  const theme: ThemeName = customColors ? 'theme-custom' : config.theme === 'theme-navy' ? 'theme-navy' : 'theme-default';
  const colors = customColors ?? colorsOf(theme === 'theme-navy' ? 'theme-navy' : 'theme-default');

  const main = {
    bgImage: value(config.bgImage),
    headline: value(config.headline),
    description: value(config.description),
    horizontalLogo: firstOf(config.horizontalLogo, config.logo),
    subtext: value(config.subtext),
  };
  const panel = (content: TPanelContent): TPanelContent => ({
    bgImage: firstOf(content.bgImage, main.bgImage),
    headline: firstOf(content.headline, main.headline),
    description: firstOf(content.description, main.description),
    horizontalLogo: firstOf(content.horizontalLogo, main.horizontalLogo),
  });

  const documents = {
    terms: firstOf(admin?.reg, config.reg),
    privacyPolicy: firstOf(admin?.privacyPolicy, config.privacy_policy),
    investmentRisks: firstOf(admin?.investmentRisks),
  };
  const consents = {
    consent2: firstOf(admin?.consent2, config.consent2),
    consent3: firstOf(admin?.consent3, config.consent3),
  };

  const requirements = effectiveConfiguration(config, admin ?? EMPTY_ADMIN_CONFIGURATION);

  return {
    landingId: landing.id,
    language: landing.language,
    theme,
    colors,
    siteTitle: firstOf(admin?.siteTitle, config.siteTitle, landing.siteTitle),
    favicon: firstOf(admin?.favicon, config.favicon, landing.favicon),
    logo: value(config.logo),
    menuLogo: firstOf(config.menuLogo, config.logo),
    main,
    advisorPanel: panel(config.advisorPanel),
    investorPanel: panel(config.investorPanel),
    textColors: {
      advisorPanel: {
        headline: color(admin?.advisorPanelHeaderColor),
        description: color(admin?.advisorPanelDescriptionColor),
      },
      investorPanel: {
        headline: color(admin?.investorPanelHeaderColor),
        description: color(admin?.investorPanelDescriptionColor),
      },
    },
    documents,
    consents,
    // Whether a text is required: the admin's setting first, then the white-label's (the one merge; docs/decisions/039).
    consentSettings: {
      documents: { reg: documents.terms, privacyPolicy: documents.privacyPolicy, investmentRisks: documents.investmentRisks },
      texts: consents,
      requireConsent2: requirements.requireConsent2,
      requireConsent3: requirements.requireConsent3,
    },
    inviteText: firstOf(admin?.inviteText, config.inviteText),
    campaignInvestButtonText: firstOf(admin?.campaignInvestButtonText, config.campaignInvestButtonText),
    formInvestButtonText: firstOf(admin?.formInvestButtonText, config.formInvestButtonText),
    placeholders: {
      debt: firstOf(admin?.debtPlaceholder, config.debtPlaceholder),
      equity: firstOf(admin?.equityPlaceholder, config.equityPlaceholder),
    },
    issuerHeading: config.issuerHeading,
    blockInvestorPanel: config.blockInvestorPanel,
    enableLegalPerson: config.enableLegalPerson,
  };
}
