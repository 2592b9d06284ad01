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

// Tenancy by host (docs/decisions/004-tenancy-by-host.md). Resolution happens once per request, before routing decisions.
export default fp(
  async (app) => {
    app.decorate('landingResolver', createLandingResolver(app.db));
    app.decorate('tenantConfiguration', createTenantConfigurationCache(app.db));
    app.decorateRequest('landing', null);
    app.addHook('onRequest', async (request) => {
      request.landing = await app.landingResolver.resolve(normalizeHost(request.headers.host));
    });
  },
  { name: 'tenant', dependencies: ['db'] },
);
