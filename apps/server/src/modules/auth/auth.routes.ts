import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTEXT_TYPES,
  ZAcceptedResponseSchema,
  ZActivationInfoResponseSchema,
  ZChangeContextResponseSchema,
  ZChangeContextWithTokenRequestSchema,
  ZEmailRequestSchema,
  ZLoginRequestSchema,
  ZLoginResultSchema,
  ZAuthTokenResultSchema,
  ZLoginWithTwoFactorRequestSchema,
  ZPasswordSetResponseSchema,
  ZRedirectTokenLoginResultSchema,
  ZRefreshTokenRequestSchema,
  ZRefreshTokenResponseSchema,
  ZSetPasswordWithTokenRequestSchema,
  ZTokenRequestSchema,
  ZTwoFactorEnrolmentRequestSchema,
  ZTwoFactorSetupResponseSchema,
  type ContextType,
} from '@emisja/shared';
import { accessDenied, errorResponses, impersonationForbidden, unauthorized } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import {
  activateAccount,
  createActivationLink,
  createInvestorLoginLink,
  createPasswordResetLink,
  describeActivation,
  resetPassword,
} from './account.service.ts';
import { loginInvestor, loginWithPassword, loginWithTwoFactor, startTwoFactorEnrolment } from './login.service.ts';
import type { AuthRateLimits } from './rate-limits.ts';
import { loginWithRedirectToken } from './redirect-login.service.ts';
import { authenticateAccessToken, changeSessionContext, refreshSession } from './session.service.ts';

/**
 * Work done after the answer: the "send a link" endpoints answer 202 at once and look the account up afterwards, so
 * neither the answer nor its timing tells whether the e-mail belongs to an account
 * (docs/decisions/010-no-account-enumeration.md). Pending work is awaited when the app closes.
 */
function createBackgroundWork(log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    run(name: string, work: () => Promise<unknown>) {
      const task: Promise<void> = work()
        .then(() => undefined)
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background auth task failed'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    drain: () => Promise.allSettled([...pending]).then(() => undefined),
  };
}

// The unauthenticated auth endpoints of spec section 7 (Auth table); /api/auth/* are in auth-api.routes.ts.
export const authRoutes: FastifyPluginAsyncZod<{ rateLimits: AuthRateLimits }> = async (app, { rateLimits }) => {
  const background = createBackgroundWork(app.log);
  app.addHook('onClose', background.drain);

  /**
   * A "send a link" endpoint: always 202 at once; the account is looked up and the e-mail written after the answer, and the
   * mail is dispatched once its transaction committed.
   */
  const sendLinkRoute = (
    path: string,
    summary: string,
    taskName: string,
    writeLink: (context: RequestContext, email: string) => Promise<string | null>,
  ) =>
    app.post(
      path,
      {
        onRequest: rateLimits.perIp(),
        preHandler: rateLimits.perEmail(),
        schema: {
          tags: ['auth'],
          summary: `${summary} (always 202)`,
          body: ZEmailRequestSchema,
          response: { 202: ZAcceptedResponseSchema, ...errorResponses(400, 404, 429) },
        },
      },
      async (request, reply) => {
        const { ctx } = request;
        background.run(taskName, async () => {
          await app.mailer.dispatchAfterCommit([await writeLink(ctx, request.body.email)], ctx.log);
        });
        return reply.status(202).send({ status: 'accepted' as const });
      },
    );

  app.post(
    '/auth/login',
    {
      onRequest: rateLimits.perIp(),
      preHandler: rateLimits.perEmail(),
      schema: {
        tags: ['auth'],
        summary: 'Advisor login with e-mail and password (and a remembered second factor)',
        headers: z.object({ 'context-id': z.string().optional(), 'context-type': z.enum(CONTEXT_TYPES).optional() }),
        body: ZLoginRequestSchema,
        response: { 200: ZLoginResultSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const { ctx } = request;
      const contextId = request.headers['context-id'];
      const contextType = request.headers['context-type'];
      // The password login is the advisor panel's, of the host's landing page (spec section 7, product-decisions 1).
      if ((contextId && contextId !== ctx.landing.id) || (contextType && contextType !== 'advisor-panel')) {
        throw accessDenied();
      }
      return loginWithPassword(ctx, app.authKeys, request.body);
    },
  );

  app.post(
    '/auth/login-with-two-factor',
    {
      onRequest: rateLimits.perIp(),
      schema: {
        tags: ['auth'],
        summary: 'Completes a login with the code of the authenticator app',
        body: ZLoginWithTwoFactorRequestSchema,
        response: { 200: ZAuthTokenResultSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => loginWithTwoFactor(request.ctx, app.authKeys, request.body),
  );

  app.post(
    '/auth/two-factor/enrolment',
    {
      onRequest: rateLimits.perIp(),
      schema: {
        tags: ['auth'],
        summary: 'A TOTP secret for a login that must enrol in 2FA (the landing page requires it)',
        body: ZTwoFactorEnrolmentRequestSchema,
        response: { 200: ZTwoFactorSetupResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => startTwoFactorEnrolment(request.ctx, app.authKeys, request.body.twoFactorToken),
  );

  // A landing page that blocks the investor panel sends nothing, and says so to no one (spec section 1).
  sendLinkRoute(
    '/auth/investor/send-token',
    'E-mails an investor a one-time login link',
    'investor-login-link',
    createInvestorLoginLink,
  );
  sendLinkRoute(
    '/auth/activate/send-token',
    'E-mails a new activation link to an advisor awaiting activation',
    'activation-link',
    createActivationLink,
  );
  sendLinkRoute(
    '/auth/password/send-remind-request',
    'E-mails a password reset link',
    'password-reset-link',
    createPasswordResetLink,
  );

  app.post(
    '/auth/login-investor',
    {
      onRequest: rateLimits.perIp(),
      schema: {
        tags: ['auth'],
        summary: 'Exchanges the secret of an investor login link for a session',
        body: ZTokenRequestSchema,
        response: { 200: ZAuthTokenResultSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => loginInvestor(request.ctx, app.authKeys, request.body.token),
  );

  app.post(
    '/auth/login-with-redirect-token',
    {
      onRequest: rateLimits.perIp(),
      schema: {
        tags: ['auth'],
        summary:
          'Exchanges the one-time secret of a link in an investor e-mail (24 h, single use) for an investor-panel session ' +
          'and the page inside /app to open; used, expired or unknown: 404 error.tokenInactive',
        body: ZTokenRequestSchema,
        response: { 200: ZRedirectTokenLoginResultSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => loginWithRedirectToken(request.ctx, app.authKeys, request.body.token),
  );

  app.post(
    '/auth/activate',
    {
      onRequest: rateLimits.perIp(),
      schema: {
        tags: ['auth'],
        summary: 'Whose account an activation link activates (the link stays usable)',
        body: ZTokenRequestSchema,
        response: { 200: ZActivationInfoResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => describeActivation(request.ctx, request.body.token),
  );

  app.post(
    '/auth/activate-from-email',
    {
      onRequest: rateLimits.perIp(),
      schema: {
        tags: ['auth'],
        summary: 'Activates an advisor account with a password and logs in',
        body: ZSetPasswordWithTokenRequestSchema,
        response: { 200: ZLoginResultSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => activateAccount(request.ctx, app.authKeys, request.body),
  );

  app.post(
    '/auth/password/set',
    {
      onRequest: rateLimits.perIp(),
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password with a reset link; every session of the user ends',
        body: ZSetPasswordWithTokenRequestSchema,
        response: { 200: ZPasswordSetResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => resetPassword(request.ctx, request.body),
  );

  const refreshRoute = (path: string, contextType: ContextType) =>
    app.post(
      path,
      {
        schema: {
          tags: ['auth'],
          summary: `Rotates the refresh token of a ${contextType} session`,
          body: ZRefreshTokenRequestSchema,
          response: { 200: ZRefreshTokenResponseSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => refreshSession(request.ctx, app.authKeys, request.body.refreshToken, contextType),
    );
  refreshRoute('/auth/refresh-token', 'advisor-panel');
  refreshRoute('/auth/refresh-investor-token', 'investor-panel');

  app.patch(
    '/auth/change-context',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Moves the session of an access token (of either panel) to another context of the user; needs the ' +
          "session's current refresh token (401 otherwise)",
        body: ZChangeContextWithTokenRequestSchema,
        response: { 200: ZChangeContextResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { ctx } = request;
      const session = await authenticateAccessToken(ctx.db, app.authKeys, request.body.token, ctx.landing.id);
      if (!session) throw unauthorized();
      // An impersonated session stays in the context the admin opened (docs/decisions/043).
      if (session.impersonatorUserId) throw impersonationForbidden();
      const target = {
        contextId: request.body.contextId ?? ctx.landing.id,
        contextType: request.body.contextType ?? ('advisor-panel' as const),
        refreshToken: request.body.refreshToken,
      };
      return changeSessionContext(ctx, app.authKeys, session, target);
    },
  );
};
