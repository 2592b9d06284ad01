import { ZNetworkCreateRequestSchema, ZNetworkDetailSchema, ZNetworkUpdateRequestSchema } from '@emisja/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error.ts';
import { createNetwork, listNetworkDetails, updateNetwork } from './networks.service.ts';

// Network management (issue 14; product-decisions section 11), admin only. `GET /api/advisor/network` (advisors.routes.ts)
// stays the list every advisor-panel user reads.

export const networksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/advisor/network-details',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Every network of the landing page with its member count and coordinators, by name (admin)',
        response: { 200: z.array(ZNetworkDetailSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listNetworkDetails(request.ctx, await request.ctx.advisorActor()),
  );

  app.post(
    '/api/advisor/network',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Creates a network (admin); the name is unique on the landing page',
        body: ZNetworkCreateRequestSchema,
        response: { 201: ZNetworkDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const network = await createNetwork(request.ctx, await request.ctx.advisorActor(), request.body);
      return reply.status(201).send(network);
    },
  );

  app.put(
    '/api/advisor/network/:id',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Renames a network and sets its coordinators among the active advisors (admin); a coordinator becomes a member',
        params: z.object({ id: z.uuid() }),
        body: ZNetworkUpdateRequestSchema,
        response: { 200: ZNetworkDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateNetwork(request.ctx, await request.ctx.advisorActor(), request.params.id, request.body),
  );
};
