import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealthResponseSchema } from '@emisja/shared';
import { pingDatabase } from './health.repository.ts';

const startedAt = Date.now();

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: ZHealthResponseSchema } } },
    async () => {
      await pingDatabase(app.db);
      return { status: 'ok' as const, database: app.database.engine, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) };
    },
  );
};
