import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { ERROR_LABELS } from '@emisja/shared';
import { AppError } from '../../lib/app-error.ts';
import { createNamedRateLimit } from '../../plugins/rate-limit-store.ts';

export interface AuthRateLimitOptions {
  windowSeconds: number;
  /** Requests per client IP and window, per endpoint. */
  ipMax: number;
  /** Requests per e-mail (on one landing page) and window, per endpoint. */
  emailMax: number;
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const endpointOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? ''}`;

// Rate limits of the login endpoints (issue 3): per client IP, and per e-mail so a distributed attack on one account or a
// flood of e-mails to one mailbox is throttled too. Keyed on `request.ip`, which honours X-Forwarded-For only with
// TRUST_PROXY: a spoofed header cannot reset a limit. The counters live in the database, so every server on one database
// counts together (plugins/rate-limit-store.ts, docs/decisions/052-rate-limits-in-the-database.md); the durable per-account
// lockout lives there too.
//
// Each limiter has its own counters: its own namespace in the shared store, and each endpoint its own keys (the route is
// part of the key, as every `perIp()` or `perEmail()` hook guards one endpoint). @fastify/rate-limit's `app.rateLimit()`
// hooks stop after the first limiter of a request, so both are built on `createRateLimit`, which only counts and answers.
export function createAuthRateLimits(app: FastifyInstance, options: AuthRateLimitOptions) {
  const timeWindow = options.windowSeconds * 1000;

  const hookOf = (check: ReturnType<FastifyInstance['createRateLimit']>): Hook => {
    return async (request, reply) => {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new AppError(ERROR_LABELS.tooManyRequests);
      }
    };
  };

  return {
    /** An onRequest hook: counted before the body is even parsed. */
    perIp: (): Hook =>
      hookOf(
        createNamedRateLimit(app, {
          nameSpace: 'auth-ip',
          max: options.ipMax,
          timeWindow,
          // The plugin's own default key (an IPv6 client counts by its /64 network), per endpoint.
          keyGenerator: (request) => `${endpointOf(request)}|${normalizeIP(request.ip)}`,
        }),
      ),
    /** A preHandler hook (the validated body's `email`, already trimmed and lower-cased). */
    perEmail: (): Hook =>
      hookOf(
        createNamedRateLimit(app, {
          nameSpace: 'auth-email',
          max: options.emailMax,
          timeWindow,
          keyGenerator: (request) =>
            `${endpointOf(request)}|${request.landing?.id ?? ''}:${(request.body as { email?: string } | undefined)?.email ?? ''}`,
        }),
      ),
  };
}

export type AuthRateLimits = ReturnType<typeof createAuthRateLimits>;
