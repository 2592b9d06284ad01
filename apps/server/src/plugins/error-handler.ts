import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { $ZodIssue } from 'zod/v4/core';
import { ERROR_LABELS, errorMessage, type ErrorLabel, type TErrorBody, type TViolation } from '@emisja/shared';
import { issueToViolation } from '@emisja/shared/validation/zod';
import { AppError } from '../lib/app-error.ts';
import { requestLanguage } from '../lib/language.ts';
import { redactUrl } from '../lib/redact-url.ts';

// One error handler for the whole API (fastify/demo habit): every error leaves as the body of product-decisions section 6,
// in the caller's language. Bad input is a 4xx with violations; anything unexpected is a 500 labelled error.unexpected with
// no internals, logged with its context.

const STATUS_LABELS: Record<number, ErrorLabel> = {
  400: ERROR_LABELS.validation,
  401: ERROR_LABELS.unauthorized,
  403: ERROR_LABELS.forbidden,
  404: ERROR_LABELS.notFound,
  406: ERROR_LABELS.validation,
  409: ERROR_LABELS.conflict,
  413: ERROR_LABELS.payloadTooLarge,
  415: ERROR_LABELS.unsupportedMediaType,
  429: ERROR_LABELS.tooManyRequests,
};

export function errorBody(request: FastifyRequest, label: ErrorLabel, violations: TViolation[] = [], params = {}): TErrorBody {
  return { label, message: errorMessage(label, requestLanguage(request), params), violations };
}

function validationViolations(request: FastifyRequest, error: FastifyError): TViolation[] {
  const language = requestLanguage(request);
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation.map((item) => {
      const issue = {
        ...item.params,
        code: item.keyword,
        path: item.instancePath.split('/').filter(Boolean),
        message: item.message,
      } as unknown as $ZodIssue;
      const violation = issueToViolation(issue, language);
      // Header and query violations name their location so the client can tell `limit` (query) from `limit` (body).
      return error.validationContext && error.validationContext !== 'body' && !violation.propertyPath
        ? { ...violation, propertyPath: error.validationContext }
        : violation;
    });
  }
  return [{ propertyPath: '', title: errorMessage(ERROR_LABELS.validation, language), code: error.code ?? 'invalid' }];
}

async function handleError(this: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'application error');
    return reply.status(error.statusCode).send(errorBody(request, error.label, error.violations, error.params));
  }
  const statusCode = error.statusCode ?? 500;
  if (error.validation || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return reply.status(400).send(errorBody(request, ERROR_LABELS.validation, validationViolations(request, error)));
  }
  if (statusCode >= 400 && statusCode < 500) {
    return reply.status(statusCode).send(errorBody(request, STATUS_LABELS[statusCode] ?? ERROR_LABELS.validation));
  }
  // The URL masked as in every log line: a 500 on a link page would otherwise log the link's secret (decision 032).
  request.log.error({ err: error, url: redactUrl(request.url), method: request.method }, 'unexpected error');
  return reply.status(500).send(errorBody(request, ERROR_LABELS.unexpected));
}

export default fp(
  async (app) => {
    app.setErrorHandler(handleError);
  },
  { name: 'error-handler' },
);
