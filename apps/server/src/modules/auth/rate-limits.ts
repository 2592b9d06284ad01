import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_LABELS } from '@emisja/shared';
import { AppError } from '../../lib/app-error.ts';

export interface AuthRateLimitOptions {
  windowSeconds: number;
  /** Requests per client IP and window, per endpoint. */
  ipMax: number;
  /** Requests per e-mail (on one landing page) and window, per endpoint. */
  emailMax: number;
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

// Rate limits of the login endpoints (issue 3): per client IP, and per e-mail so a distributed attack on one account or a
// flood of e-mails to one mailbox is throttled too. Keyed on `request.ip`, which honours X-Forwarded-For only with
// TRUST_PROXY: a spoofed header cannot reset a limit. Counters live in process memory (one process per deployment,
// docs/decisions/009-tokens-and-sessions.md); the durable per-account lockout lives in the database.
//
// Each limiter has its own counters. @fastify/rate-limit's `app.rateLimit()` hooks stop after the first limiter of a
// request, so both are built on `createRateLimit`, which only counts and answers.
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
    perIp: (): Hook => hookOf(app.createRateLimit({ max: options.ipMax, timeWindow })),
    /** A preHandler hook (the validated body's `email`, already trimmed and lower-cased). */
    perEmail: (): Hook =>
      hookOf(
        app.createRateLimit({
          max: options.emailMax,
          timeWindow,
          keyGenerator: (request) =>
            `${request.landing?.id ?? ''}:${(request.body as { email?: string } | undefined)?.email ?? ''}`,
        }),
      ),
  };
}

export type AuthRateLimits = ReturnType<typeof createAuthRateLimits>;
