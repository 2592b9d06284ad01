import {
  EMPTY_ADMIN_CONFIGURATION,
  ZAdminConfigurationInputSchema,
  ZAdminConfigurationSchema,
  ZWhiteLabelConfigurationAdminSchema,
  ZWhiteLabelConfigurationInputSchema,
} from '@emisja/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/app-error.ts';
import {
  getAdminConfigurationForAdmin,
  getWhiteLabelForAdmin,
  updateAdminConfiguration,
  updateWhiteLabel,
} from './branding.service.ts';

// The branding back office (issue 14; product-decisions section 11): admin only (advisors and coordinators 403). The GET
// answers are the PUT bodies. Uploads of logos and images: POST /api/advisor/white-label/asset (assets module).

export const brandingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/advisor/white-label',
    {
      schema: {
        tags: ['back-office'],
        summary: 'The white-label configuration of spec section 3, as stored (base theme) (admin)',
        response: { 200: ZWhiteLabelConfigurationAdminSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getWhiteLabelForAdmin(request.ctx, await request.ctx.advisorActor()),
  );

  app.put(
    '/api/advisor/white-label',
    {
      schema: {
        tags: ['back-office'],
        summary:
          'Replaces the white-label configuration (admin); /public-api/white-label shows it at once on every server process',
        body: ZWhiteLabelConfigurationInputSchema,
        response: { 200: ZWhiteLabelConfigurationAdminSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateWhiteLabel(request.ctx, app.configurationCaches, await request.ctx.advisorActor(), request.body),
  );

  app.get(
    '/api/advisor/admin-configuration',
    {
      schema: {
        tags: ['back-office'],
        summary: 'The admin configuration (overrides of spec section 3) (admin)',
        response: { 200: ZAdminConfigurationSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getAdminConfigurationForAdmin(request.ctx, await request.ctx.advisorActor(), EMPTY_ADMIN_CONFIGURATION),
  );

  app.put(
    '/api/advisor/admin-configuration',
    {
      schema: {
        tags: ['back-office'],
        summary:
          'Replaces the admin configuration (admin); themeColors "#rrggbb,#rrggbb,#rrggbb" switches the landing page to ' +
          'theme-custom, null back to its base theme; shown at once on every server process',
        body: ZAdminConfigurationInputSchema,
        response: { 200: ZAdminConfigurationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateAdminConfiguration(
        request.ctx,
        app.configurationCaches,
        await request.ctx.advisorActor(),
        request.body,
        EMPTY_ADMIN_CONFIGURATION,
      ),
  );
};
