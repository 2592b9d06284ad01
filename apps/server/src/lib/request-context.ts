import type { FastifyBaseLogger } from 'fastify';
import type { ContextType, Language, TEffectiveConfiguration, ThemeName } from '@emisja/shared';
import type { Db } from '../db/client.ts';
import { impersonationForbidden, unauthorized } from './app-error.ts';

// What one request hands to the services (docs/decisions/024-request-context.md): where it comes from (the tenant, the
// address, the language, the client) and who makes it (the session, the advisor acting in the advisor panel). Built once per
// request by plugins/request-context.ts; services take it as their first parameter, and tests build it with
// `createRequestContext`, so no service needs HTTP.

/** A landing page: the tenant of a request, chosen by its Host (docs/decisions/004-tenancy-by-host.md). */
export interface Landing {
  id: string;
  slug: string;
  name: string;
  language: Language;
  theme: ThemeName;
}

/** The authenticated caller of a request (docs/decisions/009-tokens-and-sessions.md). */
export interface AuthSession {
  userId: string;
  email: string;
  contextType: ContextType;
  /** The landing page of the context: always the request host's landing page. */
  landingId: string;
  /** The refresh-token family: the session. */
  familyId: string;
  /**
   * Set when an admin opened this session as the user (product-decisions section 11, docs/decisions/043): the admin's user
   * id. Every request of such a session is audited under both users; password, 2FA and e-mail changes are refused.
   */
  impersonatorUserId?: string | null;
}

/** Who is acting in the advisor panel and what they may reach (product-decisions section 2). */
export interface AdvisorActor {
  userId: string;
  landingPageId: string;
  advisorId: string;
  /** The issuer's admin: manages everything on the landing page. */
  isAdmin: boolean;
  /** Networks the advisor belongs to (invitations go "to own networks"). */
  memberNetworkIds: string[];
  /** Networks the advisor coordinates: advisors and offers there are theirs to manage. */
  coordinatedNetworkIds: string[];
}

export interface RequestContext {
  readonly db: Db;
  readonly landing: Landing;
  /** The authenticated caller: set by the authentication of /api and /investor-api routes, null elsewhere. */
  session: AuthSession | null;
  /** The acting advisor of an advisor-panel session, loaded on first use and kept for the request; 403 without one. */
  advisorActor(): Promise<AdvisorActor>;
  /**
   * The landing page's configuration: white-label values with the admin's overrides (cached per landing page). Its load starts
   * with the context and is settled before the route's handler runs (plugins/request-context.ts), so awaiting it inside a
   * transaction never waits for a second connection (PGlite has one). Code that builds a context itself awaits it before
   * opening a transaction that reads it (test/helpers.ts `requestContextOf`).
   */
  configuration(): Promise<TEffectiveConfiguration>;
  /**
   * The landing page's configured origin for the request's host (never the request's port): links in e-mails point at it.
   */
  readonly baseUrl: string;
  /** The client's address (X-Forwarded-For only with TRUST_PROXY), for the audit log and the session rows. */
  readonly ip: string | null;
  readonly userAgent: string | null;
  /** The caller's language (Accept-Language, else the landing page's): error and violation texts are written in it. */
  readonly language: Language;
  readonly log: FastifyBaseLogger;
}

export interface RequestContextInput {
  db: Db;
  landing: Landing;
  session?: AuthSession | null;
  baseUrl: string;
  ip?: string | null;
  userAgent?: string | null;
  language?: Language;
  log: FastifyBaseLogger;
  /** Reads the acting advisor of a session (the advisors module's `loadAdvisorActor`). */
  loadAdvisorActor: (db: Db, session: AuthSession) => Promise<AdvisorActor>;
  /** Reads the landing page's effective configuration (the tenant configuration cache). */
  loadConfiguration: (landing: Landing) => Promise<TEffectiveConfiguration>;
}

/** Remembers the first call's promise (a failed one too: the request fails with it). */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | null = null;
  return () => (value ??= load());
}

export function createRequestContext(input: RequestContextInput): RequestContext {
  const configuration = input.loadConfiguration(input.landing);
  // Awaited by whoever needs it; a request that never does must not leave an unhandled rejection behind.
  configuration.catch(() => undefined);
  const context: RequestContext = {
    db: input.db,
    landing: input.landing,
    session: input.session ?? null,
    advisorActor: once(() => input.loadAdvisorActor(input.db, requireSession(context))),
    configuration: () => configuration,
    baseUrl: input.baseUrl,
    ip: input.ip ?? null,
    userAgent: input.userAgent ?? null,
    language: input.language ?? input.landing.language,
    log: input.log,
  };
  return context;
}

/** The caller of a route behind authentication (every /api and /investor-api route); 401 otherwise. */
export function requireSession(context: RequestContext): AuthSession {
  if (!context.session) throw unauthorized();
  return context.session;
}

/**
 * The caller's session when it is their own: an impersonated session (an admin viewing the user's account) may not change
 * the user's password, 2FA or e-mail, nor move to another context (403 error.impersonationForbidden).
 */
export function requireOwnSession(context: RequestContext): AuthSession {
  const session = requireSession(context);
  if (session.impersonatorUserId) throw impersonationForbidden();
  return session;
}
