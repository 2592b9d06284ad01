import {
  LANGUAGES,
  PAYMENT_CONFIRMATION_MAX_BYTES,
  ZAcceptOfferRequestSchema,
  ZInvestorOfferSchema,
  ZOfferAttachmentSchema,
  ZOfferPdfBodySchema,
  type Language,
} from '@emisja/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error.ts';
import { readFileUpload, registerFileUploads } from '../../lib/uploads/read-file-upload.ts';
import { sendFile } from '../../lib/uploads/send-file.ts';
import {
  acceptMyOffer,
  assertMyUploadAllowed,
  moveMyOffer,
  myOfferPdf,
  openMyOffer,
  openMyOfferAttachment,
  uploadMyPaymentConfirmation,
} from './investor-offers.service.ts';

// The investor's own offer by id (spec section 7 "Investor"; product-decisions sections 3 and 10;
// docs/decisions/033-investor-panel-server.md): the public offer page's actions with the session instead of the link. Another
// investor's offer (or an unknown one) is 404 error.notFound; an advisor token 403, another landing page's 401 (auth plugin).
// A finished offer or an ended campaign refuses the actions with 410 as the link does; the page and the PDF stay available.

const BASE = '/investor-api/offer/:offerId';
const ZOfferParamsSchema = z.object({ offerId: z.uuid() });
/** `?language=pl|en`: the campaign texts of the answer and the investor's e-mail; the caller's language when absent. */
const ZLanguageQuerySchema = z.object({ language: z.enum(LANGUAGES, { error: 'validation.invalid' }).optional() });

/** Uploads per offer and hour, as on the public page. */
const UPLOADS_PER_OFFER = 20;

export const investorOffersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart only for this plugin's routes, with the public page's size limit.
  await registerFileUploads(app, PAYMENT_CONFIRMATION_MAX_BYTES);

  const languageOf = (request: FastifyRequest, query: Language | undefined) => query ?? request.ctx.language;

  app.get(
    BASE,
    {
      schema: {
        tags: ['investor'],
        summary:
          "The caller's offer as the public offer page presents it, with its id and investment; the first open moves it " +
          'from invited to viewed',
        params: ZOfferParamsSchema,
        querystring: ZLanguageQuerySchema,
        response: { 200: ZInvestorOfferSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return openMyOffer(request.ctx, request.params.offerId, languageOf(request, request.query.language));
    },
  );

  const transitionRoute = (path: 'interest' | 'decline', action: 'markInterest' | 'decline', summary: string) =>
    app.patch(
      `${BASE}/${path}`,
      {
        schema: {
          tags: ['investor'],
          summary: `${summary}; 409 from another status, 410 offer finished or campaign ended, 404 not the caller's`,
          params: ZOfferParamsSchema,
          querystring: ZLanguageQuerySchema,
          response: { 200: ZInvestorOfferSchema, ...errorResponses(400, 401, 403, 404, 409, 410) },
        },
      },
      async (request) => moveMyOffer(request.ctx, request.params.offerId, action, languageOf(request, request.query.language)),
    );
  transitionRoute('interest', 'markInterest', '"I\'m interested": viewed -> interested');
  transitionRoute('decline', 'decline', 'The investor declines: invited, viewed or interested -> declined');

  app.patch(
    `${BASE}/accept`,
    {
      schema: {
        tags: ['investor'],
        summary:
          'Accepts the offer (interested -> accepted) exactly as the public page does: 422 below the minimum, above the ' +
          'maximum or not a multiple of the step (the limit in the message); consents recorded; e-mails to both sides',
        params: ZOfferParamsSchema,
        querystring: ZLanguageQuerySchema,
        body: ZAcceptOfferRequestSchema,
        response: { 200: ZInvestorOfferSchema, ...errorResponses(400, 401, 403, 404, 409, 410, 422) },
      },
    },
    async (request) => {
      const { ctx } = request;
      const language = languageOf(request, request.query.language);
      const { offer, outboxIds } = await acceptMyOffer(ctx, request.params.offerId, request.body, language);
      await app.mailer.dispatchAfterCommit(outboxIds, ctx.log);
      return offer;
    },
  );

  app.post(
    `${BASE}/upload`,
    {
      config: {
        rateLimit: {
          max: UPLOADS_PER_OFFER,
          timeWindow: '1 hour',
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) =>
            `panel-offer-upload:${request.ctx.landing.id}:${(request.params as { offerId?: string }).offerId ?? ''}`,
        },
      },
      schema: {
        tags: ['investor'],
        summary:
          'Uploads a payment confirmation (offer accepted or active, else 409) as the public page does: multipart ' +
          `"file", at most ${PAYMENT_CONFIRMATION_MAX_BYTES} bytes (413), a PDF, PNG or JPEG by its content (415)`,
        consumes: ['multipart/form-data'],
        params: ZOfferParamsSchema,
        response: { 201: ZOfferAttachmentSchema, ...errorResponses(400, 401, 403, 404, 409, 410, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      await assertMyUploadAllowed(ctx, request.params.offerId);
      const upload = await readFileUpload(request);
      return reply.status(201).send(await uploadMyPaymentConfirmation(ctx, app.storage, request.params.offerId, upload));
    },
  );

  app.post(
    `${BASE}/pdf`,
    {
      schema: {
        tags: ['investor'],
        summary:
          "The offer and subscription form as a PDF (the public page's), in the requested language (body {language?}, " +
          "else the caller's), for any of the caller's offers",
        params: ZOfferParamsSchema,
        body: ZOfferPdfBodySchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const language = request.body?.language ?? request.ctx.language;
      const { bytes, fileName } = await myOfferPdf(request.ctx, request.params.offerId, language);
      return sendFile(reply, { mimeType: 'application/pdf', fileName, content: bytes });
    },
  );

  app.get(
    `${BASE}/attachment/:attachmentId`,
    {
      schema: {
        tags: ['investor'],
        summary: "A payment confirmation the caller uploaded to their offer, as an attachment; another offer's file: 404",
        params: z.object({ offerId: z.uuid(), attachmentId: z.uuid() }),
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { attachment, content } = await openMyOfferAttachment(request.ctx, app.storage, request.params);
      return sendFile(reply, { ...attachment, content });
    },
  );
};
