import {
  LOAD_ALL_LIMIT,
  PAGE_SIZE,
  ZAcceptedResponseSchema,
  ZAskAdvisorRequestSchema,
  ZInvestorProductSchema,
} from '@emisja/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error.ts';
import { isTotalCountRequested, replyWithList } from '../../lib/list-query/index.ts';
import { ZPanelLanguageQuerySchema } from './investor-home.routes.ts';
import { askAdvisorForProduct, getMyProduct, listMyProducts } from './investor-products.service.ts';
import { perInvestorLimit } from './panel-rate-limit.ts';

// Products of the landing page's running campaigns in the investor panel, and "ask my advisor" (product-decisions
// section 10; docs/decisions/033-investor-panel-server.md).

/** "Ask my advisor" e-mails per investor and hour: a few tries, not a mailbox flood. */
export const ASK_ADVISOR_PER_HOUR = 5;

const ZProductParamsSchema = z.object({ productId: z.uuid() });

export const investorProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/investor-api/products',
    {
      schema: {
        tags: ['investor'],
        summary:
          "Products of the landing page's running campaigns (campaigns soonest end first), each with the caller's standing " +
          `offer of it if any (limit (default ${PAGE_SIZE}, at most ${LOAD_ALL_LIMIT}), offset; X-Request-Total-Count)`,
        querystring: ZPanelLanguageQuerySchema.extend({
          limit: z.coerce.number({ error: 'validation.number' }).int().min(1).max(LOAD_ALL_LIMIT).default(PAGE_SIZE),
          offset: z.coerce.number({ error: 'validation.number' }).int().min(0).default(0),
        }),
        response: { 200: z.array(ZInvestorProductSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { language, limit, offset } = request.query;
      const page = await listMyProducts(request.ctx, { language: language ?? request.ctx.language, limit, offset });
      return replyWithList(reply, isTotalCountRequested(request) ? page : { rows: page.rows });
    },
  );

  app.get(
    '/investor-api/product/:productId',
    {
      schema: {
        tags: ['investor'],
        summary: "One product of a running campaign with the caller's standing offer of it; otherwise 404",
        params: ZProductParamsSchema,
        querystring: ZPanelLanguageQuerySchema,
        response: { 200: ZInvestorProductSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getMyProduct(request.ctx, request.params.productId, request.query.language ?? request.ctx.language),
  );

  app.post(
    '/investor-api/product/:productId/ask-advisor',
    {
      config: { rateLimit: perInvestorLimit('ask-advisor', ASK_ADVISOR_PER_HOUR) },
      schema: {
        tags: ['investor'],
        summary:
          "E-mails the investor's advisor (owner of their newest offer, else the sender of their last KYC request, else the " +
          `admin) asking to be invited to the product; 202. 404 not on offer, 409 an offer of it stands (error.conflict) or ` +
          `no active advisor or admin to write to (error.noAdvisorAvailable); ` +
          `${ASK_ADVISOR_PER_HOUR} an hour per investor (429)`,
        params: ZProductParamsSchema,
        body: ZAskAdvisorRequestSchema.nullish(),
        response: { 202: ZAcceptedResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const outboxId = await askAdvisorForProduct(ctx, request.params.productId, { message: request.body?.message });
      await app.mailer.dispatchAfterCommit([outboxId], ctx.log);
      return reply.status(202).send({ status: 'accepted' as const });
    },
  );
};
