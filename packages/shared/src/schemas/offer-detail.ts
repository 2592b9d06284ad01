import { z } from 'zod';
import { CURRENCIES, LANGUAGES } from '../constants.ts';
import { CAMPAIGN_STATES, CAMPAIGN_TYPES, ZAmountSchema, ZDebtTermsSchema, ZEquityTermsSchema } from './campaigns.ts';
import { OFFER_STATUSES, ZInvestorOfferRowSchema, type TOfferStatus } from './offers.ts';

// The offer after the invitation (issue 5): what the advisor panel shows of one offer and may do with it, and what the
// investor sees and does on the public page reached by the offer's token (product-decisions section 3).

const ZIsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

// ---------------------------------------------------------------------------------------------------------------------------
// Lifecycle (product-decisions section 3): one table, read by the server to allow or refuse and by the web to show actions.

/** Who moves an offer: the investor (public page or investor panel), or someone in the advisor panel. */
export const OFFER_ACTIONS = [
  'view',
  'markInterest',
  'accept',
  'decline',
  'reject',
  'archive',
  'confirmPayment',
  'changeOwner',
] as const;
export type TOfferAction = (typeof OFFER_ACTIONS)[number];

/** The statuses an action may start from, and where it leads. `changeOwner` keeps the status. */
export const OFFER_TRANSITIONS: Record<
  Exclude<TOfferAction, 'changeOwner'>,
  { from: readonly TOfferStatus[]; to: TOfferStatus }
> = {
  view: { from: ['invited'], to: 'viewed' },
  markInterest: { from: ['viewed'], to: 'interested' },
  accept: { from: ['interested'], to: 'accepted' },
  decline: { from: ['invited', 'viewed', 'interested'], to: 'declined' },
  reject: { from: ['invited', 'viewed', 'interested', 'accepted'], to: 'rejected' },
  archive: { from: ['invited', 'viewed', 'interested', 'accepted', 'rejected', 'declined', 'active'], to: 'archived' },
  confirmPayment: { from: ['accepted'], to: 'active' },
};

/** Whether `action` is allowed from `status` by the lifecycle table (who may do it is checked separately). */
export function canTransition(action: Exclude<TOfferAction, 'changeOwner'>, status: TOfferStatus): boolean {
  return OFFER_TRANSITIONS[action].from.includes(status);
}

// ---------------------------------------------------------------------------------------------------------------------------
// Advisor panel: GET /api/advisor/investor/offer/{offerId} and the status actions.

export const ZOfferHistoryEntrySchema = z.object({
  fromStatus: z.enum(OFFER_STATUSES).nullable(),
  toStatus: z.enum(OFFER_STATUSES),
  /** ISO 8601 date-time in UTC. */
  changedAt: z.string(),
  /** Who: an advisor's name, "Inwestor"/the investor's e-mail, or "System". */
  changedBy: z.string(),
  reason: z.string().nullable(),
});
export type TOfferHistoryEntry = z.infer<typeof ZOfferHistoryEntrySchema>;

/** A payment confirmation the investor uploaded (attachments for advisors, files for coordinators). */
export const ZOfferAttachmentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  /** ISO 8601 date-time in UTC. */
  uploadedAt: z.string(),
});
export type TOfferAttachment = z.infer<typeof ZOfferAttachmentSchema>;

export const SCHEDULE_ENTRY_STATUSES = ['scheduled', 'unpaid', 'paid', 'partially paid', 'cancelled'] as const;
export type TScheduleEntryStatus = (typeof SCHEDULE_ENTRY_STATUSES)[number];

/** Spec section 3 "Payment schedule": interest period from and to, gross, tax, net, status (plus the payment date). */
export const ZPaymentScheduleEntrySchema = z.object({
  periodNo: z.number().int().positive(),
  periodFrom: ZIsoDateSchema,
  periodTo: ZIsoDateSchema,
  paymentDate: ZIsoDateSchema,
  gross: ZAmountSchema,
  tax: ZAmountSchema,
  net: ZAmountSchema,
  /** Principal repaid with this entry (the last one of a bond), "0.00" otherwise. */
  principal: ZAmountSchema,
  status: z.enum(SCHEDULE_ENTRY_STATUSES),
});
export type TPaymentScheduleEntry = z.infer<typeof ZPaymentScheduleEntrySchema>;

export const ZInvestmentSchema = z.object({
  id: z.uuid(),
  amount: ZAmountSchema,
  currency: z.enum(CURRENCIES),
  startDate: ZIsoDateSchema,
  endDate: ZIsoDateSchema,
  status: z.enum(['active', 'finished']),
  schedule: z.array(ZPaymentScheduleEntrySchema),
});
export type TInvestment = z.infer<typeof ZInvestmentSchema>;

/** The advisor-panel actions the caller may take on this offer now (lifecycle and role both checked). */
export const ADVISOR_OFFER_ACTIONS = ['reject', 'archive', 'confirmPayment', 'changeOwner'] as const;
export type TAdvisorOfferAction = (typeof ADVISOR_OFFER_ACTIONS)[number];

/**
 * `GET /api/advisor/investor/offer/{offerId}`: the row plus what the offer page shows. Visible to its owner, to a coordinator
 * of its network and to an admin; anyone else gets 404. Every status action answers with this body, freshly read.
 */
export const ZOfferDetailSchema = ZInvestorOfferRowSchema.extend({
  invitationMessage: z.string(),
  rejectionReason: z.string().nullable(),
  investmentValueMin: ZAmountSchema,
  investmentValueMax: ZAmountSchema,
  investmentValueStep: ZAmountSchema,
  /** Oldest first. */
  history: z.array(ZOfferHistoryEntrySchema),
  /** Newest first. */
  attachments: z.array(ZOfferAttachmentSchema),
  /** Set once the payment is confirmed (status active, later archived). */
  investment: ZInvestmentSchema.nullable(),
  allowedActions: z.array(z.enum(ADVISOR_OFFER_ACTIONS)),
});
export type TOfferDetail = z.infer<typeof ZOfferDetailSchema>;

/** `PATCH /api/advisor/investor/offer/{offerId}/reject`. */
export const ZRejectOfferRequestSchema = z.object({
  reason: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(1000, { error: 'validation.maxLength' }),
});
export type TRejectOfferRequest = z.input<typeof ZRejectOfferRequestSchema>;

/** `PATCH /api/advisor/investor/offer/{offerId}/confirm-payment`: the day the money arrived (today when absent). */
export const ZConfirmPaymentRequestSchema = z.object({
  paymentDate: ZIsoDateSchema.optional(),
});
export type TConfirmPaymentRequest = z.input<typeof ZConfirmPaymentRequestSchema>;

/** `GET /api/advisor/investor/offer/{offerId}/owner-choices`: active advisors of the offer's network (for the owner change). */
export const ZOwnerChoiceSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
export type TOwnerChoice = z.infer<typeof ZOwnerChoiceSchema>;

// ---------------------------------------------------------------------------------------------------------------------------
// Public offer page: /public-api/campaign-offer/{token} (no login; the token is the offer's unguessable link).

/** What the investor may do now; the page shows exactly these. */
export const PUBLIC_OFFER_ACTIONS = ['markInterest', 'accept', 'decline', 'upload', 'pdf'] as const;
export type TPublicOfferAction = (typeof PUBLIC_OFFER_ACTIONS)[number];

export const ZPublicOfferSchema = z.object({
  status: z.enum(OFFER_STATUSES),
  /** Language of the campaign texts (`?language=`, PL by default). */
  language: z.enum(LANGUAGES),
  investorEmail: z.string(),
  advisor: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  invitationMessage: z.string(),
  campaign: z.object({
    id: z.uuid(),
    type: z.enum(CAMPAIGN_TYPES),
    state: z.enum(CAMPAIGN_STATES),
    name: z.string(),
    shortDescription: z.string().nullable(),
    description: z.string().nullable(),
    issuerName: z.string(),
    startDate: ZIsoDateSchema,
    endDate: ZIsoDateSchema,
    currency: z.enum(CURRENCIES),
    targetAmount: ZAmountSchema,
    raisedAmount: ZAmountSchema,
    imageUrl: z.string().nullable(),
    isPlaceholderImage: z.boolean(),
    debt: ZDebtTermsSchema.nullable(),
    equity: ZEquityTermsSchema.nullable(),
  }),
  product: z.object({
    id: z.uuid(),
    code: z.string(),
    currency: z.enum(CURRENCIES),
    investmentValueMin: ZAmountSchema,
    investmentValueMax: ZAmountSchema,
    investmentValueStep: ZAmountSchema,
    nominalValue: ZAmountSchema.nullable(),
  }),
  investmentValue: ZAmountSchema.nullable(),
  agreementDate: ZIsoDateSchema.nullable(),
  paymentConfirmations: z.array(ZOfferAttachmentSchema),
  actions: z.array(z.enum(PUBLIC_OFFER_ACTIONS)),
});
export type TPublicOffer = z.infer<typeof ZPublicOfferSchema>;

/**
 * An amount typed by a person: digits with a comma or a dot and at most 2 decimals, spaces as thousands separators allowed
 * ("12 500,5" -> "12500.50"). The output is the wire format of money.
 */
export function zAmountInput() {
  return z
    .string({ error: 'validation.required' })
    .transform((value) => value.replace(/[\s\u00a0]/g, '').replace(',', '.'))
    .pipe(
      z
        .string()
        .min(1, { error: 'validation.required' })
        .regex(/^\d{1,16}(\.\d{1,2})?$/, { error: 'validation.invalidAmount' }),
    )
    .transform((value) => {
      const [whole = '0', fraction = ''] = value.split('.');
      return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
    });
}

/** `PATCH /public-api/campaign-offer/{token}/accept`. min <= value <= max and a multiple of the step are the server's. */
export const ZAcceptOfferRequestSchema = z.object({
  investmentValue: zAmountInput(),
  /**
   * The consents the investor ticked on the invest form (keys of the texts the white-label configuration shows: reg,
   * privacyPolicy, investmentRisks, consent2, consent3). Recorded with the acceptance in the audit log.
   */
  consents: z.array(z.string().min(1).max(40)).max(10).default([]),
});
export type TAcceptOfferRequest = z.input<typeof ZAcceptOfferRequestSchema>;

/** `POST /public-api/campaign-offer/{token}/pdf` body: the language of the document (the page's language). */
export const ZOfferPdfRequestSchema = z.object({ language: z.enum(LANGUAGES).optional() });
export type TOfferPdfRequest = z.input<typeof ZOfferPdfRequestSchema>;

/** Uploads of payment confirmations: PDF or image, checked by content, at most 10 MiB. */
export const PAYMENT_CONFIRMATION_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const PAYMENT_CONFIRMATION_MAX_BYTES = 10 * 1024 * 1024;

/** `GET /public-api/campaign-offer/dictionary`: the option lists the public offer page needs, with labels per language. */
export const ZOfferDictionarySchema = z.object({
  currencies: z.array(z.enum(CURRENCIES)),
  offerStatuses: z.array(z.object({ value: z.enum(OFFER_STATUSES), label: z.record(z.enum(LANGUAGES), z.string()) })),
  paymentConfirmation: z.object({ mimeTypes: z.array(z.string()), maxBytes: z.number().int().positive() }),
});
export type TOfferDictionary = z.infer<typeof ZOfferDictionarySchema>;

/**
 * A row of `GET /investor-api/offers` (spec sections 4 and 7, investor panel): the caller's own offers on the landing page,
 * newest status date first; the campaign name in `?language=` (PL by default). No link secret, nothing of other investors.
 */
export const ZInvestorPanelOfferSchema = ZInvestorOfferRowSchema.pick({
  id: true,
  status: true,
  statusDate: true,
  campaignId: true,
  campaignName: true,
  productCode: true,
  investmentValue: true,
  currency: true,
  agreementDate: true,
  paymentDate: true,
  endDate: true,
}).extend({
  /** The owner advisor's first name and surname. */
  advisorName: z.string(),
});
export type TInvestorPanelOffer = z.infer<typeof ZInvestorPanelOfferSchema>;
