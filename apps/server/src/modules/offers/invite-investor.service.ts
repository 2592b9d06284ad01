import { ERROR_LABELS, formatValidationMessage, interpolate, type Language, type TInviteInvestorResult } from '@emisja/shared';
import type { Db, DbExecutor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AdvisorActor } from '../advisors/advisor-actor.ts';
import { createSecret, hashSecret } from '../auth/auth-keys.ts';
import { assertCampaignTakesInvitations, findInvitationTarget } from '../campaigns/campaigns.service.ts';
import { emailBrandingFor, enqueueEmail } from '../mail/mail.service.ts';
import { getAdminConfiguration, getWhiteLabel, type Landing } from '../tenancy/tenancy.service.ts';
import {
  findOfferAdvisor,
  findOfferByIdempotencyKey,
  findOfferRow,
  findOpenOffer,
  insertInvitedOffer,
  insertOfferAuditEvent,
  insertOfferStatusHistory,
  lockInvestorForInvitation,
  networkExists,
  type InvitationRecord,
} from './offers.repository.ts';
import { toInvestorOfferRow } from './offers.service.ts';

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

export interface InvitationContext {
  db: Db;
  landing: Landing;
  /** `${protocol}://${host}` of the request: the links point at the landing page's own address. */
  origin: string;
  ip: string | null;
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

function idempotencyKeyReused(language: Language): AppError {
  return new AppError(409, ERROR_LABELS.conflict, {
    violations: [
      {
        propertyPath: 'Idempotency-Key',
        title: formatValidationMessage('validation.invalid', language),
        code: 'idempotencyKey.reused',
      },
    ],
  });
}

function networkNotAllowed(language: Language): AppError {
  return new AppError(400, ERROR_LABELS.validation, {
    violations: [
      {
        propertyPath: 'networkId',
        title: formatValidationMessage('validation.networkNotAllowed', language),
        code: 'validation.networkNotAllowed',
      },
    ],
  });
}

/** Invitations go "to own networks"; the admin may use any network of the landing page (product-decisions section 2). */
async function assertNetworkUsable(context: InvitationContext, actor: AdvisorActor, networkId: string, language: Language) {
  const isUsable = actor.isAdmin
    ? await networkExists(context.db, context.landing.id, networkId)
    : actor.memberNetworkIds.includes(networkId);
  if (!isUsable) throw networkNotAllowed(language);
}

/** The tenant's invitation text (admin override first) with `{campaignName}` filled in; null when there is none. */
async function inviteTextFor(context: InvitationContext, campaignName: string): Promise<string | null> {
  const [whiteLabel, admin] = await Promise.all([
    getWhiteLabel(context.db, context.landing),
    getAdminConfiguration(context.db, context.landing),
  ]);
  const template = admin.inviteText ?? whiteLabel.configuration.inviteText;
  return template ? interpolate(template, { campaignName }) : null;
}

/**
 * Invites `input.investorEmail` to the product. Outcomes:
 * - a new offer: `created: true` (HTTP 201), its e-mail in `outboxIds`;
 * - the same advisor already has an open offer (invited, viewed, interested, accepted) of this product for this e-mail: that
 *   offer, `created: false` (HTTP 200), nothing written and no second e-mail;
 * - an Idempotency-Key the advisor used before for the same request: the offer of that request, `created: true`, nothing
 *   written; for another request: 409.
 * Errors: 404 unknown campaign or product (or another landing page's), 400 network not allowed, 409 campaign not running.
 */
export async function inviteInvestor(
  context: InvitationContext,
  actor: AdvisorActor,
  input: InviteInvestorInput,
  options: { language: Language; violationLanguage: Language },
): Promise<InviteInvestorOutcome> {
  const { db, landing } = context;
  const answer = async (offerId: string, created: boolean, outboxIds: string[] = []): Promise<InviteInvestorOutcome> => {
    const row = await findOfferRow(db, landing.id, offerId, options.language);
    if (!row) throw notFound();
    return { result: { created, offer: toInvestorOfferRow(row) }, outboxIds };
  };
  const idempotencyKey = input.idempotencyKey;
  const replayOf = async (executor: DbExecutor): Promise<string | null> => {
    if (idempotencyKey === undefined) return null;
    const record = await findOfferByIdempotencyKey(executor, {
      landingPageId: landing.id,
      ownerAdvisorId: actor.advisorId,
      idempotencyKey,
    });
    if (record && !isSameInvitation(record, input)) throw idempotencyKeyReused(options.violationLanguage);
    return record?.offerId ?? null;
  };

  // A retry answers what the first request answered, even if the campaign has ended since.
  const earlier = await replayOf(db);
  if (earlier) return answer(earlier, true);

  // The e-mail is written in the landing page's language: the investor's own is not known yet.
  const target = await findInvitationTarget(db, landing.id, input, { language: landing.language });
  await assertNetworkUsable(context, actor, input.networkId, options.violationLanguage);
  assertCampaignTakesInvitations(target.state);

  const advisor = await findOfferAdvisor(db, landing.id, actor.advisorId);
  const advisorName = advisor ? `${advisor.firstName} ${advisor.surname}` : '';
  const [branding, inviteText] = await Promise.all([
    emailBrandingFor(db, landing, context.origin),
    inviteTextFor(context, target.campaignName),
  ]);

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
    await insertOfferStatusHistory(tx, {
      offerId,
      fromStatus: null,
      toStatus: 'invited',
      changedByUserId: actor.userId,
      changedByLabel: advisorName || input.investorEmail,
    });
    const outboxId = await enqueueEmail(tx, {
      landingPageId: landing.id,
      to: input.investorEmail,
      language: landing.language,
      template: {
        name: 'offer-invitation',
        data: {
          link: offerLink(context.origin, secret),
          campaignName: target.campaignName,
          advisorName,
          message: input.message,
          inviteText,
        },
      },
      branding,
    });
    await insertOfferAuditEvent(tx, {
      landingPageId: landing.id,
      actorUserId: actor.userId,
      actorLabel: advisorName,
      action: 'offer-invited',
      offerId,
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
      ip: context.ip,
    });
    return { offerId, created: true, outboxId };
  });
  return answer(outcome.offerId, outcome.created, outcome.outboxId ? [outcome.outboxId] : []);
}
