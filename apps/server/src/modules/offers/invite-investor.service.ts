import { ERROR_LABELS, interpolate, type Language, type TInviteInvestorResult } from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import { AppError, fieldViolation, violation } from '../../lib/app-error.ts';
import type { AdvisorActor, RequestContext } from '../../lib/request-context.ts';
import { createSecret, hashSecret } from '../../lib/secrets.ts';
import { assertCampaignTakesInvitations, findInvitationTarget } from '../campaigns/campaigns.service.ts';
import { writeEmail } from '../mail/mail.service.ts';
import {
  findLeadOwnerOtherThan,
  findOfferByIdempotencyKey,
  findOpenOffer,
  insertInvitedOffer,
  lockInvestorForInvitation,
  networkExists,
  type InvitationRecord,
} from './invitations.repository.ts';
import { auditOffer, recordInvitation } from './offer-lifecycle.service.ts';
import { advisorNameOf, getOfferRow } from './offers.service.ts';

// `POST /api/advisor/campaign/{campaignId}/product/{productId}/invite-investor` (spec sections 3 and 7, product-decisions
// sections 3 and 8, docs/decisions/016-invitations-and-offer-lists.md): an advisor invites one e-mail to a product of a
// running campaign, in a network they may use. The investor (and their platform user) is created when new, the offer starts
// as `invited` with an unguessable link secret (only its hash is stored), and the invitation e-mail goes to the outbox in the
// same transaction.

/** The public offer page (spec section 2, route /campaign) opened with the offer's secret. */
export const OFFER_LINK_PATH = '/campaign';

export function offerLink(origin: string, secret: string): string {
  return `${origin}${OFFER_LINK_PATH}?token=${encodeURIComponent(secret)}`;
}

/**
 * The investor of `email` on the landing page, created with their platform user and investor-panel context when new, and
 * locked until `tx` ends, so concurrent invitations of one e-mail run one after the other (decision 016). The KYC invitation
 * creates its investor through here too (docs/decisions/032-kyc-server.md).
 */
export function lockInvestorOfEmail(
  tx: DbExecutor,
  landingPageId: string,
  email: string,
): Promise<{ investorId: string; isNewInvestor: boolean }> {
  return lockInvestorForInvitation(tx, landingPageId, email);
}

export interface InviteInvestorInput {
  campaignId: string;
  productId: string;
  /** Lower-case (zEmail). */
  investorEmail: string;
  message: string;
  networkId: string;
  idempotencyKey?: string;
}

export interface InviteInvestorOutcome {
  result: TInviteInvestorResult;
  /** Outbox mails to dispatch after the commit (none when nothing new was created). */
  outboxIds: string[];
}

function isSameInvitation(record: InvitationRecord, input: InviteInvestorInput): boolean {
  return (
    record.campaignId === input.campaignId &&
    record.productId === input.productId &&
    record.networkId === input.networkId &&
    record.investorEmail === input.investorEmail &&
    record.invitationMessage === input.message
  );
}

/** 409: the Idempotency-Key was used for another request (the violation names the header). */
function idempotencyKeyReused(language: Language): AppError {
  const reused = violation('Idempotency-Key', 'validation.invalid', language);
  return new AppError(ERROR_LABELS.conflict, { violations: [{ ...reused, code: 'idempotencyKey.reused' }] });
}

/** Invitations go "to own networks"; the admin may use any network of the landing page (product-decisions section 2). */
async function assertNetworkUsable(context: RequestContext, actor: AdvisorActor, networkId: string) {
  const isUsable = actor.isAdmin
    ? await networkExists(context.db, context.landing.id, networkId)
    : actor.memberNetworkIds.includes(networkId);
  if (!isUsable) throw fieldViolation('networkId', 'validation.networkNotAllowed', context.language);
}

/**
 * The tenant's invitation text (admin override first) with `{campaignName}` filled in; null when there is none, or when the
 * advisor's message is that same text (the web starts the message from it, issue 18): the e-mail then says it once, as the
 * advisor's message.
 */
export async function inviteTextFor(
  context: RequestContext,
  campaignName: string,
  advisorMessage: string,
): Promise<string | null> {
  const template = (await context.configuration()).inviteText;
  if (!template) return null;
  const text = interpolate(template, { campaignName });
  const comparable = (value: string) => value.replace(/\s+/g, ' ').trim();
  return comparable(text) === comparable(advisorMessage) ? null : text;
}

/**
 * Invites `input.investorEmail` to the product. Outcomes:
 * - a new offer: `created: true` (HTTP 201), its e-mail in `outboxIds`;
 * - the same advisor already has an open offer (invited, viewed, interested, accepted) of this product for this e-mail: that
 *   offer, `created: false` (HTTP 200), nothing written and no second e-mail;
 * - an Idempotency-Key the advisor used before for the same request: the offer of that request, `created: true`, nothing
 *   written; for another request: 409.
 * Errors: 404 unknown campaign or product (or another landing page's), 400 network not allowed, 409 campaign not running,
 * 409 `error.leadBelongsToAnotherAdvisor` when the e-mail is another advisor's lead (an open offer or a running investment of
 * an advisor who is not archived, on this landing page): for every role, the admin and coordinators included, who move a
 * lead with the owner change instead (docs/decisions/045).
 */
export async function inviteInvestor(
  context: RequestContext,
  actor: AdvisorActor,
  input: InviteInvestorInput,
  options: { language: Language },
): Promise<InviteInvestorOutcome> {
  const { db, landing } = context;
  const answer = async (offerId: string, created: boolean, outboxIds: string[] = []): Promise<InviteInvestorOutcome> => ({
    result: { created, offer: await getOfferRow(db, landing.id, offerId, options.language) },
    outboxIds,
  });
  const idempotencyKey = input.idempotencyKey;
  const replayOf = async (executor: DbExecutor): Promise<string | null> => {
    if (idempotencyKey === undefined) return null;
    const record = await findOfferByIdempotencyKey(executor, {
      landingPageId: landing.id,
      ownerAdvisorId: actor.advisorId,
      idempotencyKey,
    });
    if (record && !isSameInvitation(record, input)) throw idempotencyKeyReused(context.language);
    return record?.offerId ?? null;
  };

  // A retry answers what the first request answered, even if the campaign has ended since.
  const earlier = await replayOf(db);
  if (earlier) return answer(earlier, true);

  // The e-mail is written in the landing page's language: the investor's own is not known yet.
  const target = await findInvitationTarget(db, landing.id, input, { language: landing.language });
  await assertNetworkUsable(context, actor, input.networkId);
  assertCampaignTakesInvitations(target.state);

  const advisorName = (await advisorNameOf(db, landing.id, actor.advisorId)) ?? '';
  const inviteText = await inviteTextFor(context, target.campaignName, input.message);

  const outcome = await db.transaction(async (tx) => {
    // Serialises concurrent invitations of this e-mail on the investor row: after the lock, the checks below see every
    // committed twin, so two identical requests make one offer (decision 016).
    const { investorId, isNewInvestor } = await lockInvestorForInvitation(tx, landing.id, input.investorEmail);
    const replayed = await replayOf(tx);
    if (replayed) return { offerId: replayed, created: true, outboxId: null };
    const open = await findOpenOffer(tx, {
      landingPageId: landing.id,
      investorId,
      productId: target.productId,
      ownerAdvisorId: actor.advisorId,
    });
    if (open) return { offerId: open, created: false, outboxId: null };
    // After the investor's lock: a concurrent invitation of another advisor has committed or waits, so one of them wins.
    const leadOwner = await findLeadOwnerOtherThan(tx, {
      landingPageId: landing.id,
      investorId,
      exceptAdvisorId: actor.advisorId,
    });
    if (leadOwner) throw new AppError(ERROR_LABELS.leadBelongsToAnotherAdvisor);

    const secret = createSecret();
    const offerId = await insertInvitedOffer(tx, {
      landingPageId: landing.id,
      campaignId: target.campaignId,
      productId: target.productId,
      investorId,
      ownerAdvisorId: actor.advisorId,
      networkId: input.networkId,
      tokenHash: hashSecret(secret),
      invitationMessage: input.message,
      currency: target.currency,
      idempotencyKey: idempotencyKey ?? null,
    });
    if (!offerId) {
      // A concurrent request with the same Idempotency-Key for another e-mail committed first.
      const concurrent = await replayOf(tx);
      if (concurrent) return { offerId: concurrent, created: true, outboxId: null };
      throw new Error('The invitation was not inserted and no conflicting offer was found');
    }
    await recordInvitation(tx, offerId, {
      changedByUserId: actor.userId,
      changedByLabel: advisorName || input.investorEmail,
    });
    const outboxId = await writeEmail(tx, context, {
      to: input.investorEmail,
      language: landing.language,
      template: {
        name: 'offer-invitation',
        data: {
          link: offerLink(context.baseUrl, secret),
          campaignName: target.campaignName,
          advisorName,
          message: input.message,
          inviteText,
        },
      },
    });
    await auditOffer(tx, context, {
      action: 'offer-invited',
      offerId,
      actor: { userId: actor.userId, label: advisorName },
      after: {
        status: 'invited',
        campaignId: target.campaignId,
        productId: target.productId,
        investorId,
        investorEmail: input.investorEmail,
        ownerId: actor.advisorId,
        networkId: input.networkId,
      },
      metadata: { isNewInvestor, hasIdempotencyKey: idempotencyKey !== undefined },
    });
    return { offerId, created: true, outboxId };
  });
  return answer(outcome.offerId, outcome.created, outcome.outboxId ? [outcome.outboxId] : []);
}
