import fp from 'fastify-plugin';
import type { Landing } from '../lib/request-context.ts';
import { createLandingResolver, createTenantConfigurationCache, normalizeHost } from '../modules/tenancy/tenancy.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The landing page (tenant) of the request's Host; null for a host no landing page owns. */
    landing: Landing | null;
  }
  interface FastifyInstance {
    landingResolver: ReturnType<typeof createLandingResolver>;
    tenantConfiguration: ReturnType<typeof createTenantConfigurationCache>;
  }
}

/** Routes about the process itself (issue 17 item 7), which must answer even when the landing page cannot be resolved. */
const SYSTEM_ROUTES = new Set(['/health', '/ready', '/metrics']);

// Tenancy by host (docs/decisions/004-tenancy-by-host.md). Resolution happens once per request, before routing decisions.
export default fp(
  async (app) => {
    app.decorate('landingResolver', createLandingResolver(app.db));
    app.decorate('tenantConfiguration', createTenantConfigurationCache(app.db));
    app.decorateRequest('landing', null);
    app.addHook('onRequest', async (request) => {
      try {
        request.landing = await app.landingResolver.resolve(normalizeHost(request.headers.host));
      } catch (error) {
        // The system routes answer for the process, not for a tenant: with the database down, /ready must still give its
        // 503 naming what failed (a load balancer's signal), not a 500 from this lookup. Their language then comes from
        // Accept-Language alone.
        if (!SYSTEM_ROUTES.has(request.routeOptions.url ?? '')) throw error;
        request.log.warn({ err: error }, 'the landing page of a system route could not be resolved');
      }
    });
  },
  { name: 'tenant', dependencies: ['db'] },
);
