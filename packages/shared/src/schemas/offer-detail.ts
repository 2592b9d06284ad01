import { z } from 'zod';
import { ZAmountSchema, ZIsoDateSchema } from './campaigns.ts';
import { ZInvestmentSchema } from './investments.ts';
import { OFFER_STATUSES, ZInvestorOfferRowSchema } from './offers.ts';
import { ZPaymentInstructionsSchema } from './payment-instructions.ts';
import { withoutNul } from '../validation/zod.ts';

// One offer in the advisor panel after the invitation (issue 5): GET /api/advisor/investor/offer/{offerId} and its status
// actions (docs/decisions/017-offer-actions-and-investments.md). The lifecycle table is offer-lifecycle.ts; the investor's
// public page by the offer's token is public-offer.ts.

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

/**
 * The advisor-panel actions the caller may take on this offer now (lifecycle and role both checked). `recordSchedulePayment`:
 * the offer has an investment and the caller services its payment schedule (a coordinator of the offer's network or an admin:
 * `PATCH /api/advisor/investment/{id}/schedule/{rowId}`, docs/decisions/033-investor-panel-server.md).
 */
export const ADVISOR_OFFER_ACTIONS = ['reject', 'archive', 'confirmPayment', 'changeOwner', 'recordSchedulePayment'] as const;
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
  /**
   * What the investor pays and how, as their offer page and e-mail show it (docs/decisions/038): set while the offer is accepted
   * or active and its campaign names an account, null otherwise. The advisor reads it to a client (issue 18).
   */
  paymentInstructions: ZPaymentInstructionsSchema.nullable(),
  allowedActions: z.array(z.enum(ADVISOR_OFFER_ACTIONS)),
});
export type TOfferDetail = z.infer<typeof ZOfferDetailSchema>;

/** `PATCH /api/advisor/investor/offer/{offerId}/reject`. */
export const ZRejectOfferRequestSchema = z.object({
  reason: withoutNul(
    z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(1000, { error: 'validation.maxLength' }),
  ),
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
