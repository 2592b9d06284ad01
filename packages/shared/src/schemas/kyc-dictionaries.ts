import type { Language } from '../constants.ts';
import { IDENTITY_DOCUMENT_TYPES, type TIdentityDocumentType } from './identity-documents.ts';

// The closed lists of the KYC questionnaire (spec sections 3, 4 and 9; product-decisions section 9) with their labels in
// both languages, written once: the server (e-mails, PDFs, the advisor detail) and the web (selects, the summary) show the
// same words. docs/decisions/030-kyc-questionnaire-contract.md.

type Labels<T extends string> = Record<Language, Record<T, string>>;

/** The KYC request (invitation) lifecycle of product-decisions section 9. */
export const KYC_REQUEST_STATUSES = ['sent', 'in-progress', 'submitted', 'expired'] as const;
export type TKycRequestStatus = (typeof KYC_REQUEST_STATUSES)[number];
export const KYC_REQUEST_STATUS_LABELS: Labels<TKycRequestStatus> = {
  pl: { sent: 'Wysłany', 'in-progress': 'W trakcie', submitted: 'Przesłany', expired: 'Wygasły' },
  en: { sent: 'Sent', 'in-progress': 'In progress', submitted: 'Submitted', expired: 'Expired' },
};

/**
 * An investor's questionnaire as the offers lists, the payment rule and the invest form see it: the status of their current
 * request (the newest submitted one, else the newest sent), or `none` when no request was ever sent to them on the landing
 * page (docs/decisions/035-kyc-in-the-offer-pipeline.md).
 */
export const INVESTOR_KYC_STATUSES = ['none', ...KYC_REQUEST_STATUSES] as const;
export type TInvestorKycStatus = (typeof INVESTOR_KYC_STATUSES)[number];
export const INVESTOR_KYC_STATUS_LABELS: Labels<TInvestorKycStatus> = {
  pl: { none: 'Brak ankiety', ...KYC_REQUEST_STATUS_LABELS.pl },
  en: { none: 'No questionnaire', ...KYC_REQUEST_STATUS_LABELS.en },
};

/** Spec section 4 and product-decisions section 9: `in-progress` from the submission until someone (or the provider) decides. */
export const IDENTITY_VERIFICATION_STATUSES = ['not-started', 'in-progress', 'success', 'failed'] as const;
export type TIdentityVerificationStatus = (typeof IDENTITY_VERIFICATION_STATUSES)[number];
export const IDENTITY_VERIFICATION_STATUS_LABELS: Labels<TIdentityVerificationStatus> = {
  pl: { 'not-started': 'Nierozpoczęta', 'in-progress': 'W trakcie', success: 'Zweryfikowano', failed: 'Negatywna' },
  en: { 'not-started': 'Not started', 'in-progress': 'In progress', success: 'Verified', failed: 'Failed' },
};

/** `company` only where the landing page's `enableLegalPerson` allows it (spec section 3, white-label configuration). */
export const KYC_INVESTOR_TYPES = ['person', 'company'] as const;
export type TKycInvestorType = (typeof KYC_INVESTOR_TYPES)[number];
export const KYC_INVESTOR_TYPE_LABELS: Labels<TKycInvestorType> = {
  pl: { person: 'Osoba fizyczna', company: 'Firma (osoba prawna)' },
  en: { person: 'Natural person', company: 'Company (legal person)' },
};

/** Spec section 3: title (Mr./Mrs.). The values are the spec's words. */
export const KYC_TITLES = ['Mr.', 'Mrs.'] as const;
export type TKycTitle = (typeof KYC_TITLES)[number];
export const KYC_TITLE_LABELS: Labels<TKycTitle> = {
  pl: { 'Mr.': 'Pan', 'Mrs.': 'Pani' },
  en: { 'Mr.': 'Mr.', 'Mrs.': 'Mrs.' },
};

/** The identity document types of spec section 3 (the advisor profile uses the same list). */
export const KYC_DOCUMENT_TYPES = IDENTITY_DOCUMENT_TYPES;
export type TKycDocumentType = TIdentityDocumentType;
export const IDENTITY_DOCUMENT_TYPE_LABELS: Labels<TIdentityDocumentType> = {
  pl: { ID_CARD: 'Dowód osobisty', PASSPORT: 'Paszport' },
  en: { ID_CARD: 'ID card', PASSPORT: 'Passport' },
};

export const KYC_MARITAL_STATUSES = ['Married', 'Other'] as const;
export type TKycMaritalStatus = (typeof KYC_MARITAL_STATUSES)[number];
export const KYC_MARITAL_STATUS_LABELS: Labels<TKycMaritalStatus> = {
  pl: { Married: 'W związku małżeńskim', Other: 'Inny' },
  en: { Married: 'Married', Other: 'Other' },
};

export const KYC_PROPERTY_REGIMES = ['Community property', 'Separate property'] as const;
export type TKycPropertyRegime = (typeof KYC_PROPERTY_REGIMES)[number];
export const KYC_PROPERTY_REGIME_LABELS: Labels<TKycPropertyRegime> = {
  pl: { 'Community property': 'Wspólność majątkowa', 'Separate property': 'Rozdzielność majątkowa' },
  en: { 'Community property': 'Community property', 'Separate property': 'Separate property' },
};

/** Spec section 9: Iran, North Korea, Syria, Cuba, Crimea/Donetsk, Russia (product-decisions section 9 gives the codes). */
export const SANCTIONED_COUNTRIES = ['IR', 'KP', 'SY', 'CU', 'RU', 'UA-CRIMEA-DONETSK'] as const;
export type TSanctionedCountry = (typeof SANCTIONED_COUNTRIES)[number];
export const SANCTIONED_COUNTRY_LABELS: Labels<TSanctionedCountry> = {
  pl: {
    IR: 'Iran',
    KP: 'Korea Północna',
    SY: 'Syria',
    CU: 'Kuba',
    RU: 'Rosja',
    'UA-CRIMEA-DONETSK': 'Krym i Donieck (Ukraina)',
  },
  en: {
    IR: 'Iran',
    KP: 'North Korea',
    SY: 'Syria',
    CU: 'Cuba',
    RU: 'Russia',
    'UA-CRIMEA-DONETSK': 'Crimea and Donetsk (Ukraine)',
  },
};

/**
 * Where the invested money comes from (anti-money-laundering: the usual sources a Polish AML questionnaire lists). `other`
 * needs a description.
 */
export const ORIGIN_OF_FUNDS_SOURCES = [
  'salary',
  'business-activity',
  'savings',
  'sale-of-property',
  'inheritance-or-gift',
  'investments',
  'pension',
  'other',
] as const;
export type TOriginOfFundsSource = (typeof ORIGIN_OF_FUNDS_SOURCES)[number];
export const ORIGIN_OF_FUNDS_SOURCE_LABELS: Labels<TOriginOfFundsSource> = {
  pl: {
    salary: 'Wynagrodzenie ze stosunku pracy lub umowy cywilnoprawnej',
    'business-activity': 'Działalność gospodarcza',
    savings: 'Oszczędności',
    'sale-of-property': 'Sprzedaż majątku (np. nieruchomości)',
    'inheritance-or-gift': 'Spadek lub darowizna',
    investments: 'Zyski z inwestycji',
    pension: 'Emerytura lub renta',
    other: 'Inne',
  },
  en: {
    salary: 'Salary or employment income',
    'business-activity': 'Business activity',
    savings: 'Savings',
    'sale-of-property': 'Sale of property (e.g. real estate)',
    'inheritance-or-gift': 'Inheritance or gift',
    investments: 'Investment income',
    pension: 'Pension',
    other: 'Other',
  },
};

/** The 16 Polish voivodeships; the values are their official (lower-case) Polish names. */
export const VOIVODESHIPS = [
  'dolnośląskie',
  'kujawsko-pomorskie',
  'lubelskie',
  'lubuskie',
  'łódzkie',
  'małopolskie',
  'mazowieckie',
  'opolskie',
  'podkarpackie',
  'podlaskie',
  'pomorskie',
  'śląskie',
  'świętokrzyskie',
  'warmińsko-mazurskie',
  'wielkopolskie',
  'zachodniopomorskie',
] as const;
export type TVoivodeship = (typeof VOIVODESHIPS)[number];
export const VOIVODESHIP_LABELS: Labels<TVoivodeship> = {
  pl: Object.fromEntries(VOIVODESHIPS.map((name) => [name, name])) as Record<TVoivodeship, string>,
  en: {
    dolnośląskie: 'Lower Silesian',
    'kujawsko-pomorskie': 'Kuyavian-Pomeranian',
    lubelskie: 'Lublin',
    lubuskie: 'Lubusz',
    łódzkie: 'Łódź',
    małopolskie: 'Lesser Poland',
    mazowieckie: 'Masovian',
    opolskie: 'Opole',
    podkarpackie: 'Subcarpathian',
    podlaskie: 'Podlaskie',
    pomorskie: 'Pomeranian',
    śląskie: 'Silesian',
    świętokrzyskie: 'Holy Cross',
    'warmińsko-mazurskie': 'Warmian-Masurian',
    wielkopolskie: 'Greater Poland',
    zachodniopomorskie: 'West Pomeranian',
  },
};

export function isVoivodeship(value: string): value is TVoivodeship {
  return (VOIVODESHIPS as readonly string[]).includes(value);
}

/** A voivodeship as registers write it ('MAZOWIECKIE', 'woj. śląskie'), or null when it is none of the 16. */
export function voivodeshipFromName(name: string): TVoivodeship | null {
  const normalized = name
    .trim()
    .toLocaleLowerCase('pl')
    .replace(/^woj(ewództwo|\.)\s*/, '');
  return isVoivodeship(normalized) ? normalized : null;
}

// ---------------------------------------------------------------------------------------------------------------------------
// Countries: ISO 3166-1 alpha-2 (product-decisions section 9), Poland first. Names come from the runtime's CLDR data
// (Intl.DisplayNames) in the reader's language, so no translated list is kept here.

const OTHER_COUNTRY_CODES =
  `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW
BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD
GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP
KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG
NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS
ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW`
    .split(/\s+/)
    .filter((code) => code !== '');

/** The 249 officially assigned ISO 3166-1 alpha-2 codes: Poland first, then the others in code order. */
export const COUNTRY_CODES: readonly string[] = ['PL', ...OTHER_COUNTRY_CODES];
const COUNTRY_CODE_SET = new Set(COUNTRY_CODES);

export function isCountryCode(value: string): boolean {
  return COUNTRY_CODE_SET.has(value);
}

const countryNames = new Map<Language, Intl.DisplayNames | null>();

function displayNames(language: Language): Intl.DisplayNames | null {
  if (!countryNames.has(language)) {
    try {
      countryNames.set(language, new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }));
    } catch {
      // A runtime without region names (a small-ICU build): the codes are shown.
      countryNames.set(language, null);
    }
  }
  return countryNames.get(language) ?? null;
}

/** The country's name in `language` ('PL' -> 'Polska' / 'Poland'); the code itself when the runtime has no name for it. */
export function countryName(code: string, language: Language): string {
  try {
    return displayNames(language)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The options of a country select: Poland first, the others by name in `language`'s alphabetical order. */
export function countryOptions(language: Language): { value: string; label: string }[] {
  const collator = new Intl.Collator(language);
  const others = OTHER_COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, language) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
  return [{ value: 'PL', label: countryName('PL', language) }, ...others];
}
