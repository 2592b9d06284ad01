import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import {
  DOCUMENT_MAX_BYTES,
  ERROR_LABELS,
  formatValidationMessage,
  LOAD_ALL_LIMIT,
  ZAdvisorDocumentSchema,
  type TAdvisorDocument,
} from '@emisja/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { requestLanguage } from '../../lib/language.ts';
import { isTotalCountRequested, parseListRequest, replyWithList } from '../../lib/list-query/index.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { loadAdvisorActor } from '../advisors/advisor-actor.ts';
import { errorResponses } from '../auth/request-context.ts';
import { DOCUMENT_LIST } from './documents.repository.ts';
import {
  assertCanManageDocuments,
  deleteAdvisorDocument,
  listAdvisorDocuments,
  openAdvisorDocument,
  unsupportedMediaType,
  uploadAdvisorDocument,
  type DocumentsContext,
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

function sendDocument(
  reply: FastifyReply,
  opened: { document: TAdvisorDocument; content: Readable },
  disposition: 'attachment' | 'inline',
) {
  const { document, content } = opened;
  reply
    .header('content-type', document.mimeType)
    .header('content-length', document.sizeBytes)
    .header('content-disposition', contentDisposition(disposition, document.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  if (disposition === 'inline') reply.header('content-security-policy', PREVIEW_CONTENT_SECURITY_POLICY);
  return reply.send(content);
}

function fileRequired(request: FastifyRequest) {
  const code = 'validation.required';
  return new AppError(400, ERROR_LABELS.validation, {
    violations: [{ propertyPath: 'file', title: formatValidationMessage(code, requestLanguage(request)), code }],
  });
}

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart only for this module's routes. Busboy cuts a file at the limit and reads the rest of the body away, so the
  // client gets the 413 instead of a reset connection.
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 50 },
  });

  const contextOf = (request: FastifyRequest): DocumentsContext => ({ db: app.db, storage: app.storage, log: request.log });
  const actorOf = (request: FastifyRequest) => loadAdvisorActor(app.db, requireAuth(request));

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
      const actor = await actorOf(request);
      const query = parseListRequest(request, DOCUMENT_LIST, { defaultLimit: LOAD_ALL_LIMIT });
      const page = await listAdvisorDocuments(app.db, actor, query, { withTotal: isTotalCountRequested(request) });
      return replyWithList(reply, page);
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
      const actor = await actorOf(request);
      assertCanManageDocuments(actor);
      if (!request.isMultipart()) throw unsupportedMediaType();
      const part = await request.file();
      if (!part || part.fieldname !== 'file') {
        part?.file.resume();
        throw fileRequired(request);
      }
      const document = await uploadAdvisorDocument(
        contextOf(request),
        actor,
        { fileName: part.filename, content: part.file, isTruncated: () => part.file.truncated },
        { ip: request.ip },
      );
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
      const actor = await actorOf(request);
      return sendDocument(
        reply,
        await openAdvisorDocument(contextOf(request), actor, request.params.id, 'download'),
        'attachment',
      );
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
      const actor = await actorOf(request);
      return sendDocument(reply, await openAdvisorDocument(contextOf(request), actor, request.params.id, 'preview'), 'inline');
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
      const actor = await actorOf(request);
      await deleteAdvisorDocument(contextOf(request), actor, request.params.id, { ip: request.ip });
      return reply.status(204).send(null);
    },
  );
};
