import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error.ts';
import { SIGNATURE_HEADER, SIGNATURE_TIMESTAMP_HEADER } from '../../lib/identity-verification/index.ts';
import { recordWebhookResult } from './identity-verification.service.ts';

// The `webhook` identity verification provider's callback (product-decisions section 9, docs/decisions/031 and 032). Registered
// only with IDENTITY_VERIFICATION_PROVIDER=webhook (kyc.routes.ts): with the manual provider the path does not exist (404).

/** A result is a few hundred bytes. */
const WEBHOOK_BODY_LIMIT = 16 * 1024;

export const identityVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // The signature covers the raw bytes: in this plugin only, JSON bodies reach the handler as a Buffer, unparsed.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/public-api/identity-verification/webhook',
    {
      schema: {
        tags: ['kyc'],
        summary:
          `The identity verification provider's result {requestId, status: success|failed, note?, providerReference}, ` +
          `signed: ${SIGNATURE_TIMESTAMP_HEADER}: <Unix seconds>, ${SIGNATURE_HEADER}: sha256=<hex HMAC-SHA256 of ` +
          '"<timestamp>.<raw body>" with IDENTITY_WEBHOOK_SECRET>. 204 recorded (or already recorded); 401 bad, stale or ' +
          'replayed signature; 404 unknown request',
        response: { 204: z.null(), ...errorResponses(400, 401, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await recordWebhookResult(request.ctx, app.kyc, rawBody, request.headers);
      return reply.status(204).send(null);
    },
  );
};
