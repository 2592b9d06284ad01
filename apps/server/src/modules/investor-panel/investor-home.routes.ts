import {
  LANGUAGES,
  ZInvestorDocumentSchema,
  ZInvestorInvestmentRowSchema,
  ZInvestorInvestmentSchema,
  ZInvestorSummarySchema,
} from '@emisja/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error.ts';
import { sendFile } from '../../lib/uploads/send-file.ts';
import {
  getInvestorSummary,
  getMyInvestment,
  getMyScheduleFile,
  listMyDocuments,
  listMyInvestments,
} from './investor-home.service.ts';

// The investor's home (product-decisions section 10; docs/decisions/033-investor-panel-server.md): summary, investments and
// their schedules, documents. Authenticated as investor-panel by the auth plugin (an advisor token 403, another landing
// page's 401); another investor's investment is 404.

/** `?language=pl|en`: the language of campaign names and files; the caller's (Accept-Language, then the landing's) when absent. */
export const ZPanelLanguageQuerySchema = z.object({
  language: z.enum(LANGUAGES, { error: 'validation.invalid' }).optional(),
});

const ZInvestmentParamsSchema = z.object({ investmentId: z.uuid() });

export const investorHomeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/investor-api/investor/summary',
    {
      schema: {
        tags: ['investor'],
        summary:
          'Per currency: principal still invested in active investments, interest paid (net, gross) and still due (gross, ' +
          'net), the next payment; payments per month (paid, scheduled; net + principal); offer counts per status; KYC state',
        querystring: ZPanelLanguageQuerySchema,
        response: { 200: ZInvestorSummarySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getInvestorSummary(request.ctx, request.query.language ?? request.ctx.language),
  );

  app.get(
    '/investor-api/investments',
    {
      schema: {
        tags: ['investor'],
        summary: "The caller's investments on this landing page: active first, newest start first",
        querystring: ZPanelLanguageQuerySchema,
        response: { 200: z.array(ZInvestorInvestmentRowSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listMyInvestments(request.ctx, request.query.language ?? request.ctx.language),
  );

  app.get(
    '/investor-api/investment/:investmentId',
    {
      schema: {
        tags: ['investor'],
        summary:
          'One investment of the caller with its campaign and product (as the offer page shows them), the advisor and the ' +
          "payment schedule (a row past its payment date and not paid reads unpaid); another investor's: 404",
        params: ZInvestmentParamsSchema,
        querystring: ZPanelLanguageQuerySchema,
        response: { 200: ZInvestorInvestmentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getMyInvestment(request.ctx, request.params.investmentId, request.query.language ?? request.ctx.language),
  );

  const scheduleFileRoute = (format: 'csv' | 'ics', summary: string) =>
    app.get(
      `/investor-api/investment/:investmentId/schedule.${format}`,
      {
        schema: {
          tags: ['investor'],
          summary,
          params: ZInvestmentParamsSchema,
          querystring: ZPanelLanguageQuerySchema,
          response: errorResponses(400, 401, 403, 404),
        },
      },
      async (request, reply) => {
        const file = await getMyScheduleFile(request.ctx, request.params.investmentId, {
          language: request.query.language ?? request.ctx.language,
          format,
        });
        return sendFile(reply, { ...file, content: Buffer.from(file.content) });
      },
    );
  scheduleFileRoute(
    'csv',
    'The payment schedule as CSV (UTF-8 with BOM, ";" between cells, decimals and headers in the language, ISO days)',
  );
  scheduleFileRoute(
    'ics',
    'The payment dates as iCalendar (RFC 5545): one all-day event per row with a stable UID, the amount in the summary',
  );

  app.get(
    '/investor-api/documents',
    {
      schema: {
        tags: ['investor'],
        summary:
          "The caller's documents, newest first: the PDFs of their subscriptions (POST the downloadPath) and the payment " +
          'confirmations they uploaded (GET); campaign documents once campaigns have them',
        querystring: ZPanelLanguageQuerySchema,
        response: { 200: z.array(ZInvestorDocumentSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listMyDocuments(request.ctx, request.query.language ?? request.ctx.language),
  );
};
