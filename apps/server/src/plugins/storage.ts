import fp from 'fastify-plugin';
import type { StorageProvider } from '../lib/storage/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files live (docs/decisions/014-document-storage.md): local disk, or whatever the environment chose. */
    storage: StorageProvider;
  }
}

// One storage provider per app, created by the caller of buildApp (the server shares it with the demo seed).
export default fp<{ provider: StorageProvider }>(
  async (app, { provider }) => {
    app.decorate('storage', provider);
  },
  { name: 'storage' },
);
