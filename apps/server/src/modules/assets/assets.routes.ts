import {
  ZAssetSchema,
  ZAssetUploadQuerySchema,
  ZBrandingAssetUploadQuerySchema,
  CAMPAIGN_DOCUMENT_MAX_BYTES,
  type TAssetKind,
} from '@emisja/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error.ts';
import { readFileUpload, registerFileUploads } from '../../lib/uploads/read-file-upload.ts';
import { sendFile } from '../../lib/uploads/send-file.ts';
import { requireAdmin } from '../advisors/advisor-actor.service.ts';
import { assetMaxBytes, openAdvisorAsset, openPublicAsset, uploadAsset, type OpenedAsset } from './assets.service.ts';

// Uploads of the issuer's back office and the public URL of its images (issue 14; docs/decisions/035-back-office.md).

const ZAssetParamsSchema = z.object({ id: z.uuid() });

/**
 * Public images are cached a year (an asset's bytes never change: a new upload is a new id) and never sniffed; an SVG gets a
 * policy that forbids scripts and any load even when opened directly.
 */
const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function sendPublicAsset(reply: FastifyReply, { asset, content }: OpenedAsset) {
  if (asset.mimeType === 'image/svg+xml') reply.header('content-security-policy', SVG_CONTENT_SECURITY_POLICY);
  return reply
    .header('content-type', asset.mimeType)
    .header('content-length', asset.sizeBytes)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('cross-origin-resource-policy', 'same-site')
    .send(content);
}

export const assetsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart only for this module's routes, cut at the largest kind's limit; each kind is cut at its own when read.
  await registerFileUploads(app, CAMPAIGN_DOCUMENT_MAX_BYTES);

  const upload = async (request: FastifyRequest, reply: FastifyReply, kind: TAssetKind) => {
    const { ctx } = request;
    const actor = await ctx.advisorActor();
    // Before the body is read: a plain advisor's upload is refused without storing anything.
    requireAdmin(actor);
    const file = await readFileUpload(request, { maxBytes: assetMaxBytes(kind) });
    return reply.status(201).send(await uploadAsset(ctx, app.storage, actor, kind, file));
  };

  app.post(
    '/api/advisor/asset',
    {
      schema: {
        tags: ['back-office'],
        summary:
          'Uploads an asset (admin): ?kind=logo|favicon|background (PNG, JPEG, WEBP, SVG cleaned; 2 MiB), campaign-cover ' +
          '(PNG, JPEG, WEBP; 5 MiB) or campaign-document (PDF; 20 MiB); multipart with one part "file"; type by content',
        querystring: ZAssetUploadQuerySchema,
        consumes: ['multipart/form-data'],
        response: { 201: ZAssetSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => upload(request, reply, request.query.kind),
  );

  app.post(
    '/api/advisor/white-label/asset',
    {
      schema: {
        tags: ['back-office'],
        summary:
          'Uploads a branding image (admin): ?kind=logo|favicon|background; PNG, JPEG, WEBP or SVG (scripts, event ' +
          'handlers, javascript: URLs and external references removed); at most 2 MiB; then set its url in the configuration',
        querystring: ZBrandingAssetUploadQuerySchema,
        consumes: ['multipart/form-data'],
        response: { 201: ZAssetSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => upload(request, reply, request.query.kind),
  );

  app.get(
    '/public-api/asset/:id',
    {
      schema: {
        tags: ['public'],
        summary: 'A public image of the landing page (logo, favicon, background, campaign cover), cached a year',
        params: ZAssetParamsSchema,
        response: errorResponses(400, 404),
      },
    },
    async (request, reply) => sendPublicAsset(reply, await openPublicAsset(request.ctx, app.storage, request.params.id)),
  );

  app.get(
    '/api/advisor/asset/:id',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Any asset of the landing page, as an attachment (advisor panel)',
        params: ZAssetParamsSchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const { asset, content } = await openAdvisorAsset(ctx, app.storage, await ctx.advisorActor(), request.params.id);
      return sendFile(reply, { ...asset, content }, 'attachment');
    },
  );
};
