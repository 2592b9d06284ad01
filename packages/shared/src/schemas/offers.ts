import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import { zEmail, zInvitationMessage } from '../validation/zod.ts';
import { ZAmountSchema, ZIsoDateSchema } from './campaigns.ts';
import { ZInvestorKycStateSchema } from './kyc-requests.ts';
import { KANBAN_COLUMN_IDS, OFFER_STATUSES } from './offers-core.ts';

export * from './offers-core.ts';

// The investor offers contract of the advisor panel (spec sections 3, 4 and 7; product-decisions sections 2 and 3): the
// invitation, the offer row of the lists, the kanban columns and sums, the owner change. docs/decisions/016. The statuses,
// the kanban columns, the filters and the sort columns are in offers-core.ts (no zod) and re-exported here.

/**
 * A row of the investor offers lists (spec section 3, "Investor offer row"). `status` is the real status; `kanbanColumn`
 * groups it for the kanban (rejected and declined are `lost`). `ownerName` is shown in the coordinator view only (labelled
 * advisor). `paymentConfirmations` is the number of payment confirmations uploaded (attachments / files).
 */
export const ZInvestorOfferRowSchema = z.object({
  id: z.uuid(),
  investorId: z.uuid(),
  /** Company name, else first name and surname; null while the investor has not given a name (show the e-mail). */
  investorName: z.string().nullable(),
  investorEmail: z.string(),
  ownerId: z.uuid(),
  ownerName: z.string(),
  agreementDate: ZIsoDateSchema.nullable(),
  paymentDate: ZIsoDateSchema.nullable(),
  endDate: ZIsoDateSchema.nullable(),
  networkId: z.uuid(),
  networkName: z.string(),
  /** Set when the investor accepts; an exact decimal string. */
  investmentValue: ZAmountSchema.nullable(),
  currency: z.enum(CURRENCIES),
  status: z.enum(OFFER_STATUSES),
  kanbanColumn: z.enum(KANBAN_COLUMN_IDS),
  /** When the status last changed: ISO 8601 date-time in UTC. */
  statusDate: z.string(),
  campaignId: z.uuid(),
  /** In the requested language (`?language=`, PL by default). */
  campaignName: z.string(),
  productId: z.uuid(),
  productCode: z.string(),
  paymentConfirmations: z.number().int().nonnegative(),
  /** The investor's questionnaire (a submitted one is needed before the payment is confirmed, product-decisions section 9). */
  kycStatus: ZInvestorKycStateSchema,
});
export type TInvestorOfferRow = z.infer<typeof ZInvestorOfferRowSchema>;

/**
 * `GET .../offers/summary` and `.../offers-by-network/summary`: the kanban's figures over the whole filtered list (not a
 * page), with the same filters as the list. Every column is present, in KANBAN_COLUMNS order; `sums` has one entry per
 * currency with offers in the column (CURRENCIES order), for the columns with sums only (`[]` for the others). Sums are
 * exact decimals computed by the database.
 */
export const ZOfferKanbanSummarySchema = z.object({
  columns: z.array(
    z.object({
      column: z.enum(KANBAN_COLUMN_IDS),
      count: z.number().int().nonnegative(),
      sums: z.array(
        z.object({
          currency: z.enum(CURRENCIES),
          /** Sum of investmentValue (offers without a value count as 0). */
          amount: ZAmountSchema,
          /** Offers of the column in this currency. */
          count: z.number().int().nonnegative(),
        }),
      ),
    }),
  ),
});
export type TOfferKanbanSummary = z.infer<typeof ZOfferKanbanSummarySchema>;

// ---------------------------------------------------------------------------------------------------------------------------
// The invitation: POST /api/advisor/campaign/{campaignId}/product/{productId}/invite-investor.

/** Request header that makes a retried invitation return the first answer without doing anything again. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/** Visible ASCII, 1 to 200 characters (a UUID is the usual choice). */
export const ZIdempotencyKeySchema = z
  .string()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(IDEMPOTENCY_KEY_MAX_LENGTH, { error: 'validation.maxLength' })
  .regex(/^[\x21-\x7e]+$/, { error: 'validation.invalid' });

const requiredOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid';

/** Spec section 3 "Invite payload": one e-mail per call (the web splits the semicolon-separated list). */
export const ZInviteInvestorRequestSchema = z.object({
  investorEmail: zEmail().pipe(z.string().max(254, { error: 'validation.maxLength' })),
  /** At least 10 characters (spec section 5). */
  message: zInvitationMessage().pipe(z.string().max(5000, { error: 'validation.maxLength' })),
  /** A network of the caller (any network of the landing page for an admin). */
  networkId: z.uuid({ error: requiredOrInvalid }),
});
export type TInviteInvestorRequest = z.input<typeof ZInviteInvestorRequestSchema>;

/**
 * The answer: 201 with `created: true` for a new offer (also when an Idempotency-Key retry replays it), 200 with
 * `created: false` when the same advisor already has an open offer of this product for this e-mail (that offer, unchanged,
 * and no new e-mail).
 */
export const ZInviteInvestorResultSchema = z.object({
  created: z.boolean(),
  offer: ZInvestorOfferRowSchema,
});
export type TInviteInvestorResult = z.infer<typeof ZInviteInvestorResultSchema>;

/**
 * `POST /api/advisor/investor/offer/{offerId}/resend-invitation` (docs/decisions/040-resend-invitation.md): one more
 * invitation e-mail for an open offer, with a new link (the old one stops working). The answer names where it went.
 */
export const ZResendInvitationResultSchema = z.object({
  offerId: z.uuid(),
  /** The investor's e-mail the invitation went to. */
  sentTo: z.string(),
  /** ISO date-time of the resend. */
  sentAt: z.string(),
});
export type TResendInvitationResult = z.infer<typeof ZResendInvitationResultSchema>;
