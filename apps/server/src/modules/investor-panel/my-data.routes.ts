import {
  ZAcceptedResponseSchema,
  ZCorrectionRequestSchema,
  ZInvestorLeadFormSchema,
  ZOnboardingAcceptRequestSchema,
  ZOnboardingSchema,
} from '@emisja/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/app-error.ts';
import { getMyLastLeadForm, requestDataCorrection } from './my-data.service.ts';
import { acceptOnboarding, getOnboarding } from './onboarding.service.ts';
import { perInvestorLimit } from './panel-rate-limit.ts';

// "My data" and the onboarding of the investor panel (product-decisions section 10; docs/decisions/033-investor-panel-server.md).

/** Correction requests per investor and hour. */
export const CORRECTION_REQUESTS_PER_HOUR = 5;

export const myDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/investor-api/lead-form/last',
    {
      schema: {
        tags: ['investor'],
        summary:
          'The last questionnaire the caller submitted, personal numbers masked (the read is audited); 404 when there is none',
        response: { 200: ZInvestorLeadFormSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getMyLastLeadForm(request.ctx, app.kyc);
    },
  );

  app.post(
    '/investor-api/lead-form/correction-request',
    {
      config: { rateLimit: perInvestorLimit('correction-request', CORRECTION_REQUESTS_PER_HOUR) },
      schema: {
        tags: ['investor'],
        summary:
          'E-mails the advisor who sent the last submitted questionnaire a request to correct the data; 202. 404 without a ' +
          `submitted questionnaire; 409 error.noAdvisorAvailable with no active advisor or admin to write to; ` +
          `${CORRECTION_REQUESTS_PER_HOUR} an hour per investor (429)`,
        body: ZCorrectionRequestSchema,
        response: { 202: ZAcceptedResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const outboxId = await requestDataCorrection(ctx, request.body);
      await app.mailer.dispatchAfterCommit([outboxId], ctx.log);
      return reply.status(202).send({ status: 'accepted' as const });
    },
  );

  app.get(
    '/investor-api/onboarding',
    {
      schema: {
        tags: ['investor'],
        summary:
          "The landing page's terms, privacy policy and risk statement (those it names) with their current versions and the " +
          "caller's acceptance of each; the questionnaire's state; isComplete once every one is accepted",
        response: { 200: ZOnboardingSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getOnboarding(request.ctx),
  );

  app.post(
    '/investor-api/onboarding',
    {
      schema: {
        tags: ['investor'],
        summary:
          'Records the acceptance of documents in their current versions (time, address, browser) and answers the state; ' +
          'a version that is not the current one, or a document the landing page does not name: 409 (nothing recorded)',
        body: ZOnboardingAcceptRequestSchema,
        response: { 200: ZOnboardingSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => acceptOnboarding(request.ctx, request.body),
  );
};
