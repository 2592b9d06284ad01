import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTEXT_TYPES,
  ERROR_LABELS,
  ZAdminConfigurationSchema,
  ZErrorBodySchema,
  ZWhiteLabelResponseSchema,
} from '@emisja/shared';
import { AppError } from '../../lib/app-error.ts';
import { requireLanding } from '../../plugins/tenant.ts';

export const tenancyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public-api/white-label',
    {
      schema: {
        tags: ['public'],
        summary: 'White-label landing data and configuration of the current host',
        response: { 200: ZWhiteLabelResponseSchema, 404: ZErrorBodySchema },
      },
    },
    async (request) => app.tenantConfiguration.getWhiteLabel(requireLanding(request)),
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
        response: { 200: ZAdminConfigurationSchema, 403: ZErrorBodySchema, 404: ZErrorBodySchema },
      },
    },
    async (request) => {
      const landing = requireLanding(request);
      // A Context-Id naming another landing page than the host's is refused (product-decisions section 1).
      const contextId = request.headers['context-id'];
      if (contextId && contextId !== landing.id) throw new AppError(403, ERROR_LABELS.accessDenied);
      return app.tenantConfiguration.getAdminConfiguration(landing);
    },
  );
};
