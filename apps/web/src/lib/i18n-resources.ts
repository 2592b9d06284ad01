import type { Language } from '@emisja/shared/constants';
import type { ERROR_MESSAGES } from '@emisja/shared/errors-core';
import type { OFFER_STATUS_LABELS } from '@emisja/shared/schemas/offers-core';
import type EnAccessDenied from '@/locales/en/access-denied.json';
import type EnAdminAudit from '@/locales/en/admin-audit.json';
import type EnAdminBranding from '@/locales/en/admin-branding.json';
import type EnAdminCampaigns from '@/locales/en/admin-campaigns.json';
import type EnAdminNetworks from '@/locales/en/admin-networks.json';
import type EnAdvisors from '@/locales/en/advisors.json';
import type EnApp from '@/locales/en/app.json';
import type EnAuth from '@/locales/en/auth.json';
import type EnCampaign from '@/locales/en/campaign.json';
import type EnCampaignOffers from '@/locales/en/campaign-offers.json';
import type EnCommon from '@/locales/en/common.json';
import type EnDocuments from '@/locales/en/documents.json';
import type EnErrorPage from '@/locales/en/error-page.json';
import type EnImpersonation from '@/locales/en/impersonation.json';
import type EnInvestorOffers from '@/locales/en/investor-offers.json';
import type EnInvestorPanel from '@/locales/en/investor-panel.json';
import type EnKycAnswers from '@/locales/en/kyc-answers.json';
import type EnKycForm from '@/locales/en/kyc-form.json';
import type EnKycRequests from '@/locales/en/kyc-requests.json';
import type EnLanding from '@/locales/en/landing.json';
import type EnList from '@/locales/en/list.json';
import type EnPublicOffer from '@/locales/en/public-offer.json';
import type EnSchedule from '@/locales/en/schedule.json';
import type EnSettlements from '@/locales/en/settlements.json';

// The translations of the web app, in groups: t('landing.documents.terms') reads the `landing` group (one file per group and
// language under src/locales). Each group of each language is a chunk of its own, loaded with the first screen that needs
// it (./i18n.ts, issue 16), so a page downloads only its own texts in the active language.

/** Every group, typed by the English files: the keys t() accepts (types/i18next.d.ts). */
export type TranslationResources = {
  common: typeof EnCommon;
  landing: typeof EnLanding;
  errorPage: typeof EnErrorPage;
  accessDenied: typeof EnAccessDenied;
  auth: typeof EnAuth;
  app: typeof EnApp;
  list: typeof EnList;
  advisors: typeof EnAdvisors;
  documents: typeof EnDocuments;
  campaign: typeof EnCampaign;
  campaignOffers: typeof EnCampaignOffers;
  investorOffers: typeof EnInvestorOffers;
  investorPanel: typeof EnInvestorPanel;
  publicOffer: typeof EnPublicOffer;
  schedule: typeof EnSchedule;
  kycForm: typeof EnKycForm;
  /** The questionnaire's answers as every reader sees them (components/kyc/kyc-answer-sections.tsx). */
  kycAnswers: typeof EnKycAnswers;
  kycRequests: typeof EnKycRequests;
  adminCampaigns: typeof EnAdminCampaigns;
  adminBranding: typeof EnAdminBranding;
  adminNetworks: typeof EnAdminNetworks;
  adminAudit: typeof EnAdminAudit;
  impersonation: typeof EnImpersonation;
  settlements: typeof EnSettlements;
  /** The error catalogue of spec section 8, written once in packages/shared (ERROR_MESSAGES). */
  errors: (typeof ERROR_MESSAGES)[Language];
  /** The offer status labels, written once in packages/shared (OFFER_STATUS_LABELS). */
  offerStatuses: (typeof OFFER_STATUS_LABELS)[Language];
};

export type TranslationGroup = keyof TranslationResources;

/** The groups loaded on demand: `errors` is part of the app's first load anyway (the shared error catalogue). */
export type LoadableGroup = Exclude<TranslationGroup, 'errors'>;

type Loaders = { [G in LoadableGroup]: () => Promise<TranslationResources[G]> };

function json<T>(load: () => Promise<{ default: T }>): () => Promise<T> {
  return async () => (await load()).default;
}

/**
 * One dynamic import per group and language. Typed by the English files, so a key missing from a Polish file is a type
 * error here (what `satisfies typeof en` checked when every file was bundled).
 */
export const TRANSLATION_LOADERS: Record<Language, Loaders> = {
  en: {
    common: json(() => import('@/locales/en/common.json')),
    landing: json(() => import('@/locales/en/landing.json')),
    errorPage: json(() => import('@/locales/en/error-page.json')),
    accessDenied: json(() => import('@/locales/en/access-denied.json')),
    auth: json(() => import('@/locales/en/auth.json')),
    app: json(() => import('@/locales/en/app.json')),
    list: json(() => import('@/locales/en/list.json')),
    advisors: json(() => import('@/locales/en/advisors.json')),
    documents: json(() => import('@/locales/en/documents.json')),
    campaign: json(() => import('@/locales/en/campaign.json')),
    campaignOffers: json(() => import('@/locales/en/campaign-offers.json')),
    investorOffers: json(() => import('@/locales/en/investor-offers.json')),
    investorPanel: json(() => import('@/locales/en/investor-panel.json')),
    publicOffer: json(() => import('@/locales/en/public-offer.json')),
    schedule: json(() => import('@/locales/en/schedule.json')),
    kycForm: json(() => import('@/locales/en/kyc-form.json')),
    kycAnswers: json(() => import('@/locales/en/kyc-answers.json')),
    kycRequests: json(() => import('@/locales/en/kyc-requests.json')),
    adminCampaigns: json(() => import('@/locales/en/admin-campaigns.json')),
    adminBranding: json(() => import('@/locales/en/admin-branding.json')),
    adminNetworks: json(() => import('@/locales/en/admin-networks.json')),
    adminAudit: json(() => import('@/locales/en/admin-audit.json')),
    impersonation: json(() => import('@/locales/en/impersonation.json')),
    settlements: json(() => import('@/locales/en/settlements.json')),
    offerStatuses: async () => (await import('@emisja/shared/schemas/offers-core')).OFFER_STATUS_LABELS.en,
  },
  pl: {
    common: json(() => import('@/locales/pl/common.json')),
    landing: json(() => import('@/locales/pl/landing.json')),
    errorPage: json(() => import('@/locales/pl/error-page.json')),
    accessDenied: json(() => import('@/locales/pl/access-denied.json')),
    auth: json(() => import('@/locales/pl/auth.json')),
    app: json(() => import('@/locales/pl/app.json')),
    list: json(() => import('@/locales/pl/list.json')),
    advisors: json(() => import('@/locales/pl/advisors.json')),
    documents: json(() => import('@/locales/pl/documents.json')),
    campaign: json(() => import('@/locales/pl/campaign.json')),
    campaignOffers: json(() => import('@/locales/pl/campaign-offers.json')),
    investorOffers: json(() => import('@/locales/pl/investor-offers.json')),
    investorPanel: json(() => import('@/locales/pl/investor-panel.json')),
    publicOffer: json(() => import('@/locales/pl/public-offer.json')),
    schedule: json(() => import('@/locales/pl/schedule.json')),
    kycForm: json(() => import('@/locales/pl/kyc-form.json')),
    kycAnswers: json(() => import('@/locales/pl/kyc-answers.json')),
    kycRequests: json(() => import('@/locales/pl/kyc-requests.json')),
    adminCampaigns: json(() => import('@/locales/pl/admin-campaigns.json')),
    adminBranding: json(() => import('@/locales/pl/admin-branding.json')),
    adminNetworks: json(() => import('@/locales/pl/admin-networks.json')),
    adminAudit: json(() => import('@/locales/pl/admin-audit.json')),
    impersonation: json(() => import('@/locales/pl/impersonation.json')),
    settlements: json(() => import('@/locales/pl/settlements.json')),
    offerStatuses: async () => (await import('@emisja/shared/schemas/offers-core')).OFFER_STATUS_LABELS.pl,
  },
};

export const LOADABLE_GROUPS = Object.keys(TRANSLATION_LOADERS.en) as LoadableGroup[];
