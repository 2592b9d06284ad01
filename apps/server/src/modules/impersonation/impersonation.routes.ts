import { ZImpersonationResponseSchema, ZStartImpersonationRequestSchema } from '@emisja/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error.ts';
import { endImpersonation, startImpersonation } from './impersonation.service.ts';

// Impersonation (product-decisions section 11, docs/decisions/043). The end is on both panels' paths: an impersonated
// investor session only reaches /investor-api.

export const impersonationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/advisor/impersonation/end',
    {
      schema: {
        tags: ['impersonation'],
        summary: 'Ends the impersonated session of this token (409 when it is not one); the admin continues with their own',
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await endImpersonation(request.ctx);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/investor-api/impersonation/end',
    {
      schema: {
        tags: ['impersonation'],
        summary: 'Ends the impersonated investor session of this token (409 when it is not one)',
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await endImpersonation(request.ctx);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/advisor/impersonation/:userId',
    {
      schema: {
        tags: ['impersonation'],
        summary:
          "Admins: a 30-minute access token of the user's panel on this landing page (advisor panel by default, else " +
          'investor panel), with the admin as `impersonator`, no refresh token. 403 for advisors, coordinators, an admin ' +
          'target or an impersonated caller; 404 for a user unknown here',
        params: z.object({ userId: z.uuid({ error: 'validation.invalid' }) }),
        body: ZStartImpersonationRequestSchema,
        response: { 201: ZImpersonationResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const session = await startImpersonation(ctx, app.authKeys, await ctx.advisorActor(), request.params.userId, request.body);
      return reply.status(201).send(session);
    },
  );
};
