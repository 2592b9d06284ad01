import { z } from 'zod';
import { CURRENCIES, LANGUAGES } from '../constants.ts';
import { ZAmountSchema, ZCampaignDocumentSchema, ZCampaignSchema, ZIsoDateSchema, ZProductSchema } from './campaigns.ts';
import { ZInvestorKycStateSchema, ZKycPersonalDataSummarySchema } from './kyc-requests.ts';
import { ZOfferAttachmentSchema } from './offer-detail.ts';
import { withoutNul } from '../validation/zod.ts';
import { OFFER_STATUSES } from './offers.ts';
import { ZPaymentInstructionsSchema } from './payment-instructions.ts';

// The public offer page: /public-api/campaign-offer/{token} (no login; the token is the offer's unguessable link), what the
// investor sees and does there (product-decisions section 3; docs/decisions/018-public-offer-page-server.md).

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
  /** The campaign as the advisor panel's campaign (ZCampaignSchema) shows it, without the panel's own fields. */
  campaign: ZCampaignSchema.pick({
    id: true,
    type: true,
    state: true,
    name: true,
    shortDescription: true,
    description: true,
    issuerName: true,
    startDate: true,
    endDate: true,
    currency: true,
    targetAmount: true,
    raisedAmount: true,
    imageUrl: true,
    isPlaceholderImage: true,
    debt: true,
    equity: true,
  }),
  /** The offered product (series) with its limits. */
  product: ZProductSchema.pick({
    id: true,
    code: true,
    currency: true,
    investmentValueMin: true,
    investmentValueMax: true,
    investmentValueStep: true,
    nominalValue: true,
  }),
  investmentValue: ZAmountSchema.nullable(),
  agreementDate: ZIsoDateSchema.nullable(),
  paymentConfirmations: z.array(ZOfferAttachmentSchema),
  actions: z.array(z.enum(PUBLIC_OFFER_ACTIONS)),
  /**
   * The investor's data from their submitted KYC questionnaire, masked (the invest form's personal data step); null until they
   * submit one. Every answer carrying it is written to the audit log.
   */
  personalData: ZKycPersonalDataSummarySchema.nullable(),
  /** The investor's questionnaire: `sent` or `in-progress` means an invitation to it is open (its link is in their e-mail). */
  kycStatus: ZInvestorKycStateSchema,
  /** The landing page confirms payments only after a submitted questionnaire (admin flag `requireKycBeforePayment`). */
  isKycRequiredForPayment: z.boolean(),
  /**
   * The campaign's documents (terms, information memorandum) in the answer's language or for every language, downloaded from
   * `/public-api/campaign-offer/{token}/document/{id}`. Always in the answer; optional in the type for older fixtures.
   */
  documents: z.array(ZCampaignDocumentSchema).optional(),
  /**
   * Where and how to pay (docs/decisions/038): while the offer is accepted or active and its campaign names an account; null
   * before the acceptance, after the offer ended, or without an account. Always in the answer; optional in the type for older
   * fixtures.
   */
  paymentInstructions: ZPaymentInstructionsSchema.nullable().optional(),
});
export type TPublicOffer = z.infer<typeof ZPublicOfferSchema>;

/** The offer as its PDF and the investor panel present it: the public page's answer without the invest form's KYC fields. */
export type TOfferPresentation = Omit<TPublicOffer, 'personalData' | 'kycStatus' | 'isKycRequiredForPayment'>;

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
   * The consents the investor ticked on the invest form (INVEST_CONSENT_KEYS: reg, privacyPolicy, investmentRisks, consent2,
   * consent3). The required ones the landing page shows must be among them (400 with a violation `consents.<key>`
   * otherwise); the acceptance records each consent shown as given or declined, with its text's version (docs/decisions/039).
   */
  consents: z
    .array(withoutNul(z.string().min(1).max(40)))
    .max(10)
    .default([]),
});
export type TAcceptOfferRequest = z.input<typeof ZAcceptOfferRequestSchema>;

/** `POST /public-api/campaign-offer/{token}/pdf` body: the language of the document (the page's language). */
export const ZOfferPdfRequestSchema = z.object({ language: z.enum(LANGUAGES).optional() });
export type TOfferPdfRequest = z.input<typeof ZOfferPdfRequestSchema>;
/**
 * The body as both PDF routes take it (the public page's and the investor panel's): the object, or none at all (no body,
 * or a JSON `null`): then the caller's language.
 */
export const ZOfferPdfBodySchema = ZOfferPdfRequestSchema.nullish();

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
