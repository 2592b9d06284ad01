import { LIFECYCLE_RUN_WINDOW_MINUTES, LIFECYCLE_RUNS_PER_WINDOW, ZLifecycleRunResultSchema } from '@emisja/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/app-error.ts';
import { assertMayRunLifecycleJob, runLifecycleJobNow } from './lifecycle-jobs.service.ts';

// The campaign-end job run by hand (docs/decisions/048): the admin of a landing page runs the daily lifecycle job
// (docs/decisions/045) for their landing page now, e.g. right after ending a campaign, instead of waiting for 02:15.

export const lifecycleJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/advisor/lifecycle-job/run',
    {
      config: {
        rateLimit: {
          max: LIFECYCLE_RUNS_PER_WINDOW,
          timeWindow: `${LIFECYCLE_RUN_WINDOW_MINUTES} minutes`,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `lifecycle-run:${request.landing?.id ?? ''}`,
        },
      },
      schema: {
        tags: ['back-office'],
        summary:
          'Runs the campaign-end job (the daily lifecycle job) now for this landing page only (admin; advisors and ' +
          'coordinators 403): open offers of ended campaigns archived with the reason in their history, ended and settled ' +
          'investments finished, one summary e-mail per owner advisor; safe to repeat (a second run finds nothing); audited; ' +
          `${LIFECYCLE_RUNS_PER_WINDOW} runs per ${LIFECYCLE_RUN_WINDOW_MINUTES} minutes per landing page (429)`,
        response: { 200: ZLifecycleRunResultSchema, ...errorResponses(401, 403, 404, 429) },
      },
      // The route's own hooks run before the rate limit's (the plugin appends its hook): a refused caller is not counted.
      preHandler: async (request) => {
        assertMayRunLifecycleJob(await request.ctx.advisorActor());
      },
    },
    async (request) => {
      const { ctx } = request;
      return runLifecycleJobNow(ctx, await ctx.advisorActor(), app.lifecycleJobs);
    },
  );
};
