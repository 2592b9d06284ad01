import { ZCampaignChoiceSchema, ZCampaignLanguageQuerySchema, ZCampaignSchema, ZProductDetailSchema } from '@emisja/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.ts';
import { requireLanding } from '../../plugins/tenant.ts';
import { loadAdvisorActor } from '../advisors/advisor-actor.ts';
import { errorResponses } from '../auth/request-context.ts';
import { getCampaign, getProduct, listCampaignChoices, listCampaigns, type CampaignPlaceholders } from './campaigns.service.ts';

// Campaigns for the advisor panel (spec section 7, "Campaigns and investors" and "Advisor" tables). Every active advisor of
// the landing page reads them (product-decisions section 2). The offers of a campaign and the invitation live in the offers
// module (offers.routes.ts).

const ZIdParamsSchema = z.object({ id: z.uuid() });

export const campaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  const actorOf = (request: FastifyRequest) => loadAdvisorActor(app.db, requireAuth(request));

  /** The landing page's placeholder images; the admin configuration overrides the white-label ones. */
  const placeholdersOf = async (request: FastifyRequest): Promise<CampaignPlaceholders> => {
    const landing = requireLanding(request);
    const [whiteLabel, admin] = await Promise.all([
      app.tenantConfiguration.getWhiteLabel(landing),
      app.tenantConfiguration.getAdminConfiguration(landing),
    ]);
    return {
      debt: admin.debtPlaceholder ?? whiteLabel.configuration.debtPlaceholder,
      equity: admin.equityPlaceholder ?? whiteLabel.configuration.equityPlaceholder,
    };
  };

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
    async (request) => {
      const actor = await actorOf(request);
      return listCampaigns(app.db, actor.landingPageId, request.query, await placeholdersOf(request));
    },
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
    async (request) => {
      const actor = await actorOf(request);
      return getCampaign(app.db, actor.landingPageId, request.params.id, request.query, await placeholdersOf(request));
    },
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
    async (request) => {
      const actor = await actorOf(request);
      return listCampaignChoices(app.db, actor.landingPageId, request.query);
    },
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
    async (request) => {
      const actor = await actorOf(request);
      return getProduct(app.db, actor.landingPageId, request.params.id, request.query);
    },
  );
};
