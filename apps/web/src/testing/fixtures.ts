import {
  EMPTY_ADMIN_CONFIGURATION,
  type TActiveUserData,
  type TAdminConfiguration,
  type TWhiteLabelResponse,
} from '@emisja/shared';

// Answers of the server's white-label endpoints, shaped like the demo tenants of product-decisions 1.

type WhiteLabelOverrides = {
  landing?: Partial<TWhiteLabelResponse['landing']>;
  configuration?: Partial<TWhiteLabelResponse['configuration']>;
};

export function demoWhiteLabel(overrides: WhiteLabelOverrides = {}): TWhiteLabelResponse {
  const id = overrides.landing?.id ?? overrides.configuration?.id ?? 'landing-demo';
  return {
    landing: {
      id,
      language: 'pl',
      favicon: '/branding/demo/favicon.svg',
      siteTitle: 'Emisja Demo',
      theme: 'theme-default',
      ...overrides.landing,
    },
    configuration: {
      id,
      theme: 'theme-default',
      issuerHeading: false,
      blockInvestorPanel: false,
      enableLegalPerson: true,
      logo: '/branding/demo/logo.svg',
      siteTitle: 'Emisja Demo',
      bgImage: '/branding/demo/background.svg',
      headline: 'Inwestuj razem z doradcą',
      description: 'Obligacje i akcje spółek w jednym miejscu.',
      favicon: '/branding/demo/favicon.svg',
      reg: '/branding/demo/regulamin.html',
      menuLogo: '/branding/demo/menu-logo.svg',
      privacy_policy: '/branding/demo/polityka-prywatnosci.html',
      horizontalLogo: '/branding/demo/horizontal-logo.svg',
      subtext: 'Zaloguj się linkiem, który wyślemy na Twój adres e-mail.',
      inviteText: 'Zapraszamy do zapoznania się z ofertą {campaignName}.',
      consent2: 'Wyrażam zgodę na przetwarzanie moich danych osobowych.',
      consent3: 'Chcę otrzymywać informacje o nowych emisjach.',
      campaignInvestButtonText: null,
      formInvestButtonText: null,
      debtPlaceholder: '/branding/demo/debt-placeholder.svg',
      equityPlaceholder: '/branding/demo/equity-placeholder.svg',
      advisorPanel: { bgImage: null, headline: 'Panel doradcy', description: null, horizontalLogo: null },
      investorPanel: { bgImage: null, headline: null, description: null, horizontalLogo: null },
      ...overrides.configuration,
    },
  };
}

export function adminConfiguration(overrides: Partial<TAdminConfiguration> = {}): TAdminConfiguration {
  return { ...EMPTY_ADMIN_CONFIGURATION, ...overrides };
}

/** `GET /api/auth/data` of the demo advisor (doradca@emisja.test); `investorUser` for the investor panel. */
export function advisorUser(overrides: Partial<TActiveUserData> = {}): TActiveUserData {
  return {
    id: 'user-advisor',
    email: 'doradca@emisja.test',
    firstName: 'Piotr',
    surname: 'Kowalski',
    contextType: 'advisor-panel',
    landingId: 'landing-demo',
    contexts: [{ id: 'landing-demo', context: { type: 'advisor-panel' } }],
    twoFactorEnabled: false,
    twoFactorRequired: false,
    advisor: {
      id: 'advisor-1',
      status: 'active',
      role: 'advisor',
      isAdmin: false,
      isCoordinator: false,
      networkIds: ['network-north'],
      coordinatorNetworkIds: [],
    },
    investor: null,
    ...overrides,
  };
}

export function investorUser(overrides: Partial<TActiveUserData> = {}): TActiveUserData {
  return {
    id: 'user-investor',
    email: 'inwestor@emisja.test',
    firstName: 'Tomasz',
    surname: 'Baran',
    contextType: 'investor-panel',
    landingId: 'landing-demo',
    contexts: [{ id: 'landing-demo', context: { type: 'investor-panel' } }],
    twoFactorEnabled: false,
    twoFactorRequired: false,
    advisor: null,
    investor: { id: 'investor-1' },
    ...overrides,
  };
}
