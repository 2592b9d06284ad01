import { z } from 'zod';
import { CURRENCIES, LANGUAGES } from '../constants.ts';
import { TRANSFER_TITLE_MAX_LENGTH, unknownTransferTitlePlaceholders } from '../transfer-title.ts';
import { decimalToHundredths, hundredthsToDecimal } from '../validation/decimal.ts';
import type { ValidationMessageKey } from '../validation/messages.ts';
import { zBankAccount, zIsoDate, zMoney, zOptionalText, zRequiredString } from '../validation/zod.ts';
import {
  CAMPAIGN_DOCUMENT_KINDS,
  CAMPAIGN_TYPES,
  DURATION_UNITS,
  INTEREST_TYPES,
  PAYMENT_FREQUENCIES,
  ZCampaignDocumentSchema,
} from './campaigns.ts';
import { SWIFT_PATTERN } from './kyc-rule-parts.ts';
import { ZPublicOfferSchema } from './public-offer.ts';

// The issuer's back office, campaigns (issue 14; product-decisions section 11; docs/decisions/035-back-office.md). The create
// and edit bodies take the shape `GET /api/advisor/campaign/{id}` answers (ZCampaignSchema) without its ids and computed
// fields (slug, state, canInvite, raisedAmount, minInvestmentValue, imageUrl, isPlaceholderImage, language, name,
// shortDescription, description: the translations carry the texts), so a client copies a campaign by GET + POST; unknown
// fields are dropped. Amounts may be typed ('1 000,5') or come as the answer's strings ('1000.50').

type Issue = { path: (string | number)[]; key: ValidationMessageKey; params?: Record<string, string | number> };

function addIssues(context: z.RefinementCtx, issues: readonly Issue[]): void {
  for (const issue of issues) {
    context.addIssue({ code: 'custom', message: issue.key, path: issue.path, params: issue.params ?? {} });
  }
}

/** An amount of money (2 decimals) at least `min` hundredths (1: above zero; 0: zero allowed). */
function zAmount(min: 0n | 1n) {
  return zMoney().superRefine((value, context) => {
    const hundredths = decimalToHundredths(value);
    if (hundredths !== null && hundredths < min) {
      context.addIssue({ code: 'custom', message: 'validation.minValue', params: { min: hundredthsToDecimal(min) } });
    }
  });
}

/** A percentage of 0 to 100 with at most `decimals` decimals ('19', '8,5', 7.25), canonical with `decimals` places. */
function zPercentInput(decimals: 2 | 4) {
  const pattern = new RegExp(`^\\d{1,3}(?:\\.(\\d{1,${decimals}}))?$`);
  return z.union([z.string(), z.number()], { error: 'validation.required' }).transform((value, context) => {
    const text = String(value).trim().replace(',', '.');
    const match = pattern.exec(text);
    const [whole = '', fraction = ''] = text.split('.');
    if (match === null || Number(text) > 100) {
      context.addIssue({ code: 'custom', message: 'validation.percent', input: value });
      return z.NEVER;
    }
    return `${Number(whole)}.${fraction.padEnd(decimals, '0')}`;
  });
}

export const ZCampaignTranslationInputSchema = z.object({
  language: z.enum(LANGUAGES),
  name: zRequiredString({ max: 200 }),
  shortDescription: zOptionalText(500),
  description: zOptionalText(20_000),
});

export const ZDebtTermsInputSchema = z.object({
  interestType: z.enum(INTEREST_TYPES),
  /** Percent a year, up to 4 decimals. */
  interestRate: zPercentInput(4),
  paymentFrequency: z.enum(PAYMENT_FREQUENCIES),
  duration: z.object({
    value: z.number().int().min(1, { error: 'validation.minValue' }).max(1200, { error: 'validation.maxValue' }),
    unit: z.enum(DURATION_UNITS),
  }),
  /** Tax withheld from interest, 0-100 percent (19 by default in the form). */
  taxRate: zPercentInput(2),
});

export const ZEquityTermsInputSchema = z
  .object({
    sharesSeries: zOptionalText(40),
    counterFrom: z.number().int().nonnegative({ error: 'validation.minValue' }).nullable().default(null),
    counterTo: z.number().int().nonnegative({ error: 'validation.minValue' }).nullable().default(null),
    issueValue: zAmount(0n).nullable().default(null),
    notarialDeed: zOptionalText(500),
    pccFlag: z.boolean().default(false),
  })
  .superRefine((value, context) => {
    if (value.counterFrom !== null && value.counterTo !== null && value.counterTo < value.counterFrom) {
      addIssues(context, [{ path: ['counterTo'], key: 'validation.minValue', params: { min: value.counterFrom } }]);
    }
  });

/** The offer parameters of a product as the back office saves them (investment-value rule: docs/decisions/022). */
export interface TProductLimitsInput {
  investmentValueMin: string;
  investmentValueMax: string;
  investmentValueStep: string;
}

/**
 * The rules of a product's limits, on their fields: max >= min ('validation.maxBelowMin' on the max); a step above zero
 * divides both limits ('validation.stepNotDividingLimits' on the step). The step counts from zero (decision 022), so a
 * minimum that is not a multiple of the step could never be invested: both limits must be multiples, which also makes the
 * step divide max - min. A step of 0 means "no step".
 */
export function productLimitIssues(limits: TProductLimitsInput): Issue[] {
  const min = decimalToHundredths(limits.investmentValueMin);
  const max = decimalToHundredths(limits.investmentValueMax);
  const step = decimalToHundredths(limits.investmentValueStep);
  // Amounts refused on their own field (negative, zero) are not compared.
  if (min === null || max === null || step === null || min <= 0n || max <= 0n || step < 0n) return [];
  const issues: Issue[] = [];
  if (max < min) {
    issues.push({ path: ['investmentValueMax'], key: 'validation.maxBelowMin', params: { min: limits.investmentValueMin } });
  }
  if (step > 0n && (min % step !== 0n || max % step !== 0n)) {
    issues.push({
      path: ['investmentValueStep'],
      key: 'validation.stepNotDividingLimits',
      params: { step: limits.investmentValueStep },
    });
  }
  return issues;
}

/**
 * `POST /api/advisor/campaign/{id}/product`, `PUT /api/advisor/product/{id}`, and each of a new campaign's `products`: the
 * shape of ZProductSchema without `id` and `campaignId`. `currency` must be the campaign's (a product is sold in its
 * campaign's currency); the server answers a violation on it otherwise.
 */
export const ZProductInputSchema = z
  .object({
    code: zRequiredString({ max: 40 }).regex(/^[\p{L}\p{N}][\p{L}\p{N} ._/-]*$/u, { error: 'validation.invalid' }),
    currency: z.enum(CURRENCIES),
    investmentValueMin: zAmount(1n),
    investmentValueMax: zAmount(1n),
    /** 0 = no step (any amount to the grosz, decision 022). */
    investmentValueStep: zAmount(0n),
    nominalValue: zAmount(1n).nullable().default(null),
  })
  .superRefine((value, context) => addIssues(context, productLimitIssues(value)));
export type TProductInput = z.input<typeof ZProductInputSchema>;
export type TProductData = z.output<typeof ZProductInputSchema>;

/** A document of the campaign: an uploaded asset of kind `campaign-document` (a PDF). */
export const ZCampaignDocumentInputSchema = z.object({
  assetId: z.uuid(),
  kind: z.enum(CAMPAIGN_DOCUMENT_KINDS),
  /** null: for every language. */
  language: z.enum(LANGUAGES).nullable().default(null),
});

/** Polish accounts (26 digits or PL...) need no SWIFT; a foreign IBAN does. */
function isPolishAccount(compactAccount: string): boolean {
  return /^\d{26}$/.test(compactAccount) || compactAccount.startsWith('PL');
}

/** The campaign's payment account (issue 18). */
export const ZPaymentAccountInputSchema = z
  .object({
    /** IBAN or Polish NRB, checked with the shared bank-account validator; stored compact and upper case. */
    iban: zBankAccount(),
    holder: zRequiredString({ max: 140 }),
    bankName: zRequiredString({ max: 140 }),
    /** SWIFT/BIC, 8 or 11 characters; required for an account outside Poland. */
    swift: zOptionalText(20)
      .transform((value) => (value === null ? null : value.replace(/\s/g, '').toUpperCase()))
      .refine((value) => value === null || SWIFT_PATTERN.test(value), { error: 'validation.swiftCode' }),
  })
  .superRefine((value, context) => {
    if (value.swift === null && !isPolishAccount(value.iban)) {
      addIssues(context, [{ path: ['swift'], key: 'validation.swiftRequired' }]);
    }
  });

const campaignFields = {
  type: z.enum(CAMPAIGN_TYPES),
  currency: z.enum(CURRENCIES),
  /** PL and EN texts; the landing page's own language is required (the server checks it), the other is optional. */
  translations: z
    .array(ZCampaignTranslationInputSchema)
    .min(1, { error: 'validation.required' })
    .max(LANGUAGES.length, { error: 'validation.maxItems' }),
  issuerName: zRequiredString({ max: 200 }),
  /** Subscription window, both days inclusive; advisors see the campaign from its start date. */
  startDate: zIsoDate(),
  endDate: zIsoDate(),
  targetAmount: zAmount(1n),
  /** Required for a debt campaign, ignored for equity (send null). */
  debt: ZDebtTermsInputSchema.nullable().default(null),
  /** Required for an equity campaign, ignored for debt (send null). */
  equity: ZEquityTermsInputSchema.nullable().default(null),
  /** An asset of kind `campaign-cover`; null: the landing page's placeholder. */
  coverImageId: z.uuid().nullable().default(null),
  documents: z.array(ZCampaignDocumentInputSchema).max(20, { error: 'validation.maxItems' }).default([]),
  paymentAccount: ZPaymentAccountInputSchema.nullable().default(null),
  /** Placeholders of TRANSFER_TITLE_PLACEHOLDERS; null or empty: DEFAULT_TRANSFER_TITLE_PATTERN. */
  transferTitlePattern: zOptionalText(TRANSFER_TITLE_MAX_LENGTH),
};

type CampaignFieldsOutput = z.output<z.ZodObject<typeof campaignFields>>;

/** The rules across a campaign's fields, on the field a form shows them at. */
export function campaignIssues(value: CampaignFieldsOutput): Issue[] {
  const issues: Issue[] = [];
  if (value.endDate < value.startDate) issues.push({ path: ['endDate'], key: 'validation.dateRangeOrder' });
  if (value.type === 'debt' && value.debt === null) issues.push({ path: ['debt'], key: 'validation.required' });
  if (value.type === 'equity' && value.equity === null) issues.push({ path: ['equity'], key: 'validation.required' });
  value.translations.forEach((translation, index) => {
    if (value.translations.findIndex((other) => other.language === translation.language) !== index) {
      issues.push({ path: ['translations', index, 'language'], key: 'validation.duplicateValue' });
    }
  });
  value.documents.forEach((document, index) => {
    if (value.documents.findIndex((other) => other.assetId === document.assetId) !== index) {
      issues.push({ path: ['documents', index, 'assetId'], key: 'validation.duplicateValue' });
    }
  });
  for (const placeholder of unknownTransferTitlePlaceholders(value.transferTitlePattern ?? '')) {
    issues.push({
      path: ['transferTitlePattern'],
      key: 'validation.transferTitlePlaceholder',
      params: { placeholder: `{${placeholder}}` },
    });
  }
  return issues;
}

/** `PUT /api/advisor/campaign/{id}`: the campaign without its products (they have their own endpoints; `products` is dropped). */
export const ZCampaignUpdateRequestSchema = z
  .object(campaignFields)
  .superRefine((value, context) => addIssues(context, campaignIssues(value)));
export type TCampaignUpdateRequest = z.input<typeof ZCampaignUpdateRequestSchema>;
export type TCampaignData = z.output<typeof ZCampaignUpdateRequestSchema>;

/** `POST /api/advisor/campaign`: the campaign and its products, saved together or not at all. */
export const ZCampaignCreateRequestSchema = z
  .object({ ...campaignFields, products: z.array(ZProductInputSchema).max(50, { error: 'validation.maxItems' }).default([]) })
  .superRefine((value, context) => {
    addIssues(context, campaignIssues(value));
    value.products.forEach((product, index) => {
      const code = product.code.toUpperCase();
      if (value.products.findIndex((other) => other.code.toUpperCase() === code) !== index) {
        addIssues(context, [{ path: ['products', index, 'code'], key: 'validation.duplicateValue' }]);
      }
    });
  });
export type TCampaignCreateRequest = z.input<typeof ZCampaignCreateRequestSchema>;
export type TCampaignCreateData = z.output<typeof ZCampaignCreateRequestSchema>;

/**
 * `GET /api/advisor/campaign/{id}/preview` (admin): the public offer page's presentation of the campaign with its first
 * product, as an investor would see it (`?language=`), before the campaign is published (its start date) or while it runs.
 * `product` is null for a campaign without products.
 */
export const ZCampaignPreviewSchema = ZPublicOfferSchema.pick({ language: true, campaign: true }).extend({
  product: ZPublicOfferSchema.shape.product.nullable(),
  documents: z.array(ZCampaignDocumentSchema),
});
export type TCampaignPreview = z.infer<typeof ZCampaignPreviewSchema>;
