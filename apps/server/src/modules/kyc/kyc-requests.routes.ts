import {
  IDEMPOTENCY_KEY_HEADER,
  ZIdempotencyKeySchema,
  ZIdentityVerificationDecisionSchema,
  ZKycRequestDetailSchema,
  ZKycRequestRowSchema,
  ZSendKycRequestResultSchema,
  ZSendKycRequestSchema,
} from '@emisja/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error.ts';
import { isTotalCountRequested, parseListRequest, replyWithList } from '../../lib/list-query/index.ts';
import { KYC_REQUEST_LIST } from './kyc.repository.ts';
import { decideIdentityVerification, getKycRequestDetail, listKycRequests, sendKycRequest } from './kyc-requests.service.ts';

// The advisor panel's KYC requests (spec section 7, product-decisions section 9, docs/decisions/032-kyc-server.md). The auth
// plugin admits advisor-panel sessions of this landing page only; the rules are in kyc-requests.service.ts.

const BASE = '/api/advisor/kyc/investor-request';
const ZIdParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

const LIST_SUMMARY =
  'KYC requests the caller sees (admin: all of the landing page; coordinator: own and those sent by advisors of the ' +
  'networks they coordinate; advisor: own). List query: filters[investorEmail|investorName|advisorName][operator]=like|leq, ' +
  'filters[status|identityVerification|advisorId][operator]=in, filters[createdAtFrom|submittedAtFrom][operator]=gte, ' +
  'filters[createdAtTo|submittedAtTo][operator]=lte; sort=investorEmail|investorName|advisorName|status|' +
  'identityVerification|createdAt|submittedAt|expiresAt, order=asc|desc (default createdAt desc); limit, offset; ' +
  'X-Request-Total-Count: true -> X-Total-Count. A request not submitted by its expiry shows as expired';

export const kycRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${BASE}/send`,
    {
      schema: {
        tags: ['kyc'],
        summary:
          'Sends a KYC invitation to one e-mail (any active advisor, coordinator or admin): the investor is created when ' +
          'new, older unsubmitted requests of the e-mail on this landing page expire, the link works 30 days. 201; an ' +
          'Idempotency-Key retry answers the first result, the same key for another body is 409',
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: ZIdempotencyKeySchema.optional() }),
        body: ZSendKycRequestSchema,
        response: { 201: ZSendKycRequestResultSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const idempotencyKey = request.headers[IDEMPOTENCY_KEY_HEADER];
      const { result, outboxIds } = await sendKycRequest(ctx, app.kyc, await ctx.advisorActor(), {
        investorEmail: request.body.investorEmail,
        message: request.body.message,
        ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
      });
      await app.mailer.dispatchAfterCommit(outboxIds, ctx.log);
      return reply.status(201).send(result);
    },
  );

  app.get(
    BASE,
    {
      schema: {
        tags: ['kyc'],
        summary: LIST_SUMMARY,
        response: { 200: z.array(ZKycRequestRowSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const query = parseListRequest(request, KYC_REQUEST_LIST);
      const page = await listKycRequests(ctx, await ctx.advisorActor(), query, { withTotal: isTotalCountRequested(request) });
      return replyWithList(reply, page);
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      schema: {
        tags: ['kyc'],
        summary:
          'One KYC request with the submitted answers decrypted (null before submission), the identity verification ' +
          "history and whether the caller may decide it; 404 outside the caller's scope. Every read is audited",
        params: ZIdParamsSchema,
        response: { 200: ZKycRequestDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      reply.header('cache-control', 'private, no-store');
      return getKycRequestDetail(ctx, app.kyc, await ctx.advisorActor(), request.params.id);
    },
  );

  app.patch(
    `${BASE}/:id/identity-verification`,
    {
      schema: {
        tags: ['kyc'],
        summary:
          'Records the identity verification result {status: success|failed|in-progress, note} (a note is required for ' +
          "failed): coordinators of the sender's network and admins (403 otherwise, 404 outside the scope), submitted " +
          'requests only (409). Answers the detail',
        params: ZIdParamsSchema,
        body: ZIdentityVerificationDecisionSchema,
        response: { 200: ZKycRequestDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      reply.header('cache-control', 'private, no-store');
      return decideIdentityVerification(ctx, app.kyc, await ctx.advisorActor(), request.params.id, request.body);
    },
  );
};
