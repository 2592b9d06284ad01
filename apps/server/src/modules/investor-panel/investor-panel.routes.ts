import { ZCampaignLanguageQuerySchema, ZInvestorPanelOfferSchema, ZOfferDictionarySchema } from '@emisja/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error.ts';
import { personalDataRoutes } from '../personal-data/personal-data.routes.ts';
import { isTotalCountRequested, parseListRequest, replyWithList } from '../../lib/list-query/index.ts';
import { investorHomeRoutes } from './investor-home.routes.ts';
import { investorOffersRoutes } from './investor-offers.routes.ts';
import { INVESTOR_PANEL_OFFER_LIST } from './investor-panel.repository.ts';
import { listInvestorPanelOffers, offerDictionary } from './investor-panel.service.ts';
import { investorProductsRoutes } from './investor-products.routes.ts';
import { myDataRoutes } from './my-data.routes.ts';

// The investor panel (spec sections 4 and 7, "Investor"; product-decisions section 10; docs/decisions/033): what it loads after
// mount here, the home, offers, products, documents, "my data" and the onboarding in the route files registered below. The
// auth plugin admits only investor-panel access tokens of the host's landing page on /investor-api (an advisor-panel token:
// 403, another landing page's: 401).

export const investorPanelRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(investorHomeRoutes);
  await app.register(investorOffersRoutes);
  await app.register(investorProductsRoutes);
  await app.register(myDataRoutes);
  // The investor's export, and the admin's export and erasure of an investor (docs/decisions/049).
  await app.register(personalDataRoutes);

  app.get(
    '/investor-api/dictionary',
    {
      schema: {
        tags: ['investor'],
        summary: 'Option lists of the investor panel (the same as /public-api/campaign-offer/dictionary)',
        response: { 200: ZOfferDictionarySchema, ...errorResponses(401, 403, 404) },
      },
    },
    async () => offerDictionary(),
  );

  app.get(
    '/investor-api/offers',
    {
      schema: {
        tags: ['investor'],
        summary:
          "The caller's own offers on this landing page, newest status date first (limit (default 20), offset; " +
          'X-Request-Total-Count: true -> X-Total-Count; ?language=pl|en for campaign names)',
        querystring: ZCampaignLanguageQuerySchema,
        response: { 200: z.array(ZInvestorPanelOfferSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const query = parseListRequest(request, INVESTOR_PANEL_OFFER_LIST);
      const page = await listInvestorPanelOffers(request.ctx, query, {
        language: request.query.language,
        withTotal: isTotalCountRequested(request),
      });
      return replyWithList(reply, page);
    },
  );
};
