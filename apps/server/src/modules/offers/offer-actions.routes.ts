import {
  ZCampaignLanguageQuerySchema,
  ZConfirmPaymentRequestSchema,
  ZOfferDetailSchema,
  ZOwnerChoiceSchema,
  ZRejectOfferRequestSchema,
} from '@emisja/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { requestLanguage } from '../../lib/language.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { requireLanding } from '../../plugins/tenant.ts';
import { loadAdvisorActor } from '../advisors/advisor-actor.ts';
import { errorResponses } from '../auth/request-context.ts';
import {
  archiveOffer,
  confirmOfferPayment,
  getOfferDetail,
  listOwnerChoices,
  openOfferAttachment,
  rejectOffer,
  type OfferActionContext,
  type OpenedAttachment,
} from './offer-actions.service.ts';

// One offer in the advisor panel after the invitation (spec section 7; docs/decisions/017-offer-actions-and-investments.md):
// its page and the status actions. Visible to the offer's owner, a coordinator of its network and the admin (else 404);
// every action answers the offer page read afresh. `?language=pl|en` picks the campaign name's language (PL by default).

const BASE = '/api/advisor/investor/offer/:offerId';
const ZOfferParamsSchema = z.object({ offerId: z.uuid() });
const WHO = 'owner, coordinator of its network or admin; others 404';

/** The stored file as a download: its detected type, never sniffed, never cached by shared caches. */
function sendAttachment(reply: FastifyReply, { attachment, content }: OpenedAttachment) {
  return reply
    .header('content-type', attachment.mimeType)
    .header('content-length', attachment.sizeBytes)
    .header('content-disposition', contentDisposition('attachment', attachment.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(content);
}

export const offerActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const actorOf = (request: FastifyRequest) => loadAdvisorActor(app.db, requireAuth(request));
  const contextOf = (request: FastifyRequest): OfferActionContext => ({
    db: app.db,
    landing: requireLanding(request),
    origin: `${request.protocol}://${request.host}`,
    ip: request.ip,
  });

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
    async (request) => {
      const actor = await actorOf(request);
      return getOfferDetail(app.db, actor, request.params.offerId, request.query.language);
    },
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
      const actor = await actorOf(request);
      return rejectOffer(
        contextOf(request),
        actor,
        { offerId: request.params.offerId, reason: request.body.reason },
        request.query.language,
      );
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
    async (request) => {
      const actor = await actorOf(request);
      return archiveOffer(contextOf(request), actor, request.params.offerId, request.query.language);
    },
  );

  app.patch(
    `${BASE}/confirm-payment`,
    {
      schema: {
        tags: ['offers'],
        summary:
          'Confirms the payment (coordinator of the network or admin; the owner alone 403): accepted -> active, creates the ' +
          'investment and its payment schedule from the payment date (today when absent, never in the future); else 409',
        params: ZOfferParamsSchema,
        querystring: ZCampaignLanguageQuerySchema,
        // The body is optional (Fastify hands a missing body to the validator as null): none confirms with today's date.
        body: ZConfirmPaymentRequestSchema.nullish(),
        response: { 200: ZOfferDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { detail, outboxIds } = await confirmOfferPayment(
        contextOf(request),
        actor,
        { offerId: request.params.offerId, paymentDate: request.body?.paymentDate },
        { language: request.query.language, violationLanguage: requestLanguage(request) },
      );
      // The confirmation is committed: a failed dispatch is logged and the outbox sweeper queues the mail later.
      await app.mailer
        .dispatch(outboxIds)
        .catch((error: unknown) => request.log.error({ err: error, outboxIds }, 'payment confirmation e-mail dispatch failed'));
      return detail;
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
    async (request) => {
      const actor = await actorOf(request);
      return listOwnerChoices(app.db, actor, request.params.offerId);
    },
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
      const actor = await actorOf(request);
      const opened = await openOfferAttachment({ db: app.db, storage: app.storage, log: request.log }, actor, request.params);
      return sendAttachment(reply, opened);
    },
  );
};
