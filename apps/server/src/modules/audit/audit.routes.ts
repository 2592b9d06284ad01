import { LOAD_ALL_LIMIT, ZAuditRowSchema } from '@emisja/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error.ts';
import { isTotalCountRequested, parseListRequest, replyWithList } from '../../lib/list-query/index.ts';
import { sendFile } from '../../lib/uploads/send-file.ts';
import { AUDIT_LIST } from './audit.repository.ts';
import { exportAuditRows, listAuditRows } from './audit.service.ts';
import { listAdvisorHistory } from './record-history.service.ts';

// The audit trail (issue 15, docs/decisions/043): the landing page's audit rows for its admins, as a list and as CSV; and
// an advisor's own history for whoever manages the advisor (docs/decisions/048).

const LIST_QUERY =
  'filters[actor|impersonator][operator]=like|leq (e-mail), filters[action][operator]=like|leq, ' +
  'filters[entityType|entityId][operator]=leq, filters[createdAt][operator]=gte|lte; sort=createdAt|action|entityType, ' +
  'order=asc|desc (newest first by default)';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/advisor/audit',
    {
      schema: {
        tags: ['audit'],
        summary: `Audit rows of the landing page (admins; advisors and coordinators 403). ${LIST_QUERY}; limit, offset`,
        response: { 200: z.array(ZAuditRowSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const query = parseListRequest(request, AUDIT_LIST);
      const page = await listAuditRows(ctx, await ctx.advisorActor(), query, { withTotal: isTotalCountRequested(request) });
      return replyWithList(reply, page);
    },
  );

  app.get(
    '/api/advisor/audit.csv',
    {
      schema: {
        tags: ['audit'],
        summary: `The audit rows the filters select, as CSV (admins). ${LIST_QUERY}`,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const query = parseListRequest(request, AUDIT_LIST, { defaultLimit: LOAD_ALL_LIMIT });
      const csv = await exportAuditRows(ctx, await ctx.advisorActor(), query);
      return sendFile(reply, { mimeType: 'text/csv; charset=utf-8', fileName: 'audit.csv', content: Buffer.from(csv) });
    },
  );

  app.get(
    '/api/advisor/advisor/:id/history',
    {
      schema: {
        tags: ['audit'],
        summary:
          "The advisor's own audit rows (record advisor, id), newest first: the admin, and a coordinator for the advisors of " +
          "the networks they coordinate (advisors 403; outside the caller's scope 404). filters[action][operator]=like|leq, " +
          'filters[createdAt][operator]=gte|lte; sort=createdAt|action; limit, offset',
        params: z.object({ id: z.uuid() }),
        response: { 200: z.array(ZAuditRowSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const query = parseListRequest(request, AUDIT_LIST);
      const page = await listAdvisorHistory(ctx, await ctx.advisorActor(), request.params.id, query, {
        withTotal: isTotalCountRequested(request),
      });
      return replyWithList(reply, page);
    },
  );
};
