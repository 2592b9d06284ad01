import { z } from 'zod';
import { CURRENCIES, DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../constants.ts';

// The campaigns contract of the advisor panel (spec sections 3 and 7, product-decisions section 4): campaigns with their
// translations, products (series) with the offer parameters, campaign choices. Money and rates are exact decimals on the wire,
// as strings ("12500.00"); dates are `yyyy-mm-dd`.

export const CAMPAIGN_TYPES = ['debt', 'equity'] as const;
export type TCampaignType = (typeof CAMPAIGN_TYPES)[number];
/** Spec section 3 labels: interest type Variable / Fixed. */
export const INTEREST_TYPES = ['Fixed', 'Variable'] as const;
export type TInterestType = (typeof INTEREST_TYPES)[number];
/** Spec section 3 labels: interest payment frequency. */
export const PAYMENT_FREQUENCIES = ['Monthly', 'Quarterly', 'Semi-annually', 'Annually', 'At Maturity'] as const;
export type TPaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];
/** Spec section 3 labels: duration units. */
export const DURATION_UNITS = ['year', 'quarter', 'month', 'day'] as const;
export type TDurationUnit = (typeof DURATION_UNITS)[number];

/**
 * Where a campaign stands today (Europe/Warsaw), spec section 4 "campaign states implied by errors": switched off by the
 * issuer (`inactive`), before its start date (`notStarted`), after its end date (`finished`), otherwise `running`. Only a
 * running campaign takes invitations.
 */
export const CAMPAIGN_STATES = ['running', 'notStarted', 'finished', 'inactive'] as const;
export type TCampaignState = (typeof CAMPAIGN_STATES)[number];

/** The state of a campaign on `today` (`yyyy-mm-dd` in the business time zone). Both dates are inclusive. */
export function campaignStateOf(
  campaign: { isActive: boolean; startDate: string; endDate: string },
  today: string,
): TCampaignState {
  if (!campaign.isActive) return 'inactive';
  if (today < campaign.startDate) return 'notStarted';
  if (today > campaign.endDate) return 'finished';
  return 'running';
}

/** An exact amount with 2 decimals, as the database's numeric(18,2) prints it. */
export const ZAmountSchema = z.string().regex(/^-?\d+\.\d{2}$/);
/** A percentage as stored (e.g. interest "9.0000", tax "19.00"). */
export const ZPercentSchema = z.string().regex(/^\d+(\.\d+)?$/);
/** A calendar day on the wire: `yyyy-mm-dd` (product-decisions section 6). */
export const ZIsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * `?language=pl|en`: the language of the campaign texts (name, descriptions) in an answer; PL when absent (spec section 3:
 * "a selected language (default PL)"). Every translation is in the answer too.
 */
export const ZCampaignLanguageQuerySchema = z.object({
  language: z.enum(LANGUAGES, { error: 'validation.invalid' }).default(DEFAULT_LANGUAGE),
});
export type TCampaignLanguageQuery = z.infer<typeof ZCampaignLanguageQuerySchema>;

export const ZCampaignTranslationSchema = z.object({
  language: z.enum(LANGUAGES),
  name: z.string(),
  shortDescription: z.string().nullable(),
  description: z.string().nullable(),
});
export type TCampaignTranslation = z.infer<typeof ZCampaignTranslationSchema>;

/** The translation in `language`, else Polish, else the first one there is. */
export function selectTranslation<T extends { language: Language }>(translations: readonly T[], language: Language): T | null {
  return (
    translations.find((translation) => translation.language === language) ??
    translations.find((translation) => translation.language === DEFAULT_LANGUAGE) ??
    translations[0] ??
    null
  );
}

/** A product (series) of a campaign with its offer parameters (spec section 3): min <= value <= max, a multiple of step. */
export const ZProductSchema = z.object({
  id: z.uuid(),
  campaignId: z.uuid(),
  /** Series code, e.g. "SERIA-A". */
  code: z.string(),
  currency: z.enum(CURRENCIES),
  investmentValueMin: ZAmountSchema,
  investmentValueMax: ZAmountSchema,
  investmentValueStep: ZAmountSchema,
  /** Nominal value of one bond or share, when the product has one. */
  nominalValue: ZAmountSchema.nullable(),
});
export type TProduct = z.infer<typeof ZProductSchema>;

/** Debt (bonds): interest and duration of the investment (product-decisions section 4). */
export const ZDebtTermsSchema = z.object({
  interestType: z.enum(INTEREST_TYPES),
  /** Percent a year, e.g. "9.0000". */
  interestRate: ZPercentSchema,
  paymentFrequency: z.enum(PAYMENT_FREQUENCIES),
  duration: z.object({ value: z.number().int().positive(), unit: z.enum(DURATION_UNITS) }),
  /** Tax withheld from interest, percent (19% by default). */
  taxRate: ZPercentSchema,
});
export type TDebtTerms = z.infer<typeof ZDebtTermsSchema>;

/** Equity (shares): series, share numbers, issue value, notarial deed, PCC flag (spec section 3). */
export const ZEquityTermsSchema = z.object({
  sharesSeries: z.string().nullable(),
  counterFrom: z.number().int().nullable(),
  counterTo: z.number().int().nullable(),
  issueValue: ZAmountSchema.nullable(),
  notarialDeed: z.string().nullable(),
  pccFlag: z.boolean(),
});
export type TEquityTerms = z.infer<typeof ZEquityTermsSchema>;

/** What a campaign document is (issue 14): the terms, the information memorandum, or another document. */
export const CAMPAIGN_DOCUMENT_KINDS = ['terms', 'information-memorandum', 'other'] as const;
export type TCampaignDocumentKind = (typeof CAMPAIGN_DOCUMENT_KINDS)[number];

/**
 * A document of a campaign (an uploaded PDF, docs/decisions/035-back-office.md): listed on the campaign, on the public offer
 * page and in the investor panel, downloaded through the caller's own path (`.../campaign/{id}/document/{documentId}`).
 * `language` null means "for every language"; the public offer page lists the documents of its language and those without one.
 */
export const ZCampaignDocumentSchema = z.object({
  id: z.uuid(),
  /** The uploaded asset (`POST /api/advisor/asset?kind=campaign-document`): a copy of the campaign refers to the same one. */
  assetId: z.uuid(),
  kind: z.enum(CAMPAIGN_DOCUMENT_KINDS),
  language: z.enum(LANGUAGES).nullable(),
  fileName: z.string(),
  contentType: z.string(),
  bytes: z.number().int().nonnegative(),
});
export type TCampaignDocument = z.infer<typeof ZCampaignDocumentSchema>;

/**
 * The account an investor pays into (issue 18): IBAN or Polish NRB (compact, upper case), holder, bank, SWIFT/BIC. The
 * transfer title comes from the campaign's `transferTitlePattern` (`fillTransferTitle` in transfer-title.ts).
 */
export const ZPaymentAccountSchema = z.object({
  iban: z.string(),
  holder: z.string(),
  bankName: z.string(),
  swift: z.string().nullable(),
});
export type TPaymentAccount = z.infer<typeof ZPaymentAccountSchema>;

/**
 * A campaign as `GET /api/advisor/campaigns` (each item) and `GET /api/advisor/campaign/{id}` return it. `name`,
 * `shortDescription` and `description` are those of `language` (the requested language, else PL, else the first translation).
 */
export const ZCampaignSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  type: z.enum(CAMPAIGN_TYPES),
  currency: z.enum(CURRENCIES),
  language: z.enum(LANGUAGES),
  name: z.string(),
  shortDescription: z.string().nullable(),
  description: z.string().nullable(),
  translations: z.array(ZCampaignTranslationSchema),
  issuerName: z.string(),
  /** Subscription window, both days inclusive. */
  startDate: ZIsoDateSchema,
  endDate: ZIsoDateSchema,
  state: z.enum(CAMPAIGN_STATES),
  /** True while the campaign is running: the invitation form is shown only then. */
  canInvite: z.boolean(),
  /** Target and raised funds (spec section 3), in the campaign's currency. */
  targetAmount: ZAmountSchema,
  raisedAmount: ZAmountSchema,
  /** The smallest investmentValueMin of the products (spec section 3 "minimum investment value"); null without products. */
  minInvestmentValue: ZAmountSchema.nullable(),
  /** The campaign's image, else the landing page's debt or equity placeholder (admin override first); null when neither. */
  imageUrl: z.string().nullable(),
  /** True when the campaign has no image of its own (`imageUrl` is then the placeholder, or null). */
  isPlaceholderImage: z.boolean(),
  debt: ZDebtTermsSchema.nullable(),
  equity: ZEquityTermsSchema.nullable(),
  products: z.array(ZProductSchema),
  // Back office fields (issue 14, 18). Every answer carries them; optional in the type only so that clients' fixtures written
  // before them still compile.
  /** The cover image asset (`POST /api/advisor/asset?kind=campaign-cover`); `imageUrl` is its public URL. */
  coverImageId: z.uuid().nullable().optional(),
  documents: z.array(ZCampaignDocumentSchema).optional(),
  paymentAccount: ZPaymentAccountSchema.nullable().optional(),
  /** Placeholders of TRANSFER_TITLE_PLACEHOLDERS; null means DEFAULT_TRANSFER_TITLE_PATTERN. */
  transferTitlePattern: z.string().nullable().optional(),
});
export type TCampaign = z.infer<typeof ZCampaignSchema>;

/** `GET /api/advisor/campaign-choices`: campaigns for selects and filters (the web shows an empty list when it fails). */
export const ZCampaignChoiceSchema = ZCampaignSchema.pick({
  id: true,
  name: true,
  type: true,
  currency: true,
  state: true,
  canInvite: true,
}).extend({
  products: z.array(ZProductSchema.pick({ id: true, code: true })),
});
export type TCampaignChoice = z.infer<typeof ZCampaignChoiceSchema>;

/** `GET /api/advisor/product/{id}`: a product with the campaign it belongs to. */
export const ZProductDetailSchema = ZProductSchema.extend({
  campaign: ZCampaignChoiceSchema.omit({ products: true }),
});
export type TProductDetail = z.infer<typeof ZProductDetailSchema>;
