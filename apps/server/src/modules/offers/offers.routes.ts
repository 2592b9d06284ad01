import {
  IDEMPOTENCY_KEY_HEADER,
  ZCampaignLanguageQuerySchema,
  ZIdempotencyKeySchema,
  ZInvestorOfferRowSchema,
  ZInviteInvestorRequestSchema,
  ZInviteInvestorResultSchema,
  ZOfferKanbanSummarySchema,
} from '@emisja/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error.ts';
import { isTotalCountRequested, parseListRequest, replyWithList } from '../../lib/list-query/index.ts';
import { inviteInvestor } from './invite-investor.service.ts';
import { OFFER_LIST } from './offers.repository.ts';
import { changeOfferOwner, listOffers, summarizeOffers, type OfferListView } from './offers.service.ts';

// Investor offers of the advisor panel (spec section 7, "Campaigns and investors"; docs/decisions/016): the invitation, the
// offers lists with their kanban figures, the offers of a campaign and the owner change. The lists take the list query of
// product-decisions section 6 (filters and sorts of OFFER_LIST_FILTERS / OFFER_LIST_SORT_COLUMNS, limit 20 by default,
// `X-Request-Total-Count: true` -> `X-Total-Count`) and `?language=pl|en` for the campaign names (PL by default).

const LIST_SUMMARY =
  'list query: filters[<column>][value|operator], sort, order, limit (default 20), offset; ' +
  'X-Request-Total-Count: true -> X-Total-Count; ?language=pl|en for campaign names';

const ZRowsSchema = z.array(ZInvestorOfferRowSchema);

export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const listRoute = (path: string, view: OfferListView, summary: string) => {
    app.get(
      path,
      {
        schema: {
          tags: ['offers'],
          summary: `${summary} (${LIST_SUMMARY})`,
          querystring: ZCampaignLanguageQuerySchema,
          response: { 200: ZRowsSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const { ctx } = request;
        const query = parseListRequest(request, OFFER_LIST);
        const page = await listOffers(ctx, await ctx.advisorActor(), view, query, {
          language: request.query.language,
          withTotal: isTotalCountRequested(request),
        });
        return replyWithList(reply, page);
      },
    );
    app.get(
      `${path}/summary`,
      {
        schema: {
          tags: ['offers'],
          summary: `Kanban figures of "${summary}" over the whole filtered list: count per column, exact sums per currency (same filters)`,
          querystring: ZCampaignLanguageQuerySchema,
          response: { 200: ZOfferKanbanSummarySchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { ctx } = request;
        const query = parseListRequest(request, OFFER_LIST);
        return summarizeOffers(ctx, await ctx.advisorActor(), view, query, { language: request.query.language });
      },
    );
  };
  listRoute('/api/advisor/investor/offers', 'own', 'Own investor offers (owner = the caller)');
  listRoute(
    '/api/advisor/investor/offers-by-network',
    'network',
    'Investor offers of the networks the caller coordinates and their own (admin: all; plain advisor: 403)',
  );

  app.get(
    '/api/advisor/campaign/:id/offers',
    {
      schema: {
        tags: ['offers'],
        summary: `The offers of a campaign the caller may see (${LIST_SUMMARY})`,
        params: z.object({ id: z.uuid() }),
        querystring: ZCampaignLanguageQuerySchema,
        response: { 200: ZRowsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const query = parseListRequest(request, OFFER_LIST);
      const page = await listOffers(ctx, await ctx.advisorActor(), 'visible', query, {
        language: request.query.language,
        withTotal: isTotalCountRequested(request),
        campaignId: request.params.id,
      });
      return replyWithList(reply, page);
    },
  );

  app.post(
    '/api/advisor/campaign/:campaignId/product/:productId/invite-investor',
    {
      schema: {
        tags: ['offers'],
        summary:
          'Invites one e-mail to a product: 201 new offer (and its Idempotency-Key replays), 200 existing open offer of ' +
          'the same advisor, product and e-mail (no new e-mail); 409 campaign not running or Idempotency-Key reused',
        params: z.object({ campaignId: z.uuid(), productId: z.uuid() }),
        querystring: ZCampaignLanguageQuerySchema,
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: ZIdempotencyKeySchema.optional() }),
        body: ZInviteInvestorRequestSchema,
        response: {
          200: ZInviteInvestorResultSchema,
          201: ZInviteInvestorResultSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const idempotencyKey = request.headers[IDEMPOTENCY_KEY_HEADER];
      const { result, outboxIds } = await inviteInvestor(
        ctx,
        await ctx.advisorActor(),
        {
          ...request.params,
          ...request.body,
          ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
        },
        { language: request.query.language },
      );
      await app.mailer.dispatchAfterCommit(outboxIds, ctx.log);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  app.patch(
    '/api/advisor/investor/:offerId/owner/:ownerId',
    {
      schema: {
        tags: ['offers'],
        summary:
          'Changes the owner advisor of an offer (coordinator of its network, or admin); the new owner is an active ' +
          'advisor of the offer network. Answers the updated row.',
        params: z.object({ offerId: z.uuid(), ownerId: z.uuid() }),
        querystring: ZCampaignLanguageQuerySchema,
        response: { 200: ZInvestorOfferRowSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { ctx } = request;
      return changeOfferOwner(ctx, await ctx.advisorActor(), request.params, { language: request.query.language });
    },
  );
};
