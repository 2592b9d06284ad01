import { KYC_SECRET_PATHS } from '@emisja/shared';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env.ts';
import type { Database } from './db/client.ts';
import { redactUrl } from './lib/redact-url.ts';
import { createStorageProvider, type StorageProvider } from './lib/storage/index.ts';
import { refuseNulCharacters } from './lib/nul-characters.ts';
import { advisorsRoutes } from './modules/advisors/advisors.routes.ts';
import { authApiRoutes } from './modules/auth/auth-api.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { impersonationRoutes } from './modules/impersonation/impersonation.routes.ts';
import { assetsRoutes } from './modules/assets/assets.routes.ts';
import { networksRoutes } from './modules/advisors/networks.routes.ts';
import { campaignAdminRoutes } from './modules/campaigns/campaign-admin.routes.ts';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes.ts';
import { createAuthRateLimits } from './modules/auth/rate-limits.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { investmentsRoutes } from './modules/investments/investments.routes.ts';
import { investorPanelRoutes } from './modules/investor-panel/investor-panel.routes.ts';
import { createKycDependencies, type KycDependencies } from './modules/kyc/kyc-dependencies.ts';
import { kycRoutes } from './modules/kyc/kyc.routes.ts';
import { offerActionsRoutes } from './modules/offers/offer-actions.routes.ts';
import { lifecycleJobsRoutes } from './modules/offers/lifecycle-jobs.routes.ts';
import { offersRoutes } from './modules/offers/offers.routes.ts';
import { publicOfferRoutes } from './modules/public-offer/public-offer.routes.ts';
import { settlementsRoutes } from './modules/settlements/settlements.routes.ts';
import { brandingRoutes } from './modules/tenancy/branding.routes.ts';
import { tenancyRoutes } from './modules/tenancy/tenancy.routes.ts';
import auth from './plugins/auth.ts';
import compression from './plugins/compression.ts';
import configurationSync from './plugins/configuration-sync.ts';
import dbPlugin from './plugins/db.ts';
import errorHandler, { clientErrorHandler, frameworkErrors } from './plugins/error-handler.ts';
import lifecycleJobs from './plugins/lifecycle-jobs.ts';
import metrics from './plugins/metrics.ts';
import mailer from './plugins/mailer.ts';
import openapi from './plugins/openapi.ts';
import requestContext from './plugins/request-context.ts';
import security from './plugins/security.ts';
import storage from './plugins/storage.ts';
import tenant from './plugins/tenant.ts';
import web from './plugins/web.ts';

export interface BuildAppOptions {
  env: Env;
  database: Database;
  /** The app closes the database on close (the server); tests that share one database pass false. */
  closeDatabase?: boolean;
  /** Run pg-boss workers (default true). */
  runJobs?: boolean;
  jobPollingIntervalSeconds?: number;
  /** Where uploads are stored; by default the provider the environment chooses (STORAGE_DIR). */
  storage?: StorageProvider;
  logger?: FastifyServerOptions['logger'];
  /**
   * The KYC module's cipher, registers and identity verification provider; by default those of the environment. The server
   * hands in the cipher it loaded at start (server.ts).
   */
  kyc?: Partial<KycDependencies>;
}

export { redactUrl } from './lib/redact-url.ts';

// Paths of request/response data that must never reach the logs: tokens, passwords, PESEL, bank accounts.
export const LOG_REDACT_PATHS = [
  ...new Set([
    'req.headers.authorization',
    'req.headers.cookie',
    'res.headers["set-cookie"]',
    '*.password',
    '*.newPassword',
    '*.currentPassword',
    '*.passwordConfirmation',
    '*.token',
    '*.accessToken',
    '*.refreshToken',
    '*.remember2faToken',
    '*.twoFactorToken',
    '*.code',
    '*.secret',
    '*.otpauthUrl',
    '*.qrCodeDataUrl',
    '*.pesel',
    '*.identificationNo',
    '*.bankAccount',
    '*.iban',
    // A KYC questionnaire (draft, answers) wherever a log line might carry one: top level, one or two levels down, as a body.
    ...KYC_SECRET_PATHS.flatMap((path) => [path, `*.${path}`, `*.*.${path}`]),
  ]),
];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request) => ({ method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip }),
    },
  };
}

/** Fastify types its compilers' factories for Ajv's JSON schemas; ours hand out the zod compilers. */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** The Fastify app factory. Plugins load in a fixed order: external, the app's own services, then routes (fastify/demo). */
export async function buildApp(options: BuildAppOptions) {
  const { env, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(env.LOG_LEVEL),
    // A hop count is valid for Fastify (proxy-addr) but missing from its types.
    trustProxy: env.trustProxy as boolean | string | string[],
    routerOptions: { ignoreTrailingSlash: true },
    // Answers before routing (a path parameter too long, a bad URL) and of the HTTP parser (a request line or headers over
    // 16 kB) in the standard error body, never an echo of the path (plugins/error-handler.ts).
    frameworkErrors,
    clientErrorHandler,
    // Every schema is a zod schema (shared with the web app): zod validates requests and serialises responses. Given as the
    // compilers' factories, not set after creation, so that Fastify never loads its default ones (Ajv and
    // fast-json-stringify: about 0.1 s of every start, issue 16's restart within 3 s; decision 064).
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();

  // A NUL character in a body, query or path parameter is a 400 before any schema or database sees it (issue 17 item 10).
  app.addHook('preValidation', refuseNulCharacters);

  await app.register(errorHandler);
  await app.register(security, { isProduction: env.NODE_ENV === 'production', database });
  await app.register(compression);
  await app.register(openapi);

  await app.register(dbPlugin, { database, closeDatabase: options.closeDatabase ?? true });
  await app.register(tenant);
  await app.register(configurationSync);
  await app.register(requestContext, { linkPort: env.PUBLIC_PORT ?? env.PORT });
  await app.register(storage, { provider: options.storage ?? (await createStorageProvider(env)) });
  await app.register(mailer, {
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    runJobs: options.runJobs ?? true,
    pollingIntervalSeconds: options.jobPollingIntervalSeconds,
    jobExpireSeconds: env.MAIL_JOB_EXPIRE_SECONDS,
    jobMaintenanceIntervalSeconds: env.JOB_MAINTENANCE_INTERVAL_SECONDS,
    sweepIntervalMs: env.MAIL_SWEEP_INTERVAL_SECONDS * 1000,
  });
  await app.register(lifecycleJobs, {
    port: env.PUBLIC_PORT ?? env.PORT,
    pollingIntervalSeconds: options.jobPollingIntervalSeconds,
  });

  await app.register(auth, { jwtSecret: env.jwtSecret, accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS });
  // Before the routes, so its timing hook sees every one of them; GET /metrics only with METRICS_TOKEN (issue 17 item 7).
  await app.register(metrics, { token: env.METRICS_TOKEN });

  await app.register(healthRoutes);
  await app.register(tenancyRoutes);
  const rateLimits = createAuthRateLimits(app, {
    windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    ipMax: env.AUTH_RATE_LIMIT_IP_MAX,
    emailMax: env.AUTH_RATE_LIMIT_EMAIL_MAX,
  });
  await app.register(authRoutes, { rateLimits });
  await app.register(authApiRoutes, { rateLimits });
  await app.register(advisorsRoutes);
  await app.register(impersonationRoutes);
  await app.register(auditRoutes);
  await app.register(documentsRoutes);
  await app.register(settlementsRoutes);
  await app.register(campaignsRoutes);
  // The issuer's back office (issue 14): campaigns, assets, branding, networks.
  await app.register(campaignAdminRoutes);
  await app.register(assetsRoutes);
  await app.register(brandingRoutes);
  await app.register(networksRoutes);
  await app.register(offersRoutes);
  await app.register(publicOfferRoutes);
  await app.register(offerActionsRoutes);
  await app.register(lifecycleJobsRoutes);
  await app.register(investmentsRoutes);
  await app.register(investorPanelRoutes);
  await app.register(kycRoutes, { dependencies: createKycDependencies(env, app.log, options.kyc) });
  if (env.isDevMailbox) await app.register(devMailboxRoutes);

  await app.register(web, { webDistDir: env.webDistDir, serveWeb: env.SERVE_WEB });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
