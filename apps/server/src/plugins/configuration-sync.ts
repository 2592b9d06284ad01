import fp from 'fastify-plugin';
import { CONFIGURATION_CHANNEL } from '../modules/tenancy/branding.repository.ts';
import type { ConfigurationCaches } from '../modules/tenancy/branding.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops a landing page's cached configuration and host mapping in this process (after a branding change). */
    configurationCaches: ConfigurationCaches;
  }
}

// A branding change shows at once on every server process (issue 14; docs/decisions/035-back-office.md). The process that
// writes drops its caches after the commit; the NOTIFY its transaction sent on CONFIGURATION_CHANNEL reaches every process
// listening on the database (this one too), which drops the landing page's cached configuration and the host mappings. The
// listening connection reconnects on its own; after each (re)connection everything is dropped, since notifications sent
// while it was down are lost. PGlite has one process, and its own notifications work the same way.
export default fp(
  async (app) => {
    const caches: ConfigurationCaches = {
      invalidate(landingId) {
        app.tenantConfiguration.invalidate(landingId);
        // The host mapping carries the landing page's base theme: forget it too (it is one cheap query per host).
        app.landingResolver.clear();
      },
    };
    app.decorate('configurationCaches', caches);

    let stopListening: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stopListening = await app.database.listen(CONFIGURATION_CHANNEL, {
        onMessage: (landingId) => caches.invalidate(landingId),
        onConnect: () => {
          app.tenantConfiguration.clear();
          app.landingResolver.clear();
        },
        onError: (error) => app.log.warn({ err: error }, 'configuration change listener lost its connection; reconnecting'),
      });
    });
    app.addHook('onClose', async () => {
      await stopListening?.();
    });
  },
  { name: 'configuration-sync', dependencies: ['db', 'tenant'] },
);
