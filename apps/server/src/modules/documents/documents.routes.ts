import { DOCUMENT_MAX_BYTES, LOAD_ALL_LIMIT, ZAdvisorDocumentSchema } from '@emisja/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error.ts';
import { isTotalCountRequested, parseListRequest, replyWithList } from '../../lib/list-query/index.ts';
import { readFileUpload, registerFileUploads } from '../../lib/uploads/read-file-upload.ts';
import { sendFile } from '../../lib/uploads/send-file.ts';
import { DOCUMENT_LIST } from './documents.repository.ts';
import {
  assertCanManageDocuments,
  deleteAdvisorDocument,
  listAdvisorDocuments,
  openAdvisorDocument,
  uploadAdvisorDocument,
  type OpenedDocument,
} from './documents.service.ts';

// Documents for advisors (spec section 7; the contract's /api/advisor/advisor/documents rows). Every advisor-panel user of the
// landing page reads them; the admin uploads and deletes. docs/decisions/014-document-storage.md.

const BASE = '/api/advisor/advisor/documents';
const ZDocumentParamsSchema = z.object({ id: z.uuid() });

/**
 * The preview is shown inline, so it gets a policy of its own: `sandbox` makes the response an opaque origin with no
 * scripts, forms or plugins even when opened directly; nothing but its own images and inline styles may load.
 */
const PREVIEW_CONTENT_SECURITY_POLICY =
  "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'";

function sendDocument(reply: FastifyReply, { document, content }: OpenedDocument, disposition: 'attachment' | 'inline') {
  if (disposition === 'inline') reply.header('content-security-policy', PREVIEW_CONTENT_SECURITY_POLICY);
  return sendFile(reply, { ...document, content }, disposition);
}

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart only for this module's routes.
  await registerFileUploads(app, DOCUMENT_MAX_BYTES);

  app.get(
    BASE,
    {
      schema: {
        tags: ['documents'],
        summary:
          'Documents for advisors, newest first (list query: filters[fileName] like; sort createdAt or fileName; ' +
          'default limit 99999; X-Request-Total-Count: true -> X-Total-Count)',
        response: { 200: z.array(ZAdvisorDocumentSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const query = parseListRequest(request, DOCUMENT_LIST, { defaultLimit: LOAD_ALL_LIMIT });
      const withTotal = isTotalCountRequested(request);
      return replyWithList(reply, await listAdvisorDocuments(ctx, await ctx.advisorActor(), query, { withTotal }));
    },
  );

  app.post(
    BASE,
    {
      schema: {
        tags: ['documents'],
        summary: `Uploads a document (admin): multipart/form-data with one part "file", at most ${DOCUMENT_MAX_BYTES} bytes, a PDF, image or office file by its content`,
        consumes: ['multipart/form-data'],
        response: { 201: ZAdvisorDocumentSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const actor = await ctx.advisorActor();
      assertCanManageDocuments(actor);
      const document = await uploadAdvisorDocument(ctx, app.storage, actor, await readFileUpload(request));
      return reply.status(201).send(document);
    },
  );

  app.get(
    `${BASE}/:id/download`,
    {
      schema: {
        tags: ['documents'],
        summary: 'The document as an attachment, with its stored type',
        params: ZDocumentParamsSchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const opened = await openAdvisorDocument(ctx, app.storage, await ctx.advisorActor(), request.params.id, 'download');
      return sendDocument(reply, opened, 'attachment');
    },
  );

  app.get(
    `${BASE}/:id/preview`,
    {
      schema: {
        tags: ['documents'],
        summary: 'The document inline, sandboxed: PDF and images only (others 415)',
        params: ZDocumentParamsSchema,
        response: errorResponses(400, 401, 403, 404, 415),
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const opened = await openAdvisorDocument(ctx, app.storage, await ctx.advisorActor(), request.params.id, 'preview');
      return sendDocument(reply, opened, 'inline');
    },
  );

  app.delete(
    `${BASE}/:id`,
    {
      schema: {
        tags: ['documents'],
        summary: 'Deletes a document and its stored file (admin)',
        params: ZDocumentParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      await deleteAdvisorDocument(ctx, app.storage, await ctx.advisorActor(), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
