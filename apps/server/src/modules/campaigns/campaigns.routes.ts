import { ZCampaignChoiceSchema, ZCampaignLanguageQuerySchema, ZCampaignSchema, ZProductDetailSchema } from '@emisja/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error.ts';
import { getCampaign, getProduct, listCampaignChoices, listCampaigns } from './campaigns.service.ts';

// Campaigns for the advisor panel (spec section 7, "Campaigns and investors" and "Advisor" tables). Every active advisor of
// the landing page reads them (product-decisions section 2). The offers of a campaign and the invitation live in the offers
// module (offers.routes.ts).

const ZIdParamsSchema = z.object({ id: z.uuid() });

export const campaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/advisor/campaigns',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Campaigns of the landing page, running ones first (?language=pl|en, default pl)',
        querystring: ZCampaignLanguageQuerySchema,
        response: { 200: z.array(ZCampaignSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listCampaigns(request.ctx, await request.ctx.advisorActor(), request.query),
  );

  app.get(
    '/api/advisor/campaign/:id',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'One campaign with its translations and products (?language=pl|en, default pl)',
        params: ZIdParamsSchema,
        querystring: ZCampaignLanguageQuerySchema,
        response: { 200: ZCampaignSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getCampaign(request.ctx, await request.ctx.advisorActor(), request.params.id, request.query),
  );

  app.get(
    '/api/advisor/campaign-choices',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Campaigns and their products for selects and filters (?language=pl|en, default pl)',
        querystring: ZCampaignLanguageQuerySchema,
        response: { 200: z.array(ZCampaignChoiceSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listCampaignChoices(request.ctx, await request.ctx.advisorActor(), request.query),
  );

  app.get(
    '/api/advisor/product/:id',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'One product (series) with its offer parameters and its campaign (?language=pl|en, default pl)',
        params: ZIdParamsSchema,
        querystring: ZCampaignLanguageQuerySchema,
        response: { 200: ZProductDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getProduct(request.ctx, await request.ctx.advisorActor(), request.params.id, request.query),
  );
};
