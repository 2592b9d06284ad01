import { z } from 'zod';
import type { Language } from '../constants.ts';
import {
  COUNTRY_CODES,
  KYC_DOCUMENT_TYPES,
  KYC_INVESTOR_TYPES,
  KYC_MARITAL_STATUSES,
  KYC_PROPERTY_REGIMES,
  KYC_TITLES,
  ORIGIN_OF_FUNDS_SOURCES,
  SANCTIONED_COUNTRIES,
} from './kyc-dictionaries.ts';

// The KYC questionnaire body of product-decisions section 9 (field names of spec section 3, countries ISO 3166-1 alpha-2,
// dates `yyyy-mm-dd`), in two shapes:
// - ZKycDraftSchema: what `PUT .../{token}/draft` accepts. Every field optional and nullable, format checks only (types,
//   closed lists, lengths, list sizes): a draft keeps what the investor typed so far, half-typed PESEL included.
// - ZKycAnswersSchema: a submitted questionnaire, as `kycSubmitSchema` (kyc-rules.ts) outputs it and the preview, the advisor
//   detail and the investor's data return it.
// The rules between the two (spec section 5) live in kyc-rules.ts, one definition per rule, grouped by the seven sections
// below. docs/decisions/030-kyc-questionnaire-contract.md.

/** Every free text; descriptions (origin of funds, the company's business and representation rules) take more. */
export const KYC_TEXT_MAX_LENGTH = 200;
export const KYC_DESCRIPTION_MAX_LENGTH = 2000;
/** Spec section 5: a Polish zip code is `NN-NNN`; other countries' postal codes are free text of at most 10 characters. */
export const KYC_ZIP_CODE_MAX_LENGTH = 10;
/** `yyyy-mm-dd`. */
const DATE_MAX_LENGTH = 10;
/** A percentage typed as text ('12,5'). */
const PERCENT_MAX_LENGTH = 20;
/** One row per sanctioned country at most (spec section 9 lists six). */
export const KYC_MAX_SANCTIONS = SANCTIONED_COUNTRIES.length;
export const KYC_MAX_CRS_TAX_RESIDENCIES = 10;
export const KYC_MAX_REPRESENTATIVES = 20;

// ---------------------------------------------------------------------------------------------------------------------------
// The draft: format only.

const invalid = { error: 'validation.invalid' } as const;
const draftText = (max: number = KYC_TEXT_MAX_LENGTH) => z.string(invalid).max(max, { error: 'validation.maxLength' }).nullish();
const draftChoice = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, invalid).nullish();
const draftCountry = () => z.enum(COUNTRY_CODES as readonly [string, ...string[]], invalid).nullish();
const draftFlag = () => z.boolean(invalid).nullish();
const draftList = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item, invalid).max(max, { error: 'validation.maxItems' }).nullish();

export const ZKycAddressDraftSchema = z.object(
  {
    street: draftText(),
    houseNo: draftText(),
    flatNo: draftText(),
    /** One of VOIVODESHIPS for a Polish address; the region as free text elsewhere. */
    voivodeship: draftText(),
    county: draftText(),
    commune: draftText(),
    city: draftText(),
    zipCode: draftText(KYC_ZIP_CODE_MAX_LENGTH),
    country: draftCountry(),
  },
  invalid,
);

export const ZKycRepresentativeDraftSchema = z.object(
  {
    firstName: draftText(),
    surname: draftText(),
    /** PESEL, optional. */
    identificationNo: draftText(),
    /** Authorised to sign for the company (its representation rules). */
    signer: draftFlag(),
    /** Informational: the row matches the KRS register. The server sets it; a value sent by the form is not trusted. */
    verified: draftFlag(),
  },
  invalid,
);

export const ZKycCompanyDraftSchema = z.object(
  {
    companyName: draftText(),
    legalForm: draftText(),
    krsRegisterNumber: draftText(),
    regonStatisticalNumber: draftText(),
    /** The company's tax number (NIP): spec section 3 lists no field for it; the VAT white list check needs it. */
    nip: draftText(),
    coreBusiness: draftText(KYC_DESCRIPTION_MAX_LENGTH),
    representation: draftText(KYC_DESCRIPTION_MAX_LENGTH),
    registeredAddress: ZKycAddressDraftSchema.nullish(),
    representatives: draftList(ZKycRepresentativeDraftSchema, KYC_MAX_REPRESENTATIVES),
  },
  invalid,
);

const draftShape = {
  investorType: draftChoice(KYC_INVESTOR_TYPES),
  // Section 1: the natural person filling in: the investor, or for a company the representative who fills in the form.
  title: draftChoice(KYC_TITLES),
  firstName: draftText(),
  middleName: draftText(),
  surname: draftText(),
  birthDay: draftText(DATE_MAX_LENGTH),
  fathersName: draftText(),
  mothersName: draftText(),
  phoneNo: draftText(),
  /** PESEL. */
  identificationNo: draftText(),
  birthPlace: draftText(),
  countryOfBirth: draftCountry(),
  nationality: draftCountry(),
  /** null for a person. */
  company: ZKycCompanyDraftSchema.nullish(),
  // Section 2.
  documentType: draftChoice(KYC_DOCUMENT_TYPES),
  documentNo: draftText(),
  /** null when `documentIndefinite`. */
  documentExpiryDate: draftText(DATE_MAX_LENGTH),
  documentIndefinite: draftFlag(),
  documentCountry: draftCountry(),
  // Section 3.
  residentialAddress: ZKycAddressDraftSchema.nullish(),
  /** null: the same as the residential address. */
  mailingAddress: ZKycAddressDraftSchema.nullish(),
  // Section 4.
  countryOfTaxResidence: draftCountry(),
  taxNumberIdentification: draftText(),
  taxOffice: draftText(),
  maritalStatus: draftChoice(KYC_MARITAL_STATUSES),
  propertyRegime: draftChoice(KYC_PROPERTY_REGIMES),
  fatca: z.object({ usPerson: draftFlag(), usTin: draftText() }, invalid).nullish(),
  /** Tax residences besides `countryOfTaxResidence` (CRS self-certification). */
  crsTaxResidencies: draftList(z.object({ country: draftCountry(), tin: draftText() }, invalid), KYC_MAX_CRS_TAX_RESIDENCIES),
  // Section 5.
  bankAccount: draftText(),
  /** The account holder's name. */
  bankAccountName: draftText(),
  swiftCode: draftText(),
  // Section 6.
  originOfFunds: z
    .object(
      {
        sources: draftList(z.enum(ORIGIN_OF_FUNDS_SOURCES, invalid), ORIGIN_OF_FUNDS_SOURCES.length),
        description: draftText(KYC_DESCRIPTION_MAX_LENGTH),
      },
      invalid,
    )
    .nullish(),
  /** Politically exposed person: the investor, a family member of one, or a close associate of one. */
  pep: z
    .object({ isPep: draftFlag(), isFamilyMember: draftFlag(), isCloseAssociate: draftFlag(), position: draftText() }, invalid)
    .nullish(),
  // Section 7.
  /** Ties with sanctioned countries: the share (percent) of the investor's business or funds connected with each. */
  sanctions: draftList(
    z.object(
      {
        country: draftChoice(SANCTIONED_COUNTRIES),
        /** A number, or text with a comma or a dot ('12,5'). */
        percent: z.union([z.number(), z.string().max(PERCENT_MAX_LENGTH, { error: 'validation.maxLength' })], invalid).nullish(),
      },
      invalid,
    ),
    KYC_MAX_SANCTIONS,
  ),
  statements: z.object({ truthful: draftFlag(), ownAccount: draftFlag() }, invalid).nullish(),
};

/**
 * `PUT /public-api/kyc/investor-request/{token}/draft`, and the draft the public GET returns. Unknown keys are dropped. The
 * submit body has the same shape (kycSubmitSchema starts from this schema).
 */
export const ZKycDraftSchema = z.object(draftShape, invalid);
export type TKycDraftInput = z.input<typeof ZKycDraftSchema>;
export type TKycDraft = z.output<typeof ZKycDraftSchema>;
/** A top-level field of the questionnaire. */
export type TKycField = keyof typeof draftShape;
export const KYC_FIELDS = Object.keys(draftShape) as TKycField[];

// ---------------------------------------------------------------------------------------------------------------------------
// The submitted questionnaire: trimmed, blanks as null, numbers in their compact form.

const countryCode = z.enum(COUNTRY_CODES as readonly [string, ...string[]]);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ZKycAddressSchema = z.object({
  street: z.string().nullable(),
  houseNo: z.string(),
  flatNo: z.string().nullable(),
  /** One of VOIVODESHIPS for a Polish address. */
  voivodeship: z.string().nullable(),
  county: z.string().nullable(),
  commune: z.string().nullable(),
  city: z.string(),
  /** `NN-NNN` in Poland; elsewhere what the investor typed, or null. */
  zipCode: z.string().nullable(),
  country: countryCode,
});
export type TKycAddress = z.infer<typeof ZKycAddressSchema>;

export const ZKycRepresentativeSchema = z.object({
  firstName: z.string(),
  surname: z.string(),
  identificationNo: z.string().nullable(),
  signer: z.boolean(),
  verified: z.boolean(),
});
export type TKycRepresentative = z.infer<typeof ZKycRepresentativeSchema>;

export const ZKycCompanySchema = z.object({
  companyName: z.string(),
  legalForm: z.string(),
  krsRegisterNumber: z.string(),
  regonStatisticalNumber: z.string(),
  /** 10 digits, no separators. */
  nip: z.string(),
  coreBusiness: z.string(),
  representation: z.string(),
  registeredAddress: ZKycAddressSchema,
  representatives: z.array(ZKycRepresentativeSchema),
});
export type TKycCompany = z.infer<typeof ZKycCompanySchema>;

export const ZKycAnswersSchema = z.object({
  investorType: z.enum(KYC_INVESTOR_TYPES),
  title: z.enum(KYC_TITLES),
  firstName: z.string(),
  middleName: z.string().nullable(),
  surname: z.string(),
  birthDay: isoDate,
  fathersName: z.string(),
  mothersName: z.string(),
  phoneNo: z.string(),
  /** PESEL; null for a foreign national without one. */
  identificationNo: z.string().nullable(),
  birthPlace: z.string(),
  countryOfBirth: countryCode,
  nationality: countryCode,
  company: ZKycCompanySchema.nullable(),
  documentType: z.enum(KYC_DOCUMENT_TYPES),
  /** Upper case, no spaces. */
  documentNo: z.string(),
  documentExpiryDate: isoDate.nullable(),
  documentIndefinite: z.boolean(),
  documentCountry: countryCode,
  residentialAddress: ZKycAddressSchema,
  mailingAddress: ZKycAddressSchema.nullable(),
  countryOfTaxResidence: countryCode,
  taxNumberIdentification: z.string().nullable(),
  taxOffice: z.string().nullable(),
  /** null only for a company's representative. */
  maritalStatus: z.enum(KYC_MARITAL_STATUSES).nullable(),
  propertyRegime: z.enum(KYC_PROPERTY_REGIMES).nullable(),
  /** `usTin`: 9 digits without dashes; null unless a US person. */
  fatca: z.object({ usPerson: z.boolean(), usTin: z.string().nullable() }),
  crsTaxResidencies: z.array(z.object({ country: countryCode, tin: z.string() })),
  /** Compact: no spaces, upper case. */
  bankAccount: z.string(),
  bankAccountName: z.string(),
  swiftCode: z.string().nullable(),
  originOfFunds: z.object({
    sources: z.array(z.enum(ORIGIN_OF_FUNDS_SOURCES)).min(1),
    description: z.string().nullable(),
  }),
  pep: z.object({
    isPep: z.boolean(),
    isFamilyMember: z.boolean(),
    isCloseAssociate: z.boolean(),
    position: z.string().nullable(),
  }),
  /** `percent`: a decimal with 2 places ('12.50'). */
  sanctions: z.array(z.object({ country: z.enum(SANCTIONED_COUNTRIES), percent: z.string() })),
  statements: z.object({ truthful: z.literal(true), ownAccount: z.literal(true) }),
});
export type TKycAnswers = z.infer<typeof ZKycAnswersSchema>;

// ---------------------------------------------------------------------------------------------------------------------------
// The seven sections of product-decisions section 9: each top-level field belongs to exactly one. The web validates a section
// (kycSectionSchema) before moving on; submitting validates all of them with the same rules.

export const KYC_SECTIONS = [1, 2, 3, 4, 5, 6, 7] as const;
export type TKycSection = (typeof KYC_SECTIONS)[number];

export const KYC_SECTION_FIELDS = {
  1: [
    'investorType',
    'title',
    'firstName',
    'middleName',
    'surname',
    'birthDay',
    'fathersName',
    'mothersName',
    'phoneNo',
    'identificationNo',
    'birthPlace',
    'countryOfBirth',
    'nationality',
    'company',
  ],
  2: ['documentType', 'documentNo', 'documentExpiryDate', 'documentIndefinite', 'documentCountry'],
  3: ['residentialAddress', 'mailingAddress'],
  4: [
    'countryOfTaxResidence',
    'taxNumberIdentification',
    'taxOffice',
    'maritalStatus',
    'propertyRegime',
    'fatca',
    'crsTaxResidencies',
  ],
  5: ['bankAccount', 'bankAccountName', 'swiftCode'],
  6: ['originOfFunds', 'pep'],
  7: ['sanctions', 'statements'],
} as const satisfies Record<TKycSection, readonly TKycField[]>;
export type TKycSectionField<S extends TKycSection> = (typeof KYC_SECTION_FIELDS)[S][number];

/**
 * Fields of earlier sections a section's rules read but never report on: section 4 asks for the marital status of a person
 * only. A section schema takes them from the whole form value it is given.
 */
export const KYC_SECTION_CONTEXT_FIELDS = {
  1: [],
  2: [],
  3: [],
  4: ['investorType'],
  5: [],
  6: [],
  7: [],
} as const satisfies Record<TKycSection, readonly TKycField[]>;

export const KYC_SECTION_LABELS: Record<Language, Record<TKycSection, string>> = {
  pl: {
    1: 'Dane inwestora',
    2: 'Dokument tożsamości',
    3: 'Adresy',
    4: 'Rezydencja podatkowa, FATCA/CRS i sytuacja rodzinna',
    5: 'Rachunek bankowy',
    6: 'Pochodzenie środków i PEP',
    7: 'Sankcje, oświadczenia i podsumowanie',
  },
  en: {
    1: 'Investor details',
    2: 'Identity document',
    3: 'Addresses',
    4: 'Tax residence, FATCA/CRS and family',
    5: 'Bank account',
    6: 'Origin of funds and PEP',
    7: 'Sanctions, statements and summary',
  },
};

const SECTION_OF_FIELD = new Map<string, TKycSection>(
  KYC_SECTIONS.flatMap((section) => KYC_SECTION_FIELDS[section].map((field) => [field, section] as const)),
);

/** The section holding a violation's property path ('residentialAddress.zipCode' -> 3), so the form can open it. */
export function kycSectionOfPath(propertyPath: string): TKycSection | null {
  return SECTION_OF_FIELD.get(propertyPath.split(/[.[]/, 1)[0] ?? '') ?? null;
}
