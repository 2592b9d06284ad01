import {
  ERROR_LABELS,
  LANGUAGES,
  type Language,
  PAYMENT_CONFIRMATION_MAX_BYTES,
  ZAcceptOfferRequestSchema,
  ZCampaignLanguageQuerySchema,
  ZOfferAttachmentSchema,
  ZOfferDictionarySchema,
  ZOfferPdfBodySchema,
  ZPublicOfferSchema,
} from '@emisja/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorResponses } from '../../lib/app-error.ts';
import { readFileUpload, registerFileUploads } from '../../lib/uploads/read-file-upload.ts';
import { sendFile } from '../../lib/uploads/send-file.ts';
import { hashSecret } from '../../lib/secrets.ts';
import {
  acceptPublicOffer,
  assertUploadAllowed,
  moveOffer,
  offerDictionary,
  openPublicOffer,
  publicOfferPdf,
  uploadPaymentConfirmation,
} from './public-offer.service.ts';

// The public offer page's calls (spec section 7 "Public"; issue 5; docs/decisions/018-public-offer-page-server.md): no login,
// the offer link's secret in the path. Unknown secret 404 (error.tokenInactive), finished offer or ended campaign 410
// (error.offerOutOfDate), an action the status does not allow 409 (error.offerInvalidTransition).

const BASE = '/public-api/campaign-offer';

/** The secret of an offer link (43 base64url characters as issued); anything else simply matches no offer. */
const ZTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** The actions' answers: `?language=` when given, else the caller's language (Accept-Language, then the landing page's). */
const ZActionQuerySchema = z.object({ language: z.enum(LANGUAGES, { error: 'validation.invalid' }).optional() });

/** Uploads per offer link and window: enough for a few retries and several files, not for filling the disk. */
const UPLOADS_PER_TOKEN = 20;
const UPLOAD_WINDOW = '1 hour';

/**
 * PDFs per window (issue 17, item 10): each costs 0.7-2.4 s of CPU, so a client IP and an offer link get a few dozen, not a
 * flood. Two limiters with their own counters (as modules/auth/rate-limits.ts): per client IP (request.ip honours
 * X-Forwarded-For only with TRUST_PROXY) and per link (its hash, on this landing page), whatever IP asks.
 */
export const PDF_LIMITS = { windowSeconds: 600, ipMax: 30, tokenMax: 10 } as const;

function pdfRateLimits(app: FastifyInstance) {
  const timeWindow = PDF_LIMITS.windowSeconds * 1000;
  const checks = [
    app.createRateLimit({ max: PDF_LIMITS.ipMax, timeWindow, keyGenerator: (request) => `offer-pdf-ip:${request.ip}` }),
    app.createRateLimit({
      max: PDF_LIMITS.tokenMax,
      timeWindow,
      keyGenerator: (request) =>
        `offer-pdf:${request.landing?.id ?? ''}:${hashSecret((request.params as { token?: string }).token ?? '')}`,
    }),
  ];
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new AppError(ERROR_LABELS.tooManyRequests);
      }
    }
  };
}

export const publicOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart only for this module's routes; busboy cuts the file at the limit and reads the rest away (then 413).
  await registerFileUploads(app, PAYMENT_CONFIRMATION_MAX_BYTES);

  const actionLanguage = (request: FastifyRequest, queryLanguage: Language | undefined) => queryLanguage ?? request.ctx.language;

  app.get(
    `${BASE}/dictionary`,
    {
      schema: {
        tags: ['public-offer'],
        summary: 'Option lists of the public offer page: currencies, offer status labels (pl, en), upload types and size',
        response: { 200: ZOfferDictionarySchema },
      },
    },
    async () => offerDictionary(),
  );

  app.get(
    `${BASE}/:token`,
    {
      schema: {
        tags: ['public-offer'],
        summary:
          'The offer of the link (no login; ?language=pl|en, PL by default). The first open moves it from invited to ' +
          'viewed. 404 unknown link, 410 offer finished or campaign ended',
        params: ZTokenParamsSchema,
        querystring: ZCampaignLanguageQuerySchema,
        response: { 200: ZPublicOfferSchema, ...errorResponses(400, 404, 410) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return openPublicOffer(request.ctx, app.kyc, request.params.token, request.query.language);
    },
  );

  const transitionRoute = (path: 'interest' | 'decline', action: 'markInterest' | 'decline', summary: string) =>
    app.patch(
      `${BASE}/:token/${path}`,
      {
        schema: {
          tags: ['public-offer'],
          summary: `${summary}; 409 from another status, 404 unknown link, 410 offer finished or campaign ended`,
          params: ZTokenParamsSchema,
          querystring: ZActionQuerySchema,
          response: { 200: ZPublicOfferSchema, ...errorResponses(400, 404, 409, 410) },
        },
      },
      async (request) =>
        moveOffer(request.ctx, app.kyc, request.params.token, action, actionLanguage(request, request.query.language)),
    );
  transitionRoute('interest', 'markInterest', '"I\'m interested": viewed -> interested');
  transitionRoute('decline', 'decline', 'The investor declines: invited, viewed or interested -> declined');

  app.patch(
    `${BASE}/:token/accept`,
    {
      schema: {
        tags: ['public-offer'],
        summary:
          'Accepts the offer (interested -> accepted) with the investment value: 422 below the minimum, above the maximum ' +
          'or not a multiple of the step (the limit formatted in the message); agreement date today; consents recorded; ' +
          'confirmation e-mails to the investor and the owner advisor',
        params: ZTokenParamsSchema,
        querystring: ZActionQuerySchema,
        body: ZAcceptOfferRequestSchema,
        response: { 200: ZPublicOfferSchema, ...errorResponses(400, 404, 409, 410, 422) },
      },
    },
    async (request) => {
      const { ctx } = request;
      const language = actionLanguage(request, request.query.language);
      const { offer, outboxIds } = await acceptPublicOffer(ctx, app.kyc, request.params.token, request.body, language);
      await app.mailer.dispatchAfterCommit(outboxIds, ctx.log);
      return offer;
    },
  );

  app.post(
    `${BASE}/:token/upload`,
    {
      config: {
        rateLimit: {
          max: UPLOADS_PER_TOKEN,
          timeWindow: UPLOAD_WINDOW,
          keyGenerator: (request: FastifyRequest) =>
            `offer-upload:${request.landing?.id ?? ''}:${hashSecret((request.params as { token?: string }).token ?? '')}`,
        },
      },
      schema: {
        tags: ['public-offer'],
        summary:
          `Uploads a payment confirmation (offer accepted or active, else 409): multipart/form-data with one part "file", ` +
          `at most ${PAYMENT_CONFIRMATION_MAX_BYTES} bytes (413), a PDF, PNG or JPEG by its content (415)`,
        consumes: ['multipart/form-data'],
        params: ZTokenParamsSchema,
        response: { 201: ZOfferAttachmentSchema, ...errorResponses(400, 404, 409, 410, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      await assertUploadAllowed(ctx, request.params.token);
      const upload = await readFileUpload(request);
      return reply.status(201).send(await uploadPaymentConfirmation(ctx, app.storage, request.params.token, upload));
    },
  );

  app.post(
    `${BASE}/:token/pdf`,
    {
      onRequest: pdfRateLimits(app),
      schema: {
        tags: ['public-offer'],
        summary:
          'The offer and subscription form as a PDF (attachment), rendered from the offer data in the requested language ' +
          "(body {language?}, else the caller's). 404 unknown link, 410 offer finished or campaign ended",
        params: ZTokenParamsSchema,
        body: ZOfferPdfBodySchema,
        response: errorResponses(400, 404, 410, 429),
      },
    },
    async (request, reply) => {
      const language = request.body?.language ?? request.ctx.language;
      const { bytes, fileName } = await publicOfferPdf(request.ctx, request.params.token, language);
      return sendFile(reply, { mimeType: 'application/pdf', fileName, content: bytes });
    },
  );
};
