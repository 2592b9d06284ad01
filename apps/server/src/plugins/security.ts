import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { ERROR_LABELS } from '@emisja/shared';
import type { Database } from '../db/client.ts';
import { errorBody } from './error-handler.ts';
import { createDatabaseRateLimitStore } from './rate-limit-store.ts';

// Strict security headers (issue 2): CSP without inline scripts, frame-ancestors none, nosniff, no referrer, HSTS in
// production. Inline *styles* stay allowed: the toast and tooltip libraries inject their stylesheet at run time
// (docs/decisions/006-content-security-policy.md).
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // blob: for the document preview (/app/preview/{id}): the web fetches the PDF with the bearer token and shows it in a frame
  // from an object URL (docs/decisions/015-advisor-workspace-web.md). Images already allow blob: above.
  frameSrc: ["'self'", 'blob:'],
  upgradeInsecureRequests: null,
};

/** Paths whose answers carry personal data or tokens: never stored by a browser or a shared cache. */
const PRIVATE_PATH_PREFIXES = ['/api/', '/investor-api/', '/public-api/', '/auth/'];

/** Whether an answer gets `Cache-Control: no-store`: every JSON answer and every answer of the API paths. */
export function isPrivateAnswer(url: string, contentType: string): boolean {
  if (/^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType)) return true;
  const path = url.split('?', 1)[0] ?? '';
  return PRIVATE_PATH_PREFIXES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
}

/**
 * Helmet's headers for `options`, computed once. The headers depend on the options only (no per-request value: no CSP
 * nonces), and @fastify/helmet rebuilt helmet's middleware, re-parsing the policy, on every request (about 1% of the
 * server's CPU under load and 5 kB of garbage a request).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export default fp<{ isProduction: boolean; database: Database }>(
  async (app, { isProduction, database }) => {
    const headers = securityHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      referrerPolicy: { policy: 'no-referrer' },
      hsts: isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
      frameguard: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
    });
    // Set first: a route with a stricter policy of its own (a document preview, an SVG, the mailbox) replaces them.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    // JSON answers carry personal data and tokens (issue 17 item 10): no browser or proxy keeps them. A route that chose its
    // own policy (immutable assets, the web's pages) keeps it.
    app.addHook('onSend', async (request, reply, payload) => {
      if (!reply.hasHeader('cache-control') && isPrivateAnswer(request.url, String(reply.getHeader('content-type') ?? ''))) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });
    // Limits are declared per route (auth endpoints); keyed by the client IP, which honours X-Forwarded-For only when
    // TRUST_PROXY says so, so a spoofed header cannot reset a limit. The counters live in the database, shared by every
    // server on it (docs/decisions/052-rate-limits-in-the-database.md).
    await app.register(rateLimit, {
      global: false,
      store: createDatabaseRateLimitStore(database, app.log),
      errorResponseBuilder: (request, context) => ({
        statusCode: context.statusCode,
        ...errorBody(request, ERROR_LABELS.tooManyRequests),
      }),
    });
  },
  { name: 'security' },
);
