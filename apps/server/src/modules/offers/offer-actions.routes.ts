import {
  ZCampaignLanguageQuerySchema,
  ZConfirmPaymentRequestSchema,
  ZOfferDetailSchema,
  ZOwnerChoiceSchema,
  ZRejectOfferRequestSchema,
  ZResendInvitationResultSchema,
} from '@emisja/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error.ts';
import { sendFile } from '../../lib/uploads/send-file.ts';
import {
  archiveOffer,
  confirmOfferPayment,
  getOfferDetail,
  listOwnerChoices,
  openOfferAttachment,
  rejectOffer,
} from './offer-actions.service.ts';
import { assertResendVisible, resendInvitation } from './resend-invitation.service.ts';

// One offer in the advisor panel after the invitation (spec section 7; docs/decisions/017-offer-actions-and-investments.md):
// its page and the status actions. Visible to the offer's owner, a coordinator of its network and the admin (else 404);
// every action answers the offer page read afresh. `?language=pl|en` picks the campaign name's language (PL by default).

const BASE = '/api/advisor/investor/offer/:offerId';
const ZOfferParamsSchema = z.object({ offerId: z.uuid() });
const WHO = 'owner, coordinator of its network or admin; others 404';

/**
 * Invitation e-mails sent again per offer and hour, whoever asks (docs/decisions/040): enough to fix a lost or mistyped
 * message, not for flooding an investor's mailbox. Counted after the authentication and the offer's visibility (a caller who
 * gets 404 counts for nothing), in process memory like the login limits.
 */
export const RESENT_INVITATIONS_PER_OFFER_PER_HOUR = 3;

export const offerActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BASE,
    {
      schema: {
        tags: ['offers'],
        summary: `One offer: row, invitation, product limits, history, attachments, investment, allowed actions (${WHO})`,
        params: ZOfferParamsSchema,
        querystring: ZCampaignLanguageQuerySchema,
        response: { 200: ZOfferDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getOfferDetail(request.ctx, await request.ctx.advisorActor(), request.params.offerId, request.query.language),
  );

  app.patch(
    `${BASE}/reject`,
    {
      schema: {
        tags: ['offers'],
        summary: `Rejects the offer with a reason: invited, viewed, interested or accepted -> rejected; else 409 (${WHO})`,
        params: ZOfferParamsSchema,
        querystring: ZCampaignLanguageQuerySchema,
        body: ZRejectOfferRequestSchema,
        response: { 200: ZOfferDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { ctx } = request;
      const input = { offerId: request.params.offerId, reason: request.body.reason };
      return rejectOffer(ctx, await ctx.advisorActor(), input, request.query.language);
    },
  );

  app.patch(
    `${BASE}/archive`,
    {
      schema: {
        tags: ['offers'],
        summary: `Archives the offer: any status but archived -> archived; else 409 (${WHO})`,
        params: ZOfferParamsSchema,
        querystring: ZCampaignLanguageQuerySchema,
        response: { 200: ZOfferDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      archiveOffer(request.ctx, await request.ctx.advisorActor(), request.params.offerId, request.query.language),
  );

  app.patch(
    `${BASE}/confirm-payment`,
    {
      schema: {
        tags: ['offers'],
        summary:
          'Confirms the payment (coordinator of the network or admin; the owner alone 403): accepted -> active, creates the ' +
          'investment and its payment schedule from the payment date (today when absent, never in the future); else 409; ' +
          '409 error.kycRequired while the investor has not submitted the KYC questionnaire (admin flag requireKycBeforePayment)',
        params: ZOfferParamsSchema,
        querystring: ZCampaignLanguageQuerySchema,
        // The body is optional (Fastify hands a missing body to the validator as null): none confirms with today's date.
        body: ZConfirmPaymentRequestSchema.nullish(),
        response: { 200: ZOfferDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { ctx } = request;
      const { detail, outboxIds } = await confirmOfferPayment(
        ctx,
        await ctx.advisorActor(),
        { offerId: request.params.offerId, paymentDate: request.body?.paymentDate },
        { language: request.query.language },
      );
      await app.mailer.dispatchAfterCommit(outboxIds, ctx.log);
      return detail;
    },
  );

  app.post(
    `${BASE}/resend-invitation`,
    {
      config: {
        rateLimit: {
          max: RESENT_INVITATIONS_PER_OFFER_PER_HOUR,
          timeWindow: '1 hour',
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) =>
            `resend-invitation:${request.landing?.id ?? ''}:${(request.params as { offerId?: string }).offerId ?? ''}`,
        },
      },
      schema: {
        tags: ['offers'],
        summary:
          'Sends the invitation e-mail of an open offer (invited, viewed, interested, accepted) once more, with a new link: ' +
          `the old link stops working; 409 from another status or when the campaign is not running; ` +
          `${RESENT_INVITATIONS_PER_OFFER_PER_HOUR} an hour per offer (429) (${WHO})`,
        params: ZOfferParamsSchema,
        response: { 200: ZResendInvitationResultSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      // The route's own hooks run before the rate limit's (the plugin appends its hook): a caller who cannot see the offer
      // gets 404 here and is not counted.
      preHandler: async (request) => {
        await assertResendVisible(request.ctx, await request.ctx.advisorActor(), request.params.offerId);
      },
    },
    async (request) => {
      const { ctx } = request;
      const { result, outboxIds } = await resendInvitation(ctx, await ctx.advisorActor(), request.params.offerId);
      await app.mailer.dispatchAfterCommit(outboxIds, ctx.log);
      return result;
    },
  );

  app.get(
    `${BASE}/owner-choices`,
    {
      schema: {
        tags: ['offers'],
        summary: "Active advisors of the offer's network, for the owner change (coordinator of the network or admin)",
        params: ZOfferParamsSchema,
        response: { 200: z.array(ZOwnerChoiceSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listOwnerChoices(request.ctx, await request.ctx.advisorActor(), request.params.offerId),
  );

  app.get(
    `${BASE}/attachment/:attachmentId`,
    {
      schema: {
        tags: ['offers'],
        summary: `A payment confirmation of the offer as an attachment, with its stored type (${WHO})`,
        params: z.object({ offerId: z.uuid(), attachmentId: z.uuid() }),
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const { attachment, content } = await openOfferAttachment(ctx, app.storage, await ctx.advisorActor(), request.params);
      return sendFile(reply, { ...attachment, content });
    },
  );
};
