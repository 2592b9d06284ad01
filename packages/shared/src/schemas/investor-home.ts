import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import { CAMPAIGN_TYPES, ZAmountSchema, ZIsoDateSchema } from './campaigns.ts';
import { INVESTMENT_STATUSES, ZServicedScheduleEntrySchema, type TScheduleEntryStatus } from './investments.ts';
import { ZInvestorKycStateSchema, ZKycPreviewSchema } from './kyc-requests.ts';
import { OFFER_STATUSES } from './offers.ts';
import { ZPublicOfferSchema, zAmountInput } from './public-offer.ts';

// The investor panel (issue 13; spec sections 1, 2, 4, 7; product-decisions section 10): summary, investments with their
// payment schedules, offers, products, documents, "my data", onboarding, redirect-token links, and the advisor side's
// schedule servicing. Only the caller's own rows on their landing page: another investor's id is 404, an advisor token 403.

const ZDateTimeSchema = z.string();

// ---------------------------------------------------------------------------------------------------------------------------
// Summary: GET /investor-api/investor/summary

/** Figures of one currency: money is never summed across currencies. */
export const ZInvestorCurrencySummarySchema = z.object({
  currency: z.enum(CURRENCIES),
  /**
   * Principal of the active investments still invested: their amounts less the principal recorded as repaid (a recorded
   * payment pays the row's net interest first, then principal). docs/decisions/033-investor-panel-server.md, "Money".
   */
  invested: ZAmountSchema,
  activeInvestments: z.number().int().nonnegative(),
  /** Interest that reached the investor: net of tax, gross before it (paid and partially paid rows, as recorded). */
  interestPaidNet: ZAmountSchema,
  interestPaidGross: ZAmountSchema,
  /**
   * Interest still due on active investments: scheduled and unpaid rows in full, and what partially paid rows still lack
   * (gross paid in proportion to the net paid, rounded to the grosz).
   */
  interestDueGross: ZAmountSchema,
  interestDueNet: ZAmountSchema,
  /** The next payment of a scheduled row (net interest plus principal), or null when none is due. */
  nextPayment: z
    .object({
      date: ZIsoDateSchema,
      amountNet: ZAmountSchema,
      investmentId: z.uuid(),
      campaignName: z.string(),
    })
    .nullable(),
});
export type TInvestorCurrencySummary = z.infer<typeof ZInvestorCurrencySummarySchema>;

/**
 * One month of the payments chart, per currency: what was paid (recorded payments by the month of their day) and what active
 * investments still have to pay (by the month of the payment date; a past month's amount was due and not paid); net interest
 * plus principal.
 */
export const ZInvestorPaymentMonthSchema = z.object({
  /** `yyyy-mm`. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  currency: z.enum(CURRENCIES),
  paid: ZAmountSchema,
  scheduled: ZAmountSchema,
});
export type TInvestorPaymentMonth = z.infer<typeof ZInvestorPaymentMonthSchema>;

// The investor's questionnaire as far as the panel needs it (status only; the answers are under /lead-form/last):
// ZInvestorKycStateSchema of kyc-requests.ts, the one the offers lists and the invest form show.

export const ZInvestorSummarySchema = z.object({
  currencies: z.array(ZInvestorCurrencySummarySchema),
  /** Every offer status with its count (0 included), the investor's own offers on the landing page. */
  offerCounts: z.record(z.enum(OFFER_STATUSES), z.number().int().nonnegative()),
  payments: z.array(ZInvestorPaymentMonthSchema),
  kyc: ZInvestorKycStateSchema,
});
export type TInvestorSummary = z.infer<typeof ZInvestorSummarySchema>;

// ---------------------------------------------------------------------------------------------------------------------------
// Investments: GET /investor-api/investments, GET /investor-api/investment/{id}
// Schedule downloads: GET /investor-api/investment/{id}/schedule.csv and /schedule.ics

// A schedule row as the panels show it: ZServicedScheduleEntrySchema of investments.ts (one schema for both panels).

export const ZInvestorInvestmentRowSchema = z.object({
  id: z.uuid(),
  offerId: z.uuid(),
  campaignId: z.uuid(),
  campaignName: z.string(),
  campaignType: z.enum(CAMPAIGN_TYPES),
  productCode: z.string(),
  amount: ZAmountSchema,
  currency: z.enum(CURRENCIES),
  startDate: ZIsoDateSchema,
  endDate: ZIsoDateSchema,
  status: z.enum(INVESTMENT_STATUSES),
  /** Debt only: percent a year ("9.0000"), null for shares. */
  interestRate: z.string().nullable(),
  nextPaymentDate: ZIsoDateSchema.nullable(),
});
export type TInvestorInvestmentRow = z.infer<typeof ZInvestorInvestmentRowSchema>;

export const ZInvestorInvestmentSchema = ZInvestorInvestmentRowSchema.extend({
  agreementDate: ZIsoDateSchema.nullable(),
  paymentDate: ZIsoDateSchema.nullable(),
  /** The campaign's terms as the offer page shows them (debt or equity). */
  campaign: ZPublicOfferSchema.shape.campaign,
  product: ZPublicOfferSchema.shape.product,
  advisor: ZPublicOfferSchema.shape.advisor,
  schedule: z.array(ZServicedScheduleEntrySchema),
});
export type TInvestorInvestment = z.infer<typeof ZInvestorInvestmentSchema>;

// ---------------------------------------------------------------------------------------------------------------------------
// Offers: GET /investor-api/offer/{id}; PATCH .../interest; PATCH .../accept {investmentValue}; POST .../upload; POST .../pdf;
// GET .../attachment/{fileId}. The offer is the public offer page's presentation with its id (one presentation, one accept).

// The invest form's KYC fields of the public page stay there: the panel shows the questionnaire under "my data".
export const ZInvestorOfferSchema = ZPublicOfferSchema.omit({
  personalData: true,
  kycStatus: true,
  isKycRequiredForPayment: true,
}).extend({
  id: z.uuid(),
  /** The investment, once the payment is confirmed. */
  investmentId: z.uuid().nullable(),
});
export type TInvestorOffer = z.infer<typeof ZInvestorOfferSchema>;

/** `PATCH /investor-api/offer/{id}/accept`: the same rule and errors as the public accept (checkInvestmentValue). */
export { ZAcceptOfferRequestSchema as ZInvestorAcceptOfferRequestSchema } from './public-offer.ts';

// ---------------------------------------------------------------------------------------------------------------------------
// Products: GET /investor-api/products, GET /investor-api/product/{id}, POST /investor-api/product/{id}/ask-advisor

// The product and its campaign as the public offer page shows them (one definition of what an investor sees of a product).
export const ZInvestorProductSchema = ZPublicOfferSchema.shape.product.extend({
  campaign: ZPublicOfferSchema.shape.campaign,
  /** The investor's open offer of this product, if any (the page then links to it instead of "ask my advisor"). */
  offerId: z.uuid().nullable(),
});
export type TInvestorProduct = z.infer<typeof ZInvestorProductSchema>;

export const ZAskAdvisorRequestSchema = z.object({
  message: z.string().trim().max(2000, { error: 'validation.maxLength' }).optional(),
});
export type TAskAdvisorRequest = z.input<typeof ZAskAdvisorRequestSchema>;

// ---------------------------------------------------------------------------------------------------------------------------
// Documents: GET /investor-api/documents

export const INVESTOR_DOCUMENT_KINDS = ['offer-pdf', 'payment-confirmation', 'campaign-document'] as const;
export type TInvestorDocumentKind = (typeof INVESTOR_DOCUMENT_KINDS)[number];

export const ZInvestorDocumentSchema = z.object({
  kind: z.enum(INVESTOR_DOCUMENT_KINDS),
  name: z.string(),
  offerId: z.uuid().nullable(),
  campaignName: z.string().nullable(),
  createdAt: ZDateTimeSchema.nullable(),
  /** Where the panel downloads it (a path under /investor-api). */
  downloadPath: z.string(),
  method: z.enum(['GET', 'POST']),
});
export type TInvestorDocument = z.infer<typeof ZInvestorDocumentSchema>;

// ---------------------------------------------------------------------------------------------------------------------------
// My data: GET /investor-api/lead-form/last (404 when none), POST /investor-api/lead-form/correction-request

// The last submitted questionnaire, masked where sensitive (maskKycAnswers): the same answer as the e-mailed preview link's.
export const ZInvestorLeadFormSchema = ZKycPreviewSchema;
export type TInvestorLeadForm = z.infer<typeof ZInvestorLeadFormSchema>;

export const ZCorrectionRequestSchema = z.object({
  message: z
    .string({ error: 'validation.required' })
    .trim()
    .min(10, { error: 'validation.minLength' })
    .max(2000, { error: 'validation.maxLength' }),
});
export type TCorrectionRequest = z.input<typeof ZCorrectionRequestSchema>;

// ---------------------------------------------------------------------------------------------------------------------------
// Onboarding: GET /investor-api/onboarding, POST /investor-api/onboarding

export const ONBOARDING_DOCUMENTS = ['terms', 'privacy-policy', 'investment-risks'] as const;
export type TOnboardingDocument = (typeof ONBOARDING_DOCUMENTS)[number];

export const ZOnboardingSchema = z.object({
  /** True once every document the landing page names was accepted in its current version. */
  isComplete: z.boolean(),
  documents: z.array(
    z.object({
      document: z.enum(ONBOARDING_DOCUMENTS),
      url: z.string(),
      version: z.string(),
      acceptedAt: ZDateTimeSchema.nullable(),
    }),
  ),
  kyc: ZInvestorKycStateSchema,
});
export type TOnboarding = z.infer<typeof ZOnboardingSchema>;

export const ZOnboardingAcceptRequestSchema = z.object({
  accepted: z
    .array(z.object({ document: z.enum(ONBOARDING_DOCUMENTS), version: z.string().min(1).max(200) }))
    .min(1)
    .max(ONBOARDING_DOCUMENTS.length),
});
export type TOnboardingAcceptRequest = z.input<typeof ZOnboardingAcceptRequestSchema>;

// ---------------------------------------------------------------------------------------------------------------------------
// Redirect-token links in investor e-mails: POST /auth/login-with-redirect-token {token}

export const ZRedirectTokenLoginRequestSchema = z.object({ token: z.string().min(1).max(200) });
export type TRedirectTokenLoginRequest = z.input<typeof ZRedirectTokenLoginRequestSchema>;

export const ZRedirectTokenLoginResultSchema = z.object({
  type: z.literal('auth-token'),
  accessToken: z.string(),
  refreshToken: z.string(),
  /** A path inside /app the link was made for. */
  redirectTo: z.string().regex(/^\/app(\/|$)/),
});
export type TRedirectTokenLoginResult = z.infer<typeof ZRedirectTokenLoginResultSchema>;

// ---------------------------------------------------------------------------------------------------------------------------
// Schedule servicing (advisor panel): PATCH /api/advisor/investment/{id}/schedule/{rowId}

/** The statuses a coordinator or admin records; `unpaid` puts a row back (a due row not paid also reads as unpaid). */
export const RECORDABLE_SCHEDULE_STATUSES = [
  'paid',
  'partially paid',
  'cancelled',
  'unpaid',
] as const satisfies readonly TScheduleEntryStatus[];

export const ZRecordSchedulePaymentRequestSchema = z.object({
  status: z.enum(RECORDABLE_SCHEDULE_STATUSES, { error: 'validation.invalid' }),
  /** Required for paid and partially paid (a partial payment is less than the row's net + principal). */
  paidAmount: zAmountInput().nullable().optional(),
  /** Required for paid and partially paid; not in the future. */
  paidAt: ZIsoDateSchema.nullable().optional(),
});
export type TRecordSchedulePaymentRequest = z.input<typeof ZRecordSchedulePaymentRequestSchema>;
