import {
  ZCampaignCreateRequestSchema,
  ZCampaignLanguageQuerySchema,
  ZCampaignPreviewSchema,
  ZCampaignSchema,
  ZCampaignUpdateRequestSchema,
  ZProductInputSchema,
} from '@emisja/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, tokenInactive } from '../../lib/app-error.ts';
import { hashSecret } from '../../lib/secrets.ts';
import { sendFile } from '../../lib/uploads/send-file.ts';
import type { OpenedAsset } from '../assets/assets.service.ts';
import { readOffer } from '../offers/offer-lifecycle.service.ts';
import {
  addProduct,
  createCampaign,
  deactivateCampaign,
  previewCampaign,
  updateCampaign,
  updateProduct,
} from './campaign-admin.service.ts';
import {
  openCampaignDocumentForAdvisor,
  openCampaignDocumentForInvestor,
  openCampaignDocumentOfOffer,
} from './campaign-documents.service.ts';
import { requireSession } from '../../lib/request-context.ts';

// The issuer's back office for campaigns (issue 14; product-decisions section 11; docs/decisions/035-back-office.md) and the
// campaign documents of every reader. Writes are the admin's (advisors and coordinators: 403). `?language=` chooses the
// language of the texts in the answer, as on the read endpoints.

const ZIdParamsSchema = z.object({ id: z.uuid() });
const ZDocumentParamsSchema = z.object({ id: z.uuid(), documentId: z.uuid() });
const ZTokenDocumentParamsSchema = z.object({ token: z.string().min(1).max(200), documentId: z.uuid() });
const WRITE_ERRORS = errorResponses(400, 401, 403, 404);

function sendDocument(reply: FastifyReply, { asset, content }: OpenedAsset) {
  return sendFile(reply, { mimeType: asset.mimeType, fileName: asset.fileName, sizeBytes: asset.sizeBytes, content });
}

export const campaignAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/advisor/campaign',
    {
      schema: {
        tags: ['back-office'],
        summary:
          'Creates a campaign with its translations, documents and products in one transaction (admin). The body is the ' +
          'shape GET /api/advisor/campaign/{id} answers without ids and computed fields, so GET + POST copies a campaign',
        querystring: ZCampaignLanguageQuerySchema,
        body: ZCampaignCreateRequestSchema,
        response: { 201: ZCampaignSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const campaign = await createCampaign(ctx, await ctx.advisorActor(), request.body, request.query.language);
      return reply.status(201).send(campaign);
    },
  );

  app.put(
    '/api/advisor/campaign/:id',
    {
      schema: {
        tags: ['back-office'],
        summary:
          "Replaces a campaign's fields, translations and documents (admin); products are saved on their own endpoints. " +
          'The currency is fixed once an offer was accepted (400 on currency)',
        params: ZIdParamsSchema,
        querystring: ZCampaignLanguageQuerySchema,
        body: ZCampaignUpdateRequestSchema,
        response: { 200: ZCampaignSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const { ctx } = request;
      return updateCampaign(ctx, await ctx.advisorActor(), request.params.id, request.body, request.query.language);
    },
  );

  app.patch(
    '/api/advisor/campaign/:id/deactivate',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Switches a campaign off (admin): state inactive, no invitations, hidden from advisors',
        params: ZIdParamsSchema,
        querystring: ZCampaignLanguageQuerySchema,
        response: { 200: ZCampaignSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const { ctx } = request;
      return deactivateCampaign(ctx, await ctx.advisorActor(), request.params.id, request.query.language);
    },
  );

  app.post(
    '/api/advisor/campaign/:id/product',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Adds a product (series) to a campaign (admin); answers the campaign',
        params: ZIdParamsSchema,
        querystring: ZCampaignLanguageQuerySchema,
        body: ZProductInputSchema,
        response: { 201: ZCampaignSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const campaign = await addProduct(ctx, await ctx.advisorActor(), request.params.id, request.body, request.query.language);
      return reply.status(201).send(campaign);
    },
  );

  app.put(
    '/api/advisor/product/:id',
    {
      schema: {
        tags: ['back-office'],
        summary:
          "Replaces a product's code and limits (admin); new limits apply to offers not yet accepted. Answers the campaign",
        params: ZIdParamsSchema,
        querystring: ZCampaignLanguageQuerySchema,
        body: ZProductInputSchema,
        response: { 200: ZCampaignSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const { ctx } = request;
      return updateProduct(ctx, await ctx.advisorActor(), request.params.id, request.body, request.query.language);
    },
  );

  app.get(
    '/api/advisor/campaign/:id/preview',
    {
      schema: {
        tags: ['back-office'],
        summary: "The public offer page's presentation of the campaign and its first product, as an investor sees it (admin)",
        params: ZIdParamsSchema,
        querystring: ZCampaignLanguageQuerySchema,
        response: { 200: ZCampaignPreviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { ctx } = request;
      return previewCampaign(ctx, await ctx.advisorActor(), request.params.id, request.query.language);
    },
  );

  app.get(
    '/api/advisor/campaign/:id/document/:documentId',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'A document of a campaign the caller sees, as an attachment',
        params: ZDocumentParamsSchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const { id, documentId } = request.params;
      return sendDocument(
        reply,
        await openCampaignDocumentForAdvisor(ctx, app.storage, await ctx.advisorActor(), id, documentId),
      );
    },
  );

  app.get(
    '/public-api/campaign-offer/:token/document/:documentId',
    {
      schema: {
        tags: ['public-offer'],
        summary: "A document of the offer's campaign (no login; the link's secret). 404 unknown link or document",
        params: ZTokenDocumentParamsSchema,
        response: errorResponses(400, 404),
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const offer = await readOffer(ctx.db, ctx.landing.id, { tokenHash: hashSecret(request.params.token) });
      if (!offer) throw tokenInactive();
      return sendDocument(reply, await openCampaignDocumentOfOffer(ctx, app.storage, offer, request.params.documentId));
    },
  );

  app.get(
    '/investor-api/campaign/:id/document/:documentId',
    {
      schema: {
        tags: ['investor'],
        summary: 'A document of a campaign the investor has an offer of; 404 for any other campaign',
        params: ZDocumentParamsSchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const { id, documentId } = request.params;
      const session = requireSession(ctx);
      return sendDocument(reply, await openCampaignDocumentForInvestor(ctx, app.storage, session.userId, id, documentId));
    },
  );
};
