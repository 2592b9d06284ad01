import type { Readable } from 'node:stream';
import {
  canTransition,
  formatMoney,
  isoDateInTimeZone,
  isValidIsoDate,
  type Language,
  type TAdvisorOfferAction,
  type TOfferAttachment,
  type TOfferDetail,
  type TOfferStatus,
  type TOwnerChoice,
  type TPaymentInstructions,
} from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import { fieldViolation, forbidden, notFound } from '../../lib/app-error.ts';
import type { AdvisorActor, RequestContext } from '../../lib/request-context.ts';
import type { StorageProvider } from '../../lib/storage/index.ts';
import { openStoredFile } from '../../lib/uploads/send-file.ts';
import {
  createOfferInvestment,
  getCampaignInvestmentTerms,
  getOfferInvestment,
  maturityDateOf,
} from '../investments/investments.service.ts';
import { offerAccessOf } from '../advisors/advisor-actor.service.ts';
import { createInvestorRedirectLink } from '../auth/redirect-login.service.ts';
import { assertKycAllowsPayment } from '../kyc/investor-kyc.service.ts';
import { campaignOfLanding, campaignPlaceholders } from '../campaigns/campaigns.service.ts';
import { writeEmail } from '../mail/mail.service.ts';
import { hasPaymentInstructions, paymentInstructionsOf } from '../public-offer/payment-instructions.ts';
import {
  findActiveNetworkAdvisors,
  findOfferAccessKey,
  findOfferAttachment,
  findOfferAttachments,
  findOfferDetailExtras,
  findOfferHistory,
  findOfferInvestorNames,
  type OfferAttachmentRow,
} from './offer-detail.repository.ts';
import { auditOffer, lockOffer, transitionOffer, type LockedOffer } from './offer-lifecycle.service.ts';
import { actorNameOf, advisorName, getOfferRow } from './offers.service.ts';

// One offer in the advisor panel after the invitation (spec section 7; product-decisions sections 2 and 3;
// docs/decisions/017-offer-actions-and-investments.md): its page, and the status actions reject, archive and confirm
// payment. Who: the offer's owner, a coordinator of the offer's network and the admin see the offer and may reject or
// archive it; only a coordinator of the offer's network or the admin confirms the payment and changes the owner. Anyone
// else gets 404, as if the offer did not exist; someone who sees the offer but may not do the action gets 403.
// Every action is one transaction: lock the offer, check who, move it through the lifecycle (409 when the table refuses),
// the extra writes, the audit row; the answer is the offer page read afresh after the commit.

interface OfferAccess {
  canSee: boolean;
  /** A coordinator of the offer's network or the admin: confirms payments, changes the owner. */
  canManage: boolean;
}

function accessOf(actor: AdvisorActor, offer: { ownerAdvisorId: string; networkId: string }): OfferAccess {
  return offerAccessOf(actor, offer);
}

/** 404 for an offer the caller may not see (or that is not there), 403 when they see it but `needs` management. */
function assertAccess(
  actor: AdvisorActor,
  offer: { ownerAdvisorId: string; networkId: string } | null,
  needs: 'see' | 'manage',
): asserts offer is { ownerAdvisorId: string; networkId: string } {
  const access = offer ? accessOf(actor, offer) : null;
  if (!access?.canSee) throw notFound();
  if (needs === 'manage' && !access.canManage) throw forbidden();
}

/**
 * The advisor-panel actions the lifecycle allows from `status` and the caller's role allows on this offer; with an investment,
 * whether the caller records its schedule payments (the servicing rule of schedule-servicing.service.ts: managers only).
 */
export function allowedOfferActions(
  access: OfferAccess,
  status: TOfferStatus,
  options: { hasInvestment: boolean },
): TAdvisorOfferAction[] {
  const actions: TAdvisorOfferAction[] = [];
  if (canTransition('reject', status)) actions.push('reject');
  if (canTransition('archive', status)) actions.push('archive');
  if (access.canManage && canTransition('confirmPayment', status)) actions.push('confirmPayment');
  // The owner change keeps the status, so it is open in every status (as PATCH .../owner/{ownerId} is).
  if (access.canManage) actions.push('changeOwner');
  if (access.canManage && options.hasInvestment) actions.push('recordSchedulePayment');
  return actions;
}

const toAttachment = (row: OfferAttachmentRow): TOfferAttachment => ({
  id: row.id,
  fileName: row.fileName,
  mimeType: row.mimeType,
  sizeBytes: row.sizeBytes,
  uploadedAt: row.uploadedAt.toISOString(),
});

/** The payment confirmations of an offer of the landing page, newest first (the offer page and the public offer page). */
export async function listOfferAttachments(db: DbExecutor, landingPageId: string, offerId: string): Promise<TOfferAttachment[]> {
  return (await findOfferAttachments(db, landingPageId, offerId)).map(toAttachment);
}

/** `GET /api/advisor/investor/offer/{offerId}`: the offer page; 404 when the caller may not see it. */
export async function getOfferDetail(
  context: RequestContext,
  actor: AdvisorActor,
  offerId: string,
  language: Language,
): Promise<TOfferDetail> {
  const { db } = context;
  const { landingPageId } = actor;
  const row = await getOfferRow(db, landingPageId, offerId, language);
  const access = accessOf(actor, { ownerAdvisorId: row.ownerId, networkId: row.networkId });
  if (!access.canSee) throw notFound();
  const [extras, history, attachments, investment, paymentInstructions] = await Promise.all([
    findOfferDetailExtras(db, landingPageId, offerId),
    findOfferHistory(db, offerId),
    listOfferAttachments(db, landingPageId, offerId),
    getOfferInvestment(db, landingPageId, offerId),
    advisorPaymentInstructions(context, row),
  ]);
  if (!extras) throw notFound();
  return {
    ...row,
    ...extras,
    history: history.map((entry) => ({ ...entry, changedAt: entry.changedAt.toISOString() })),
    attachments,
    investment,
    paymentInstructions,
    allowedActions: allowedOfferActions(access, row.status, { hasInvestment: investment !== null }),
  };
}

/**
 * The payment instructions the investor sees for this offer (docs/decisions/038; the same function as their page, e-mail and
 * PDF, so the title the advisor reads out is the one the issuer matches): only an accepted or active offer has them.
 */
async function advisorPaymentInstructions(
  context: RequestContext,
  row: Pick<TOfferDetail, 'id' | 'status' | 'investmentValue' | 'currency' | 'campaignId' | 'investorId' | 'productCode'>,
): Promise<TPaymentInstructions | null> {
  if (!hasPaymentInstructions(row.status)) return null;
  const { db, landing } = context;
  const [campaign, investor] = await Promise.all([
    campaignPlaceholders(context).then((placeholders) =>
      campaignOfLanding(db, landing.id, row.campaignId, { language: landing.language }, placeholders),
    ),
    findOfferInvestorNames(db, landing.id, row.investorId),
  ]);
  return paymentInstructionsOf({
    offer: { id: row.id, status: row.status, investmentValue: row.investmentValue, currency: row.currency },
    campaign,
    productCode: row.productCode,
    investor,
    landingLanguage: landing.language,
  });
}

/**
 * The frame of every status action: in one transaction, lock the offer, check who (404 / 403), then `work` (which calls
 * transitionOffer first). Returns what `work` returns.
 */
async function inOfferTransaction<T>(
  context: RequestContext,
  actor: AdvisorActor,
  offerId: string,
  needs: 'see' | 'manage',
  work: (tx: DbExecutor, offer: LockedOffer) => Promise<T>,
): Promise<T> {
  return context.db.transaction(async (tx) => {
    const offer = await lockOffer(tx, actor.landingPageId, { id: offerId });
    assertAccess(actor, offer, needs);
    return work(tx, offer);
  });
}

/** `PATCH .../reject`: invited, viewed, interested or accepted -> rejected, with the reason (on the offer and in its history). */
export async function rejectOffer(
  context: RequestContext,
  actor: AdvisorActor,
  input: { offerId: string; reason: string },
  language: Language,
): Promise<TOfferDetail> {
  const label = await actorNameOf(context.db, actor);
  await inOfferTransaction(context, actor, input.offerId, 'see', async (tx, offer) => {
    await transitionOffer(tx, offer, {
      action: 'reject',
      changedByUserId: actor.userId,
      changedByLabel: label,
      reason: input.reason,
      set: { rejectionReason: input.reason },
    });
    await auditOffer(tx, context, {
      action: 'offer-rejected',
      offerId: offer.id,
      actor: { userId: actor.userId, label },
      before: { status: offer.status },
      after: { status: 'rejected', rejectionReason: input.reason },
    });
  });
  return getOfferDetail(context, actor, input.offerId, language);
}

/**
 * `PATCH .../archive`: any status but archived -> archived. An active offer's investment and schedule stay as they are: the
 * archive tidies the pipeline, it does not end an investment (docs/decisions/017).
 */
export async function archiveOffer(
  context: RequestContext,
  actor: AdvisorActor,
  offerId: string,
  language: Language,
): Promise<TOfferDetail> {
  const label = await actorNameOf(context.db, actor);
  await inOfferTransaction(context, actor, offerId, 'see', async (tx, offer) => {
    await transitionOffer(tx, offer, { action: 'archive', changedByUserId: actor.userId, changedByLabel: label });
    await auditOffer(tx, context, {
      action: 'offer-archived',
      offerId: offer.id,
      actor: { userId: actor.userId, label },
      before: { status: offer.status },
      after: { status: 'archived' },
    });
  });
  return getOfferDetail(context, actor, offerId, language);
}

/**
 * The payment date of a confirmation: the given day, or today (Europe/Warsaw) when absent. A day that does not exist or is
 * later than today is a 400 with a violation on `paymentDate`.
 */
export function resolvePaymentDate(paymentDate: string | undefined, violationLanguage: Language, now = new Date()): string {
  const today = isoDateInTimeZone(now);
  if (paymentDate === undefined) return today;
  if (!isValidIsoDate(paymentDate)) throw fieldViolation('paymentDate', 'validation.invalidDate', violationLanguage);
  // Zero-padded ISO dates sort in calendar order.
  if (paymentDate > today) throw fieldViolation('paymentDate', 'validation.paymentDateInFuture', violationLanguage);
  return paymentDate;
}

export interface ConfirmPaymentOutcome {
  detail: TOfferDetail;
  /** The investor's e-mail, to dispatch after the commit. */
  outboxIds: string[];
}

/**
 * `PATCH .../confirm-payment` (coordinator of the offer's network or admin): accepted -> active, once the investor has
 * submitted the KYC questionnaire (409 `error.kycRequired` otherwise, unless the admin switched `requireKycBeforePayment`
 * off). In the same transaction the
 * offer gets its payment date and end date (the bonds' maturity; none for shares), the investment and its payment schedule
 * are created from the campaign's terms starting on the payment date, the campaign's raised funds grow by the amount, and
 * the investor's e-mail goes to the outbox.
 */
export async function confirmOfferPayment(
  context: RequestContext,
  actor: AdvisorActor,
  input: { offerId: string; paymentDate?: string | undefined },
  options: { language: Language },
): Promise<ConfirmPaymentOutcome> {
  const { landing } = context;
  const paymentDate = resolvePaymentDate(input.paymentDate, context.language);
  const label = await actorNameOf(context.db, actor);
  const outboxId = await inOfferTransaction(context, actor, input.offerId, 'manage', async (tx, offer) => {
    // Know the customer before the money (product-decisions section 9): after who (404/403), for a move the lifecycle allows
    // (otherwise its 409 says more).
    if (canTransition('confirmPayment', offer.status)) await assertKycAllowsPayment(context, tx, offer.investorId);
    const terms = await getCampaignInvestmentTerms(tx, landing.id, offer.campaignId);
    const active = await transitionOffer(tx, offer, {
      action: 'confirmPayment',
      changedByUserId: actor.userId,
      changedByLabel: label,
      set: { paymentDate, endDate: maturityDateOf(terms, paymentDate) },
    });
    // investor_offers_accepted_terms: an accepted offer has its value.
    if (active.investmentValue === null) throw new Error(`accepted offer ${offer.id} has no investment value`);
    const investment = await createOfferInvestment(tx, terms, {
      landingPageId: landing.id,
      offerId: offer.id,
      investorId: offer.investorId,
      campaignId: offer.campaignId,
      productId: offer.productId,
      amount: active.investmentValue,
      currency: active.currency,
      startDate: paymentDate,
    });
    const row = await getOfferRow(tx, landing.id, offer.id, landing.language);
    // The e-mail opens the new investment in the investor panel with a one-time redirect link (product-decisions section 10);
    // a landing page that blocks the panel keeps the login page's address.
    const link =
      (await createInvestorRedirectLink(tx, context, {
        investorEmail: row.investorEmail,
        targetPath: `/app/investments/${investment.investmentId}`,
      })) ?? `${context.baseUrl}/investor-login`;
    const mailId = await writeEmail(tx, context, {
      to: row.investorEmail,
      language: landing.language,
      template: {
        name: 'offer-payment-confirmed',
        data: {
          campaignName: row.campaignName,
          productCode: row.productCode,
          amount: formatMoney(active.investmentValue, active.currency, landing.language),
          paymentDate,
          maturityDate: terms.type === 'debt' ? investment.endDate : null,
          firstInterestDate: investment.schedule[0]?.paymentDate ?? null,
          link,
        },
      },
    });
    await auditOffer(tx, context, {
      action: 'offer-payment-confirmed',
      offerId: offer.id,
      actor: { userId: actor.userId, label },
      before: { status: offer.status },
      after: {
        status: 'active',
        paymentDate,
        endDate: active.endDate,
        investmentId: investment.investmentId,
        amount: active.investmentValue,
        currency: active.currency,
        scheduleEntries: investment.schedule.length,
      },
    });
    return mailId;
  });
  return {
    detail: await getOfferDetail(context, actor, input.offerId, options.language),
    outboxIds: [outboxId],
  };
}

/** `GET .../owner-choices`: the active advisors of the offer's network (coordinator of that network or admin). */
export async function listOwnerChoices(context: RequestContext, actor: AdvisorActor, offerId: string): Promise<TOwnerChoice[]> {
  const offer = await findOfferAccessKey(context.db, actor.landingPageId, offerId);
  assertAccess(actor, offer, 'manage');
  const advisors = await findActiveNetworkAdvisors(context.db, actor.landingPageId, offer.networkId);
  return advisors.map((advisor) => ({ id: advisor.id, name: advisorName(advisor), email: advisor.email }));
}

export interface OpenedAttachment {
  attachment: TOfferAttachment;
  content: Readable;
}

/** `GET .../attachment/{attachmentId}`: a payment confirmation's bytes; 404 for an offer not visible or another offer's file. */
export async function openOfferAttachment(
  context: RequestContext,
  storage: StorageProvider,
  actor: AdvisorActor,
  input: { offerId: string; attachmentId: string },
): Promise<OpenedAttachment> {
  const offer = await findOfferAccessKey(context.db, actor.landingPageId, input.offerId);
  assertAccess(actor, offer, 'see');
  return openOfferAttachmentOf(context, storage, { landingPageId: actor.landingPageId, ...input });
}

/**
 * A payment confirmation's bytes of an offer of the landing page, for a caller who already checked that the offer is theirs
 * to see (the advisor above, the investor panel for the investor's own offer); 404 for another offer's file.
 */
export async function openOfferAttachmentOf(
  context: RequestContext,
  storage: StorageProvider,
  input: { landingPageId: string; offerId: string; attachmentId: string },
): Promise<OpenedAttachment> {
  const row = await findOfferAttachment(context.db, input.landingPageId, input.offerId, input.attachmentId);
  if (!row) throw notFound();
  const content = await openStoredFile({ storage, log: context.log }, row, { attachmentId: row.id });
  return { attachment: toAttachment(row), content };
}
