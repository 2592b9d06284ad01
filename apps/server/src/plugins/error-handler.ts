import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
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
  414: ERROR_LABELS.requestTooLarge,
  415: ERROR_LABELS.unsupportedMediaType,
  431: ERROR_LABELS.requestTooLarge,
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
  // Never Fastify's own code (FST_ERR_...): the client learns what was wrong, not how the server is built.
  return [{ propertyPath: '', title: errorMessage(ERROR_LABELS.validation, language), code: 'invalid' }];
}

/** A body that is not JSON (or an empty one announced as JSON): 400 error.validation, violation invalidJson, no parser internals. */
const INVALID_JSON_CODES = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

async function handleError(this: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'application error');
    return reply.status(error.statusCode).send(errorBody(request, error.label, error.violations, error.params));
  }
  const statusCode = error.statusCode ?? 500;
  if (INVALID_JSON_CODES.has(error.code) || (error instanceof SyntaxError && statusCode === 400)) {
    // Still error.validation (what every client shows for bad input), with one clean violation instead of the parser's code.
    const title = errorMessage(ERROR_LABELS.invalidJson, requestLanguage(request));
    return reply
      .status(400)
      .send(errorBody(request, ERROR_LABELS.validation, [{ propertyPath: '', title, code: 'invalidJson' }]));
  }
  if (error.validation) {
    return reply.status(400).send(errorBody(request, ERROR_LABELS.validation, validationViolations(request, error)));
  }
  if (statusCode >= 400 && statusCode < 500) {
    return reply.status(statusCode).send(errorBody(request, STATUS_LABELS[statusCode] ?? ERROR_LABELS.validation));
  }
  // The URL masked as in every log line: a 500 on a link page would otherwise log the link's secret (decision 032).
  request.log.error({ err: error, url: redactUrl(request.url), method: request.method }, 'unexpected error');
  return reply.status(500).send(errorBody(request, ERROR_LABELS.unexpected));
}

/**
 * Errors Fastify answers before routing (its `frameworkErrors` option): a path parameter longer than the router takes
 * (414), a malformed URL component (400). The standard body, never an echo of the path (issue 17 item 10).
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, reply) => {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const statusCode = tooLong ? 414 : 400;
  void (reply as FastifyReply)
    .status(statusCode)
    .header('cache-control', 'no-store')
    .send(errorBody(request, tooLong ? ERROR_LABELS.requestTooLarge : ERROR_LABELS.validation));
};

/**
 * Errors of Node's HTTP parser, before there is a request (Fastify's `clientErrorHandler` option): a request line or headers
 * over the limit (431), a timeout (408), a malformed request (400). The standard body in English (no headers to choose a
 * language from), then the connection closes.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const [statusCode, label] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, ERROR_LABELS.requestTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, ERROR_LABELS.unexpected]
        : [400, ERROR_LABELS.validation];
  const body = JSON.stringify({ label, message: errorMessage(label, 'en'), violations: [] } satisfies TErrorBody);
  socket.end(
    `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      'Cache-Control: no-store\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

export default fp(
  async (app) => {
    app.setErrorHandler(handleError);
  },
  { name: 'error-handler' },
);
