import {
  LOAD_ALL_LIMIT,
  SETTLEMENT_PDF_MAX_BYTES,
  ZSettlementAccountingSchema,
  ZSettlementDocumentInputSchema,
  ZSettlementDocumentSchema,
  ZVatWhitelistRequestSchema,
  ZVatWhitelistResultSchema,
} from '@emisja/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error.ts';
import { isTotalCountRequested, parseListRequest, replyWithList } from '../../lib/list-query/index.ts';
import { readFileUpload, registerFileUploads } from '../../lib/uploads/read-file-upload.ts';
import { sendFile } from '../../lib/uploads/send-file.ts';
import { SETTLEMENT_LIST } from './settlements.repository.ts';
import {
  assertCanAttachPdf,
  attachSettlementPdf,
  checkCounterpartyInWhitelist,
  createSettlementDocument,
  exportSettlementDocuments,
  listSettlementDocuments,
  openSettlementPdf,
  readSettlementDocument,
  updateSettlementDocumentAccounting,
  updateSettlementDocumentFields,
} from './settlements.service.ts';

// Settlement documents (issue 15; product-decisions section 11; docs/decisions/047): the advisor's commission invoices,
// corrections and bills. Advisors see their own, coordinators also those of the advisors of the networks they coordinate
// (read only), the admin all of the landing page; anything else is a 404.

const BASE = '/api/advisor/settlement-documents';
const ZParamsSchema = z.object({ id: z.uuid() });

const LIST_QUERY =
  'filters[documentNumber|counterPartyName|counterPartyTin][operator]=like|leq, filters[advisor][operator]=like, ' +
  'filters[type|paymentMethod|paymentStatus|currency][operator]=in, filters[issueDate|paymentDate|additionDate][operator]=gte|lte, ' +
  'filters[issueDateFrom][operator]=gte, filters[issueDateTo][operator]=lte; sort=additionDate|issueDate|paymentDate|' +
  'documentNumber|counterPartyName|advisor|type|paymentStatus|currency|amount, order=asc|desc (newest first by default)';

export const settlementsRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerFileUploads(app, SETTLEMENT_PDF_MAX_BYTES);

  app.get(
    BASE,
    {
      schema: {
        tags: ['settlements'],
        summary: `Settlement documents the caller sees. ${LIST_QUERY}; limit, offset; X-Request-Total-Count: true -> X-Total-Count`,
        response: { 200: z.array(ZSettlementDocumentSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const query = parseListRequest(request, SETTLEMENT_LIST);
      const page = await listSettlementDocuments(ctx, await ctx.advisorActor(), query, {
        withTotal: isTotalCountRequested(request),
      });
      return replyWithList(reply, page);
    },
  );

  app.get(
    `${BASE}.csv`,
    {
      schema: {
        tags: ['settlements'],
        summary: `The settlement documents the filters select, as CSV (formulas defused). ${LIST_QUERY}`,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const query = parseListRequest(request, SETTLEMENT_LIST, { defaultLimit: LOAD_ALL_LIMIT });
      const csv = await exportSettlementDocuments(ctx, await ctx.advisorActor(), query);
      return sendFile(reply, { mimeType: 'text/csv; charset=utf-8', fileName: 'settlements.csv', content: Buffer.from(csv) });
    },
  );

  app.post(
    BASE,
    {
      schema: {
        tags: ['settlements'],
        summary: "Registers the caller's settlement document (glAccount and costCenter: admins only, else 403); then PUT .../pdf",
        body: ZSettlementDocumentInputSchema,
        response: { 201: ZSettlementDocumentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const document = await createSettlementDocument(ctx, await ctx.advisorActor(), request.body);
      return reply.status(201).send(document);
    },
  );

  app.post(
    `${BASE}/vat-whitelist`,
    {
      schema: {
        tags: ['settlements'],
        summary:
          "The counterparty's NIP and bank account in the VAT white list: name, VAT status, account assigned (name null: " +
          'not in the list; 503 error.registerUnavailable when the list does not answer)',
        body: ZVatWhitelistRequestSchema,
        response: { 200: ZVatWhitelistResultSchema, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const { ctx } = request;
      await ctx.advisorActor();
      return checkCounterpartyInWhitelist(ctx, app.kyc.registers.vatWhitelist, request.body);
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      schema: {
        tags: ['settlements'],
        summary: 'One settlement document the caller sees',
        params: ZParamsSchema,
        response: { 200: ZSettlementDocumentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { ctx } = request;
      return readSettlementDocument(ctx, await ctx.advisorActor(), request.params.id);
    },
  );

  app.put(
    `${BASE}/:id`,
    {
      schema: {
        tags: ['settlements'],
        summary: 'Edits the document: its owner while unpaid (others who see it 403, paid 409)',
        params: ZParamsSchema,
        body: ZSettlementDocumentInputSchema,
        response: { 200: ZSettlementDocumentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { ctx } = request;
      return updateSettlementDocumentFields(ctx, await ctx.advisorActor(), request.params.id, request.body);
    },
  );

  app.patch(
    `${BASE}/:id/accounting`,
    {
      schema: {
        tags: ['settlements'],
        summary: 'The GL account, cost centre and payment status (admins; others 403)',
        params: ZParamsSchema,
        body: ZSettlementAccountingSchema,
        response: { 200: ZSettlementDocumentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { ctx } = request;
      return updateSettlementDocumentAccounting(ctx, await ctx.advisorActor(), request.params.id, request.body);
    },
  );

  app.put(
    `${BASE}/:id/pdf`,
    {
      schema: {
        tags: ['settlements'],
        summary: `Attaches or replaces the PDF (owner while unpaid): multipart/form-data with one part "file", a PDF by its content (else 415), at most ${SETTLEMENT_PDF_MAX_BYTES} bytes`,
        params: ZParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: ZSettlementDocumentSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const { ctx } = request;
      const actor = await ctx.advisorActor();
      await assertCanAttachPdf(ctx, actor, request.params.id);
      return attachSettlementPdf(ctx, app.storage, actor, request.params.id, await readFileUpload(request));
    },
  );

  app.get(
    `${BASE}/:id/pdf`,
    {
      schema: {
        tags: ['settlements'],
        summary: 'The PDF as an attachment (404 when none)',
        params: ZParamsSchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const pdf = await openSettlementPdf(ctx, app.storage, await ctx.advisorActor(), request.params.id);
      return sendFile(reply, pdf, 'attachment');
    },
  );
};
