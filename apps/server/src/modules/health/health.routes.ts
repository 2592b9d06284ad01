import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_LABELS, ZHealthResponseSchema, ZReadyResponseSchema, type TViolation } from '@emisja/shared';
import { AppError, errorResponses, violation } from '../../lib/app-error.ts';
import { requestLanguage } from '../../lib/language.ts';
import type { StorageProvider } from '../../lib/storage/index.ts';
import { pingDatabase } from './health.repository.ts';

const startedAt = Date.now();
/** A check that has not answered by then counts as failed: a probe must not hang with the thing it probes. */
const READY_CHECK_TIMEOUT_MS = 3000;

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${READY_CHECK_TIMEOUT_MS} ms`)),
      READY_CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Writes a few bytes and removes them: proves the storage takes new files (a read-only volume, a missing bucket fail here). */
async function probeStorage(storage: StorageProvider): Promise<void> {
  const { key } = await storage.put(new TextEncoder().encode('emisja readiness probe'));
  await storage.delete(key);
}

// Liveness and readiness (issue 17 item 7, docs/decisions/051-operations-health-metrics-container.md): /health says the
// process answers (a container's HEALTHCHECK, restarts); /ready says this instance can serve requests now (a load balancer
// sends traffic only then): the database answers and the file storage is writable.
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: ZHealthResponseSchema } } },
    async () => {
      await pingDatabase(app.db);
      return { status: 'ok' as const, database: app.database.engine, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) };
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers and the file storage is writable (503 with the error body otherwise)',
        response: { 200: ZReadyResponseSchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      const [database, storage] = await Promise.allSettled([
        withTimeout(pingDatabase(app.db), 'the database'),
        withTimeout(probeStorage(app.storage), 'the file storage'),
      ]);
      const language = requestLanguage(request);
      const failures: TViolation[] = [];
      if (database.status === 'rejected') failures.push(violation('database', ERROR_LABELS.serviceUnavailable, language));
      if (storage.status === 'rejected') failures.push(violation('storage', ERROR_LABELS.serviceUnavailable, language));
      if (failures.length > 0) {
        const causes = [database, storage].flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
        throw new AppError(ERROR_LABELS.serviceUnavailable, { violations: failures, cause: new AggregateError(causes) });
      }
      return { status: 'ready' as const, database: app.database.engine, storage: 'writable' as const };
    },
  );
};
