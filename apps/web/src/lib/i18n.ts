import { DEFAULT_LANGUAGE, ERROR_MESSAGES, LANGUAGES, OFFER_STATUS_LABELS, STORAGE_KEYS, type Language } from '@emisja/shared';
import i18next, { type i18n as I18n } from 'i18next';
import enAccessDenied from '@/locales/en/access-denied.json';
import enAdminAudit from '@/locales/en/admin-audit.json';
import enAdminBranding from '@/locales/en/admin-branding.json';
import enAdminCampaigns from '@/locales/en/admin-campaigns.json';
import enAdminNetworks from '@/locales/en/admin-networks.json';
import enAdvisors from '@/locales/en/advisors.json';
import enApp from '@/locales/en/app.json';
import enAuth from '@/locales/en/auth.json';
import enCampaign from '@/locales/en/campaign.json';
import enCampaignOffers from '@/locales/en/campaign-offers.json';
import enCommon from '@/locales/en/common.json';
import enDocuments from '@/locales/en/documents.json';
import enErrorPage from '@/locales/en/error-page.json';
import enImpersonation from '@/locales/en/impersonation.json';
import enInvestorOffers from '@/locales/en/investor-offers.json';
import enInvestorPanel from '@/locales/en/investor-panel.json';
import enKycForm from '@/locales/en/kyc-form.json';
import enKycRequests from '@/locales/en/kyc-requests.json';
import enLanding from '@/locales/en/landing.json';
import enList from '@/locales/en/list.json';
import enPublicOffer from '@/locales/en/public-offer.json';
import enSchedule from '@/locales/en/schedule.json';
import plAccessDenied from '@/locales/pl/access-denied.json';
import plAdminAudit from '@/locales/pl/admin-audit.json';
import plAdminBranding from '@/locales/pl/admin-branding.json';
import plAdminCampaigns from '@/locales/pl/admin-campaigns.json';
import plAdminNetworks from '@/locales/pl/admin-networks.json';
import plAdvisors from '@/locales/pl/advisors.json';
import plApp from '@/locales/pl/app.json';
import plAuth from '@/locales/pl/auth.json';
import plCampaign from '@/locales/pl/campaign.json';
import plCampaignOffers from '@/locales/pl/campaign-offers.json';
import plCommon from '@/locales/pl/common.json';
import plDocuments from '@/locales/pl/documents.json';
import plErrorPage from '@/locales/pl/error-page.json';
import plImpersonation from '@/locales/pl/impersonation.json';
import plInvestorOffers from '@/locales/pl/investor-offers.json';
import plInvestorPanel from '@/locales/pl/investor-panel.json';
import plKycForm from '@/locales/pl/kyc-form.json';
import plKycRequests from '@/locales/pl/kyc-requests.json';
import plLanding from '@/locales/pl/landing.json';
import plList from '@/locales/pl/list.json';
import plPublicOffer from '@/locales/pl/public-offer.json';
import plSchedule from '@/locales/pl/schedule.json';
import { readStorage, writeStorage } from './storage';

// Translations are bundled (no HTTP backend), so i18next initialises synchronously and the first render is already
// translated. The error catalogue (spec section 8) is written once in packages/shared (ERROR_MESSAGES) and read here as
// the `errors` group, keyed by the server's labels: t('errors.error.incorrectLogin'), t('errors.errorDefaultMessage').
// The offer status labels are written once there too (OFFER_STATUS_LABELS, which the server's dictionary, PDFs and e-mails
// read) and are the `offerStatuses` group here: t('offerStatuses.accepted'), t('offerStatuses.lost').

type ErrorMessages = (typeof ERROR_MESSAGES)[Language];

/** The shared catalogue writes placeholders as `{min}`; i18next reads `{{min}}`. */
function toI18nextMessages(messages: ErrorMessages): ErrorMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([label, text]) => [label, text.replace(/\{(\w+)\}/g, '{{$1}}')]),
  ) as ErrorMessages;
}

const en = {
  common: enCommon,
  landing: enLanding,
  errorPage: enErrorPage,
  accessDenied: enAccessDenied,
  auth: enAuth,
  app: enApp,
  list: enList,
  advisors: enAdvisors,
  documents: enDocuments,
  campaign: enCampaign,
  campaignOffers: enCampaignOffers,
  investorOffers: enInvestorOffers,
  investorPanel: enInvestorPanel,
  publicOffer: enPublicOffer,
  schedule: enSchedule,
  kycForm: enKycForm,
  kycRequests: enKycRequests,
  adminCampaigns: enAdminCampaigns,
  adminBranding: enAdminBranding,
  adminNetworks: enAdminNetworks,
  adminAudit: enAdminAudit,
  impersonation: enImpersonation,
  errors: toI18nextMessages(ERROR_MESSAGES.en),
  offerStatuses: OFFER_STATUS_LABELS.en,
};

// `satisfies` makes a key missing from the Polish files a type error.
const pl = {
  common: plCommon,
  landing: plLanding,
  errorPage: plErrorPage,
  accessDenied: plAccessDenied,
  auth: plAuth,
  app: plApp,
  list: plList,
  advisors: plAdvisors,
  documents: plDocuments,
  campaign: plCampaign,
  campaignOffers: plCampaignOffers,
  investorOffers: plInvestorOffers,
  investorPanel: plInvestorPanel,
  publicOffer: plPublicOffer,
  schedule: plSchedule,
  kycForm: plKycForm,
  kycRequests: plKycRequests,
  adminCampaigns: plAdminCampaigns,
  adminBranding: plAdminBranding,
  adminNetworks: plAdminNetworks,
  adminAudit: plAdminAudit,
  impersonation: plImpersonation,
  errors: toI18nextMessages(ERROR_MESSAGES.pl),
  offerStatuses: OFFER_STATUS_LABELS.pl,
} satisfies typeof en;

export const resources = { en: { translation: en }, pl: { translation: pl } } as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language the user chose with the switcher, if any (spec section 3, session data: stored language). */
export function readStoredLanguage(): Language | null {
  const stored = readStorage(STORAGE_KEYS.currentLanguage);
  return isLanguage(stored) ? stored : null;
}

/** The user's choice wins, then the landing page's language, then PL (spec section 9). */
export function resolveLanguage(landingLanguage?: string | null): Language {
  return readStoredLanguage() ?? (isLanguage(landingLanguage) ? landingLanguage : DEFAULT_LANGUAGE);
}

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

/**
 * A new, initialised i18next instance. The app uses the one below and hands it to React through <I18nextProvider> (no
 * global react-i18next registration), so tests can create more of them, e.g. to simulate a reload.
 */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', syncDocumentLanguage);
  void instance.init({
    resources,
    lng: resolveLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    initAsync: false,
    // React escapes rendered text already.
    interpolation: { escapeValue: false },
  });
  return instance;
}

export const i18n = createI18n();

/** The language switcher's action: remembered in local storage, so it outlives a reload and the landing's default. */
export async function changeLanguage(instance: I18n, language: Language): Promise<void> {
  writeStorage(STORAGE_KEYS.currentLanguage, language);
  await instance.changeLanguage(language);
}

/** Applies the landing page's language once it is known, unless the user has chosen one. Not persisted. */
export async function applyLandingLanguage(instance: I18n, landingLanguage: string | null | undefined): Promise<void> {
  const language = resolveLanguage(landingLanguage);
  if (instance.resolvedLanguage !== language) await instance.changeLanguage(language);
}

/** The current language of an instance as one of ours (i18next may report e.g. 'cimode' in tests). */
export function currentLanguage(instance: I18n): Language {
  return isLanguage(instance.resolvedLanguage) ? instance.resolvedLanguage : DEFAULT_LANGUAGE;
}
