import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { landingNotFound } from '../lib/app-error.ts';
import { requestLanguage } from '../lib/language.ts';
import { createRequestContext, type RequestContext } from '../lib/request-context.ts';
import { loadAdvisorActor } from '../modules/advisors/advisor-actor.service.ts';
import { originOfHost } from '../modules/offers/lifecycle-jobs.service.ts';
import { normalizeHost } from '../modules/tenancy/tenancy.service.ts';

export interface RequestContextOptions {
  /** The port of links for development hosts (PUBLIC_PORT, else PORT); other hosts' links are https without a port. */
  linkPort: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * What the services of this request work with (lib/request-context.ts): built on first use and kept for the request.
     * Reading it on a host no landing page owns is a 404 (error.landingNotFound), never another tenant's data.
     */
    readonly ctx: RequestContext;
  }
}

/** The user agent as the session rows keep it. */
const USER_AGENT_MAX_LENGTH = 500;

// The request context (docs/decisions/024-request-context.md): one object per request, built from the tenant plugin's landing
// page, the app's database and configuration cache and the request's own address, language and client. The authentication
// hook (plugins/auth.ts) fills in its session.
export default fp<RequestContextOptions>(
  async (app, options) => {
    const contexts = new WeakMap<FastifyRequest, RequestContext>();
    const build = (request: FastifyRequest): RequestContext => {
      if (!request.landing) throw landingNotFound();
      return createRequestContext({
        db: app.db,
        landing: request.landing,
        // request.ip honours X-Forwarded-For only with TRUST_PROXY, so it cannot be spoofed into the audit log.
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
        // The landing page's configured origin: the host it was resolved by (one of its landing_hosts, without the port the
        // request named) with the configured scheme and port, so a forged `Host: localhost:9999` cannot redirect e-mailed
        // single-use links.
        baseUrl: originOfHost(normalizeHost(request.headers.host), options.linkPort),
        language: requestLanguage(request),
        log: request.log,
        loadAdvisorActor,
        loadConfiguration: app.tenantConfiguration.getEffectiveConfiguration,
      });
    };
    app.decorateRequest('ctx', {
      getter(this: FastifyRequest) {
        let context = contexts.get(this);
        if (!context) {
          context = build(this);
          contexts.set(this, context);
        }
        return context;
      },
    });
    // The configuration is settled before any handler runs, so a service that reads it inside a transaction never waits
    // for a query queued behind that transaction (PGlite runs one statement at a time). A failure stays in the promise for
    // the service that needs the configuration.
    app.addHook('preHandler', async (request) => {
      if (request.landing) await request.ctx.configuration().catch(() => undefined);
    });
  },
  { name: 'request-context', dependencies: ['db', 'tenant'] },
);
