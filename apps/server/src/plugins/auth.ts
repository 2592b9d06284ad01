import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { ContextType } from '@emisja/shared';
import { accessDenied, unauthorized } from '../lib/app-error.ts';
import { deriveAuthKeys, type AuthKeys } from '../modules/auth/auth-keys.ts';
import { assertPanelOpen, authenticateAccessToken } from '../modules/auth/session.service.ts';
import { auditImpersonatedRequest } from '../modules/impersonation/impersonation.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    authKeys: AuthKeys;
    /** An onRequest hook admitting only a valid access token of this landing page and of `contextType`. */
    authenticate(contextType: ContextType): onRequestAsyncHookHandler;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** Which panel a path belongs to (product-decisions section 6): /api is the advisor panel, /investor-api the investor's. */
function panelOfPath(url: string): ContextType | null {
  if (url.startsWith('/api/') && !url.startsWith('/api/docs')) return 'advisor-panel';
  if (url.startsWith('/investor-api/')) return 'investor-panel';
  return null;
}

const AUTHENTICATE_HOOK = Symbol('authenticate');

// Authentication (docs/decisions/009-tokens-and-sessions.md). Every route under /api and /investor-api gets the check as it
// is declared (an onRoute hook), so a new route cannot forget it. A token is refused with 401 when it is invalid or expired,
// of another landing page, of a revoked session, of an inactive user, or older than the last password change; a token of
// the other panel gets 403 'Access denied'. The admitted session goes into the request context (`request.ctx.session`).
export default fp<{ jwtSecret: string; accessTokenTtlSeconds: number }>(
  async (app, options) => {
    app.decorate('authKeys', deriveAuthKeys(options.jwtSecret, options.accessTokenTtlSeconds));

    /** Requests this plugin admitted: only they have a session to audit. */
    const authenticated = new WeakSet<FastifyRequest>();
    const authenticate = (contextType: ContextType): onRequestAsyncHookHandler => {
      const hook: onRequestAsyncHookHandler = async (request) => {
        const { ctx } = request;
        // Spec section 7: the client sends Context-Id; naming another landing page than the host's is refused.
        const contextId = request.headers['context-id'];
        if (typeof contextId === 'string' && contextId !== ctx.landing.id) throw accessDenied();
        const token = bearerToken(request);
        const session = token ? await authenticateAccessToken(ctx.db, app.authKeys, token, ctx.landing.id) : null;
        if (!session) throw unauthorized();
        if (session.contextType !== contextType) throw accessDenied();
        await assertPanelOpen(ctx, contextType);
        ctx.session = session;
        authenticated.add(request);
      };
      return Object.assign(hook, { [AUTHENTICATE_HOOK]: true });
    };
    app.decorate('authenticate', authenticate);

    // Every request of an impersonated session is audited under both users (product-decisions section 11,
    // docs/decisions/043), as its answer goes out: the row has the status and exists when the client reads the answer. A
    // failed write is logged, never the request's error.
    app.addHook('onSend', async (request, reply, payload) => {
      if (!authenticated.has(request) || !request.ctx.session?.impersonatorUserId) return payload;
      try {
        await auditImpersonatedRequest(request.ctx, {
          method: request.method,
          route: request.routeOptions.url ?? request.url,
          params: request.params,
          statusCode: reply.statusCode,
        });
      } catch (error) {
        request.log.error({ err: error }, 'audit of an impersonated request failed');
      }
      return payload;
    });

    app.addHook('onRoute', (route) => {
      const contextType = panelOfPath(route.url);
      if (!contextType) return;
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      if (existing.some((hook) => AUTHENTICATE_HOOK in hook)) return;
      // First, before any other hook of the route: nothing is parsed or counted for an unauthenticated caller.
      route.onRequest = [authenticate(contextType), ...existing];
      if (route.schema) route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
    });
  },
  { name: 'auth', dependencies: ['db', 'tenant', 'request-context'] },
);
