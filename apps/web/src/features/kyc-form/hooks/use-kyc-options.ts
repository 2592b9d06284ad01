import {
  countryOptions,
  IDENTITY_DOCUMENT_TYPE_LABELS,
  KYC_DOCUMENT_TYPES,
  KYC_INVESTOR_TYPE_LABELS,
  KYC_INVESTOR_TYPES,
  KYC_MARITAL_STATUS_LABELS,
  KYC_MARITAL_STATUSES,
  KYC_PROPERTY_REGIME_LABELS,
  KYC_PROPERTY_REGIMES,
  KYC_TITLE_LABELS,
  KYC_TITLES,
  ORIGIN_OF_FUNDS_SOURCE_LABELS,
  ORIGIN_OF_FUNDS_SOURCES,
  SANCTIONED_COUNTRIES,
  SANCTIONED_COUNTRY_LABELS,
  VOIVODESHIP_LABELS,
  VOIVODESHIPS,
  type Language,
} from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';

type Option = { value: string; label: string };

function optionsOf<T extends string>(values: readonly T[], labels: Record<T, string>): Option[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

function kycOptions(language: Language) {
  return {
    language,
    // 249 countries, Poland first, the rest by name in the reader's language.
    countries: countryOptions(language),
    investorTypes: optionsOf(KYC_INVESTOR_TYPES, KYC_INVESTOR_TYPE_LABELS[language]),
    titles: optionsOf(KYC_TITLES, KYC_TITLE_LABELS[language]),
    documentTypes: optionsOf(KYC_DOCUMENT_TYPES, IDENTITY_DOCUMENT_TYPE_LABELS[language]),
    voivodeships: optionsOf(VOIVODESHIPS, VOIVODESHIP_LABELS[language]),
    maritalStatuses: optionsOf(KYC_MARITAL_STATUSES, KYC_MARITAL_STATUS_LABELS[language]),
    propertyRegimes: optionsOf(KYC_PROPERTY_REGIMES, KYC_PROPERTY_REGIME_LABELS[language]),
    originOfFundsSources: optionsOf(ORIGIN_OF_FUNDS_SOURCES, ORIGIN_OF_FUNDS_SOURCE_LABELS[language]),
    sanctionedCountries: optionsOf(SANCTIONED_COUNTRIES, SANCTIONED_COUNTRY_LABELS[language]),
  };
}

export type TKycOptions = ReturnType<typeof kycOptions>;

/**
 * The choices of the questionnaire in the interface language. Every label comes from the shared tables (the server's
 * e-mails, PDFs and the advisor's detail show the same words); countries from the runtime's CLDR names.
 */
export function useKycOptions(): TKycOptions {
  const { i18n } = useTranslation();
  return optionsIn(currentLanguage(i18n));
}

// Built once per language (249 country names sorted by the reader's collation), not once per field.
const cache = new Map<Language, TKycOptions>();

function optionsIn(language: Language): TKycOptions {
  let options = cache.get(language);
  if (!options) {
    options = kycOptions(language);
    cache.set(language, options);
  }
  return options;
}
