import {
  ZKycCompanyRegisterParamsSchema,
  ZKycCompanyRegisterSchema,
  ZKycDraftSavedSchema,
  ZKycDraftSchema,
  ZKycPreviewSchema,
  ZKycSubmitResultSchema,
  ZKycTokenParamsSchema,
  ZPublicKycRequestSchema,
  ZVatWhitelistRequestSchema,
  ZVatWhitelistResultSchema,
} from '@emisja/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/app-error.ts';
import { hashSecret } from '../../lib/secrets.ts';
import { openKycForm, previewKycForm, saveKycFormDraft, submitKycForm } from './kyc-form.service.ts';
import { checkVatWhitelist, findCompanyInRegister } from './kyc-registers.service.ts';

// The public questionnaire's calls (spec section 7 "Public", product-decisions section 9, docs/decisions/032-kyc-server.md): no
// login, the link's secret in the path (logged URLs mask it, app.ts redactUrl). Unknown, expired or replaced link 404
// error.tokenInactive; submitted 410 error.formInactive. Answers carry personal data: never cached.

const BASE = '/public-api/kyc/investor-request';

/**
 * A questionnaire is a few dozen short fields (decision 030: texts up to 200 characters, descriptions 2000, lists of at most
 * 20): 256 KiB is ample, and anything larger is refused (413) before it is parsed.
 */
export const KYC_FORM_BODY_LIMIT = 256 * 1024;

/** Register lookups per link and hour: enough to retype a number many times, not to use the platform as a register proxy. */
export const REGISTER_LOOKUPS_PER_TOKEN = 30;
const REGISTER_LOOKUP_WINDOW = '1 hour';

function perTokenLimit(name: string) {
  return {
    rateLimit: {
      max: REGISTER_LOOKUPS_PER_TOKEN,
      timeWindow: REGISTER_LOOKUP_WINDOW,
      keyGenerator: (request: FastifyRequest) =>
        `${name}:${request.landing?.id ?? ''}:${hashSecret((request.params as { token?: string }).token ?? '')}`,
    },
  };
}

export const kycFormRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    `${BASE}/preview/:token`,
    {
      schema: {
        tags: ['kyc-form'],
        summary:
          'The submitted questionnaire, read-only, with PESEL, document, tax and account numbers masked; 404 unknown or ' +
          'dead link, 409 not submitted yet',
        params: ZKycTokenParamsSchema,
        response: { 200: ZKycPreviewSchema, ...errorResponses(400, 404, 409, 410) },
      },
    },
    async (request) => previewKycForm(request.ctx, app.kyc, request.params.token),
  );

  app.get(
    `${BASE}/:token`,
    {
      schema: {
        tags: ['kyc-form'],
        summary:
          'What the questionnaire needs to start or resume: status, e-mail, whether a company may fill it in, the saved ' +
          'draft. 404 unknown, expired or replaced link; 410 already submitted',
        params: ZKycTokenParamsSchema,
        response: { 200: ZPublicKycRequestSchema, ...errorResponses(400, 404, 410) },
      },
    },
    async (request) => openKycForm(request.ctx, app.kyc, request.params.token),
  );

  app.put(
    `${BASE}/:token/draft`,
    {
      bodyLimit: KYC_FORM_BODY_LIMIT,
      schema: {
        tags: ['kyc-form'],
        summary:
          'Saves what is filled in so far (format checks only): a reload or another device resumes; the request becomes ' +
          `in-progress. Bodies over ${KYC_FORM_BODY_LIMIT} bytes: 413`,
        params: ZKycTokenParamsSchema,
        body: ZKycDraftSchema,
        response: { 200: ZKycDraftSavedSchema, ...errorResponses(400, 404, 410, 413, 415) },
      },
    },
    async (request) => saveKycFormDraft(request.ctx, app.kyc, request.params.token, request.body),
  );

  app.put(
    `${BASE}/:token/submit`,
    {
      bodyLimit: KYC_FORM_BODY_LIMIT,
      schema: {
        tags: ['kyc-form'],
        summary:
          'Submits the questionnaire: every rule of the seven sections (400 error.validation with the violations on their ' +
          'property paths); the link then shows the preview. Submitting again, or a second tab at once: 410',
        params: ZKycTokenParamsSchema,
        body: ZKycDraftSchema,
        response: { 200: ZKycSubmitResultSchema, ...errorResponses(400, 404, 410, 413, 415) },
      },
    },
    async (request) => {
      const { ctx } = request;
      const { result, outboxIds } = await submitKycForm(ctx, app.kyc, request.params.token, request.body);
      await app.mailer.dispatchAfterCommit(outboxIds, ctx.log);
      return result;
    },
  );

  app.get(
    `${BASE}/:token/company-register/:krs`,
    {
      config: perTokenLimit('kyc-company-register'),
      schema: {
        tags: ['kyc-form'],
        summary:
          "The company of a KRS number from the KRS open API (cached 24 h) in the questionnaire's terms, while the form " +
          `is open. 404 error.registerNotFound, 503 error.registerUnavailable (fill in by hand), 429 after ` +
          `${REGISTER_LOOKUPS_PER_TOKEN} lookups per link and hour`,
        params: ZKycCompanyRegisterParamsSchema,
        response: { 200: ZKycCompanyRegisterSchema, ...errorResponses(400, 404, 410, 429, 503) },
      },
    },
    async (request) => findCompanyInRegister(request.ctx, app.kyc, request.params.token, request.params.krs),
  );

  app.post(
    `${BASE}/:token/vat-whitelist`,
    {
      config: perTokenLimit('kyc-vat-whitelist'),
      schema: {
        tags: ['kyc-form'],
        summary:
          'Checks a bank account against the VAT white list for a NIP (a body: account numbers stay out of URLs), while ' +
          'the form is open; name null when the list holds no such taxpayer. 503 error.registerUnavailable, 429 after ' +
          `${REGISTER_LOOKUPS_PER_TOKEN} checks per link and hour`,
        params: ZKycTokenParamsSchema,
        body: ZVatWhitelistRequestSchema,
        response: { 200: ZVatWhitelistResultSchema, ...errorResponses(400, 404, 410, 429, 503) },
      },
    },
    async (request) => checkVatWhitelist(request.ctx, app.kyc, request.params.token, request.body),
  );
};
