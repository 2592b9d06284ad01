import type { preValidationAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZActiveUserDataSchema,
  ZChangeContextRequestSchema,
  ZChangeContextResponseSchema,
  ZChangePasswordRequestSchema,
  ZRefreshTokenResponseSchema,
  ZTwoFactorConfirmRequestSchema,
  ZTwoFactorDisableRequestSchema,
  ZTwoFactorSetupResponseSchema,
  ZTwoFactorStatusResponseSchema,
  ZUserContextsResponseSchema,
  type ContextType,
} from '@emisja/shared';
import { errorResponses } from '../../lib/app-error.ts';
import { requireOwnSession, requireSession } from '../../lib/request-context.ts';
import {
  changePassword,
  confirmTwoFactor,
  disableTwoFactor,
  getActiveUserData,
  listUserContexts,
  setUpTwoFactor,
} from './account.service.ts';
import type { AuthRateLimits } from './rate-limits.ts';
import { changeSessionContext, endSession } from './session.service.ts';

/** Password, 2FA and context changes are the user's own: refused in an impersonated session before the body is read. */
const ownSessionOnly: preValidationAsyncHookHandler = async (request) => {
  requireOwnSession(request.ctx);
};

// The logged-in user's auth endpoints. The auth plugin admits only access tokens of the path's panel (/api: advisor-panel,
// /investor-api: investor-panel), so `requireSession` always finds the session here.
export const authApiRoutes: FastifyPluginAsyncZod<{ rateLimits: AuthRateLimits }> = async (app, { rateLimits }) => {
  const sessionRoutes = (prefix: '/api' | '/investor-api', contextType: ContextType) => {
    app.get(
      `${prefix}/auth/data`,
      {
        schema: {
          tags: ['auth'],
          summary: `Active user data (${contextType})`,
          response: { 200: ZActiveUserDataSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => getActiveUserData(request.ctx, requireSession(request.ctx)),
    );

    app.post(
      `${prefix}/auth/logout`,
      {
        schema: {
          tags: ['auth'],
          summary: `Ends the session: its refresh token and access tokens stop working (${contextType})`,
          response: { 204: z.null(), ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) => {
        await endSession(request.ctx, requireSession(request.ctx));
        return reply.status(204).send(null);
      },
    );
  };
  sessionRoutes('/api', 'advisor-panel');
  sessionRoutes('/investor-api', 'investor-panel');

  app.get(
    '/api/contexts',
    {
      schema: {
        tags: ['auth'],
        summary: "The user's contexts on this landing page",
        response: { 200: ZUserContextsResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listUserContexts(request.ctx.db, requireSession(request.ctx)),
  );

  app.patch(
    '/api/auth/change-context',
    {
      preValidation: ownSessionOnly,
      schema: {
        tags: ['auth'],
        summary: "Moves the session to another context of the user on this landing page; needs the session's refresh token",
        body: ZChangeContextRequestSchema,
        response: { 200: ZChangeContextResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => changeSessionContext(request.ctx, app.authKeys, requireOwnSession(request.ctx), request.body),
  );

  app.patch(
    '/api/auth/password',
    {
      preValidation: ownSessionOnly,
      onRequest: rateLimits.perIp(),
      schema: {
        tags: ['auth'],
        summary: 'Changes the password; the other sessions end and this one continues with the returned tokens',
        body: ZChangePasswordRequestSchema,
        response: { 200: ZRefreshTokenResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => changePassword(request.ctx, app.authKeys, requireOwnSession(request.ctx), request.body),
  );

  app.post(
    '/api/auth/two-factor/setup',
    {
      preValidation: ownSessionOnly,
      schema: {
        tags: ['auth'],
        summary: 'A new TOTP secret and its QR code (2FA stays off until confirmed)',
        response: { 200: ZTwoFactorSetupResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => setUpTwoFactor(request.ctx, app.authKeys, requireOwnSession(request.ctx)),
  );

  app.post(
    '/api/auth/two-factor/confirm',
    {
      preValidation: ownSessionOnly,
      onRequest: rateLimits.perIp(),
      schema: {
        tags: ['auth'],
        summary: 'Turns 2FA on with a code of the new secret',
        body: ZTwoFactorConfirmRequestSchema,
        response: { 200: ZTwoFactorStatusResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => confirmTwoFactor(request.ctx, app.authKeys, requireOwnSession(request.ctx), request.body.code),
  );

  app.post(
    '/api/auth/two-factor/disable',
    {
      preValidation: ownSessionOnly,
      onRequest: rateLimits.perIp(),
      schema: {
        tags: ['auth'],
        summary: 'Turns 2FA off (password and a current code)',
        body: ZTwoFactorDisableRequestSchema,
        response: { 200: ZTwoFactorStatusResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => disableTwoFactor(request.ctx, app.authKeys, requireOwnSession(request.ctx), request.body),
  );
};
