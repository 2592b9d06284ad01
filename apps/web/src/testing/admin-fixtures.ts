import type {
  TActiveUserData,
  TAdminConfiguration,
  TAsset,
  TCampaign,
  TCampaignPreview,
  TNetworkDetail,
  TWhiteLabelConfigurationAdmin,
} from '@emisja/shared';
import { bondsCampaign, CAMPAIGN_BONDS_ID } from './campaign-fixtures';
import { adminConfiguration, advisorUser, demoWhiteLabel } from './fixtures';
import { jsonResponse, type MockAnswer } from './server-api';

// Answers of the issuer's back office endpoints (issue 14), shaped like the demo data of product-decisions section 7.

/** `GET /api/auth/data` of the demo landing page's admin (admin@emisja.test). */
export function adminUser(overrides: Partial<TActiveUserData> = {}): TActiveUserData {
  return advisorUser({
    id: 'user-admin',
    email: 'admin@emisja.test',
    firstName: 'Marta',
    surname: 'Zielińska',
    advisor: {
      id: 'advisor-admin',
      status: 'active',
      role: 'admin',
      isAdmin: true,
      isCoordinator: false,
      networkIds: [],
      coordinatorNetworkIds: [],
    },
    ...overrides,
  });
}

/** The panel's start-up calls for the admin, plus `answers`. */
export function adminPanelAnswers(answers: Record<string, MockAnswer> = {}): Record<string, MockAnswer> {
  const user = adminUser();
  return {
    'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
    'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    'GET /api/contexts': jsonResponse(user.contexts),
    'GET /api/auth/data': jsonResponse(user),
    'GET /api/advisor/network': jsonResponse([]),
    ...dashboardAnswers(),
    ...answers,
  };
}

/** What the advisor panel's home asks for (app/routes/app/advisor-dashboard.tsx): empty offers, summary and campaigns. */
export function dashboardAnswers(): Record<string, MockAnswer> {
  return {
    'GET /api/advisor/investor/offers': jsonResponse([]),
    'GET /api/advisor/investor/offers-by-network/summary': jsonResponse({ columns: [] }),
    'GET /api/advisor/campaigns': jsonResponse([]),
  };
}

export const COVER_ASSET_ID = 'a5500000-0000-4000-8000-000000000001';
export const TERMS_ASSET_ID = 'a5500000-0000-4000-8000-000000000002';
export const TERMS_DOCUMENT_ID = 'd0c00000-0000-4000-8000-000000000001';

/** The demo bonds with the back office's fields: a cover, the terms, a payment account and a transfer-title pattern. */
export function adminBondsCampaign(overrides: Partial<TCampaign> = {}): TCampaign {
  return bondsCampaign({
    imageUrl: `/public-api/asset/${COVER_ASSET_ID}`,
    isPlaceholderImage: false,
    coverImageId: COVER_ASSET_ID,
    translations: [
      {
        language: 'pl',
        name: 'Obligacje Zielona Energia seria A',
        shortDescription: 'Zabezpieczone obligacje o stałym oprocentowaniu 9% w skali roku.',
        description: 'Środki z emisji zostaną przeznaczone na budowę trzech farm fotowoltaicznych.',
      },
      { language: 'en', name: 'Green Energy Bonds Series A', shortDescription: null, description: null },
    ],
    documents: [
      {
        id: TERMS_DOCUMENT_ID,
        assetId: TERMS_ASSET_ID,
        kind: 'terms',
        language: null,
        fileName: 'warunki-emisji.pdf',
        contentType: 'application/pdf',
        bytes: 48_213,
      },
    ],
    paymentAccount: {
      iban: 'PL61109010140000071219812874',
      holder: 'Zielona Energia S.A.',
      bankName: 'Santander Bank Polska',
      swift: null,
    },
    transferTitlePattern: '{offerNumber} {surname}',
    ...overrides,
  });
}

export function asset(overrides: Partial<TAsset> = {}): TAsset {
  return {
    id: COVER_ASSET_ID,
    url: `/public-api/asset/${COVER_ASSET_ID}`,
    kind: 'campaign-cover',
    contentType: 'image/png',
    bytes: 2048,
    fileName: 'okladka.png',
    ...overrides,
  };
}

export function campaignPreview(overrides: Partial<TCampaignPreview> = {}): TCampaignPreview {
  const campaign = adminBondsCampaign();
  const [product] = campaign.products;
  return {
    language: 'pl',
    campaign,
    product: product ?? null,
    documents: campaign.documents ?? [],
    ...overrides,
  };
}

/** `GET /api/advisor/white-label` of the demo landing page: its white-label configuration with the base theme. */
export function whiteLabelAdmin(overrides: Partial<TWhiteLabelConfigurationAdmin> = {}): TWhiteLabelConfigurationAdmin {
  const { id: _id, theme: _theme, ...configuration } = demoWhiteLabel().configuration;
  return { ...configuration, theme: 'theme-default', ...overrides };
}

export function adminConfigurationAdmin(overrides: Partial<TAdminConfiguration> = {}): TAdminConfiguration {
  return adminConfiguration({ investmentRisks: '/branding/demo/ryzyka-inwestycyjne.html', ...overrides });
}

export const NETWORK_NORTH_ID = '11111111-1111-4111-8111-111111111111';
export const NETWORK_SOUTH_ID = '22222222-2222-4222-8222-222222222222';

export function networkDetails(): TNetworkDetail[] {
  return [
    {
      id: NETWORK_NORTH_ID,
      name: 'Północ',
      memberCount: 3,
      coordinators: [
        {
          advisorId: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
          firstName: 'Katarzyna',
          surname: 'Lewandowska',
          email: 'koordynator@emisja.test',
        },
      ],
    },
    { id: NETWORK_SOUTH_ID, name: 'Południe', memberCount: 2, coordinators: [] },
  ];
}

export { CAMPAIGN_BONDS_ID };
