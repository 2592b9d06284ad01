import type { FastifyRequest } from 'fastify';

/**
 * A per-route limit of an investor-panel action that writes to a person (an advisor's mailbox): counted per investor (the
 * session's user on its landing page), after the authentication and the body's validation, in process memory like the
 * login limits (docs/decisions/009).
 */
export function perInvestorLimit(name: string, maxPerHour: number) {
  return {
    max: maxPerHour,
    timeWindow: '1 hour',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => {
      const session = request.ctx.session;
      return session ? `${name}:${session.landingId}:${session.userId}` : `${name}:ip:${request.ip}`;
    },
  };
}
