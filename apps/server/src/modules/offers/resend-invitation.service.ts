import { isOpenOfferStatus, isoDateInTimeZone, type TResendInvitationResult } from '@emisja/shared';
import { notFound } from '../../lib/app-error.ts';
import type { AdvisorActor, RequestContext } from '../../lib/request-context.ts';
import { createSecret, hashSecret } from '../../lib/secrets.ts';
import { offerAccessOf } from '../advisors/advisor-actor.service.ts';
import { assertCampaignTakesInvitations, findCampaignState } from '../campaigns/campaigns.service.ts';
import { writeEmail } from '../mail/mail.service.ts';
import { replaceOfferTokenHash } from './invitations.repository.ts';
import { inviteTextFor, offerLink } from './invite-investor.service.ts';
import { auditOffer, invalidTransition, lockOffer, readOffer } from './offer-lifecycle.service.ts';
import { actorNameOf, advisorNameOf, getOfferRow } from './offers.service.ts';

// `POST /api/advisor/investor/offer/{offerId}/resend-invitation` (issue 18; docs/decisions/040-resend-invitation.md): an
// invitation that already has an open offer (the invitation form's "already invited") is sent once more, for the same offer.
// The link's secret is kept only as its sha-256 (decision 016), so the e-mail carries a new secret and the old link stops
// working: one live link per offer. Who: the offer's owner, a coordinator of its network, the admin (others 404). Only an
// open offer (invited, viewed, interested, accepted) of a running campaign: 409 otherwise. Rate-limited per offer (route).

/**
 * 404 unless the caller sees the offer (its owner, a coordinator of its network, the admin). Run before the route's rate limit
 * so that only those who may send count towards an offer's resends: another advisor cannot use up the owner's.
 */
export async function assertResendVisible(context: RequestContext, actor: AdvisorActor, offerId: string): Promise<void> {
  const offer = await readOffer(context.db, context.landing.id, { id: offerId });
  if (!offer || !offerAccessOf(actor, offer).canSee) throw notFound();
}

/**
 * Rotates the offer's link secret and writes the invitation e-mail (the owner's message, the tenant's invitation text) and an
 * audit row `offer-invitation-resent`, in one transaction under the offer's lock. Returns the answer and the outbox id.
 */
export async function resendInvitation(
  context: RequestContext,
  actor: AdvisorActor,
  offerId: string,
): Promise<{ result: TResendInvitationResult; outboxIds: string[] }> {
  const { db, landing } = context;
  const label = await actorNameOf(db, actor);
  return db.transaction(async (tx) => {
    const offer = await lockOffer(tx, landing.id, { id: offerId });
    if (!offer || !offerAccessOf(actor, offer).canSee) throw notFound();
    if (!isOpenOfferStatus(offer.status)) throw invalidTransition(offer.status);
    const state = await findCampaignState(tx, landing.id, offer.campaignId, isoDateInTimeZone(new Date()));
    if (!state) throw notFound();
    assertCampaignTakesInvitations(state);

    // The e-mail reads as the first one did: in the landing page's language, from the offer's owner, with their message.
    const row = await getOfferRow(tx, landing.id, offer.id, landing.language);
    const ownerName = (await advisorNameOf(tx, landing.id, offer.ownerAdvisorId)) ?? row.ownerName;
    const secret = createSecret();
    await replaceOfferTokenHash(tx, offer.id, hashSecret(secret));
    const outboxId = await writeEmail(tx, context, {
      to: row.investorEmail,
      language: landing.language,
      template: {
        name: 'offer-invitation',
        data: {
          link: offerLink(context.baseUrl, secret),
          campaignName: row.campaignName,
          advisorName: ownerName,
          message: offer.invitationMessage,
          inviteText: await inviteTextFor(context, row.campaignName, offer.invitationMessage),
          isResent: true,
        },
      },
    });
    await auditOffer(tx, context, {
      action: 'offer-invitation-resent',
      offerId: offer.id,
      actor: { userId: actor.userId, label },
      after: { status: offer.status, investorEmail: row.investorEmail },
      metadata: { linkReplaced: true },
    });
    return {
      result: { offerId: offer.id, sentTo: row.investorEmail, sentAt: new Date().toISOString() },
      outboxIds: [outboxId],
    };
  });
}
