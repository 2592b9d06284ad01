import {
  ZPersonalDataErasureSchema,
  ZPersonalDataExportQuerySchema,
  ZPersonalDataInvestorParamsSchema,
  type TPersonalDataExport,
  type TPersonalDataExportFormat,
} from '@emisja/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/app-error.ts';
import type { Language } from '@emisja/shared';
import { sendFile } from '../../lib/uploads/send-file.ts';
import { renderPersonalDataPdf } from './personal-data-pdf.ts';
import {
  eraseInvestorPersonalData,
  exportFileName,
  exportInvestorPersonalData,
  exportMyPersonalData,
} from './personal-data.service.ts';

// Personal data (issue 17 item 8; docs/decisions/049): the export for the investor and for the landing page's admin, and the
// admin's erasure. Registered by the investor panel's routes (modules/investor-panel/investor-panel.routes.ts).

/** Exports per caller and hour: a whole export is a heavy read (and a PDF a second of CPU). */
export const PERSONAL_DATA_EXPORTS_PER_HOUR = 10;

const exportLimit = {
  max: PERSONAL_DATA_EXPORTS_PER_HOUR,
  timeWindow: '1 hour',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => {
    const session = request.ctx.session;
    return session ? `personal-data-export:${session.landingId}:${session.userId}` : `personal-data-export:ip:${request.ip}`;
  },
};

async function sendExport(reply: FastifyReply, data: TPersonalDataExport, format: TPersonalDataExportFormat, language: Language) {
  const fileName = exportFileName(data, format);
  if (format === 'pdf') {
    return sendFile(reply, { mimeType: 'application/pdf', fileName, content: await renderPersonalDataPdf(data, language) });
  }
  return sendFile(reply, {
    mimeType: 'application/json; charset=utf-8',
    fileName,
    content: Buffer.from(JSON.stringify(data, null, 2)),
  });
}

const exportSummary =
  'as a file: JSON (ZPersonalDataExportSchema: the user, the investor row of this landing page with personal numbers ' +
  'decrypted, KYC questionnaires, offers with their history, investments with schedules, documents metadata, consents, ' +
  'audit entries, e-mails sent) or PDF (?format=pdf); audited as a personal-data read; ' +
  `${PERSONAL_DATA_EXPORTS_PER_HOUR} an hour per caller (429)`;

export const personalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/investor-api/personal-data',
    {
      config: { rateLimit: exportLimit },
      schema: {
        tags: ['investor'],
        summary: `Everything the platform holds about the caller on this landing page, ${exportSummary}`,
        querystring: ZPersonalDataExportQuerySchema,
        response: errorResponses(400, 401, 403, 404, 429),
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const data = await exportMyPersonalData(request.ctx, app.kyc.cipher, format);
      return sendExport(reply, data, format, request.ctx.language);
    },
  );

  app.get(
    '/api/advisor/investor/:investorId/personal-data',
    {
      config: { rateLimit: exportLimit },
      schema: {
        tags: ['personal-data'],
        summary: `Everything the platform holds about an investor of this landing page (admin; advisors and coordinators 403; another landing page's investor 404), ${exportSummary}`,
        params: ZPersonalDataInvestorParamsSchema,
        querystring: ZPersonalDataExportQuerySchema,
        response: errorResponses(400, 401, 403, 404, 429),
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const data = await exportInvestorPersonalData(request.ctx, app.kyc.cipher, request.params.investorId, format);
      return sendExport(reply, data, format, request.ctx.language);
    },
  );

  app.post(
    '/api/advisor/investor/:investorId/erasure',
    {
      schema: {
        tags: ['personal-data'],
        summary:
          'Erases an investor of this landing page on request (admin; advisors and coordinators 403; another landing ' +
          "page's investor 404): contact data, consents, offers never agreed, free-text notes, KYC drafts, sessions, login " +
          'links and e-mails go, the account can no longer log in; identity data, submitted questionnaires, agreed offers, ' +
          'investments, schedules, documents and the audit log are kept sealed until retentionUntil (5 years after the ' +
          'business relationship, the AML law). The answer lists both. A second erasure: 409 error.conflict',
        params: ZPersonalDataInvestorParamsSchema,
        response: { 200: ZPersonalDataErasureSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => eraseInvestorPersonalData(request.ctx, request.params.investorId),
  );
};
