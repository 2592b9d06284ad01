import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { unauthorized } from '../lib/app-error.ts';
import { findJobQueueDepths, findOutboxBacklog } from '../modules/health/health.repository.ts';

// Prometheus metrics at GET /metrics (issue 17 item 7, docs/decisions/051-operations-health-metrics-container.md), behind a
// bearer token: without METRICS_TOKEN there is no /metrics at all (404), a wrong or missing token is 401. One registry per
// app, so tests that build several apps in one process never share (or double-register) a metric.

export interface MetricsOptions {
  /** The bearer token of GET /metrics; undefined: the plugin does nothing. */
  token: string | undefined;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests, not the strings: equal lengths for timingSafeEqual, and no early exit that times the token. */
function hasToken(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match !== null && timingSafeEqual(digest(match[1] ?? ''), expected);
}

export default fp<MetricsOptions>(
  async (app, { token }) => {
    if (!token) return;
    const expected = digest(token);
    const registry = new Registry();
    // Process metrics (CPU, memory, event loop lag, handles, GC) under the usual names (process_*, nodejs_*).
    collectDefaultMetrics({ register: registry });

    const requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Duration of HTTP requests by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern (/api/offers/:id), never the URL: ids and link secrets must not become label values. Requests
      // that matched no route share one label.
      const route = request.routeOptions.url ?? 'unmatched';
      requestDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });

    new Gauge({
      name: 'emisja_job_queue_depth',
      help: 'Jobs of the pg-boss queues waiting (created, retry) or running (active), by queue and state',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        if (!app.jobs) return; // this instance runs no job queue
        for (const depth of await findJobQueueDepths(app.database)) {
          this.set({ queue: depth.queue, state: depth.state }, depth.jobs);
        }
      },
    });
    new Gauge({
      name: 'emisja_outbox_lag_seconds',
      help: 'Age of the oldest outbox e-mail not sent yet (0 when none waits)',
      registers: [registry],
      async collect() {
        this.set((await findOutboxBacklog(app.database)).oldestAgeSeconds);
      },
    });
    new Gauge({
      name: 'emisja_outbox_pending_emails',
      help: 'Outbox e-mails not sent yet',
      registers: [registry],
      async collect() {
        this.set((await findOutboxBacklog(app.database)).pending);
      },
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!hasToken(request, expected)) {
        void reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw unauthorized();
      }
      const body = await registry.metrics();
      return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(body);
    });
  },
  { name: 'metrics', dependencies: ['db', 'mailer'] },
);
