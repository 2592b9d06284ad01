import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTEXT_TYPES, ZAdminConfigurationSchema, ZWhiteLabelResponseSchema } from '@emisja/shared';
import { accessDenied, errorResponses } from '../../lib/app-error.ts';

export const tenancyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public-api/white-label',
    {
      schema: {
        tags: ['public'],
        summary: 'White-label landing data and configuration of the current host',
        response: { 200: ZWhiteLabelResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => app.tenantConfiguration.getWhiteLabel(request.ctx.landing),
  );

  app.get(
    '/public-api/advisor-panel-configuration',
    {
      schema: {
        tags: ['public'],
        summary: 'Admin configuration (overrides) of the current landing page',
        headers: z.object({
          'context-id': z.string().optional(),
          'context-type': z.enum(CONTEXT_TYPES).optional(),
        }),
        response: { 200: ZAdminConfigurationSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const { landing } = request.ctx;
      // A Context-Id naming another landing page than the host's is refused (product-decisions section 1).
      const contextId = request.headers['context-id'];
      if (contextId && contextId !== landing.id) throw accessDenied();
      return app.tenantConfiguration.getAdminConfiguration(landing);
    },
  );
};
