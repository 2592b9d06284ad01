import { ERROR_LABELS, ERROR_MESSAGES, ZErrorBodySchema, type ErrorLabel, type TViolation } from '@emisja/shared';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { currentLanguage, i18n } from './i18n';

// The one API client of the web app (bulletproof-react habit): every call to the server goes through `apiRequest`, which
// is also the single place that turns a failed response into an ApiError. The error body is the one of
// product-decisions section 6: { label, message, violations }.

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** Label of the error catalogue (ERROR_LABELS), `error.unexpected` when the body was not an error body. */
    readonly label: string,
    readonly violations: TViolation[] = [],
    /** The server's message, already in the language sent in Accept-Language. */
    message: string = label,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  method?: HttpMethod;
  headers?: Record<string, string>;
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  signal?: AbortSignal;
};

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  return contentType.includes('json') ? JSON.parse(text) : text;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readBody(response).catch(() => undefined);
  const parsed = ZErrorBodySchema.safeParse(body);
  if (parsed.success) {
    const { label, violations, message } = parsed.data;
    return new ApiError(response.status, label, violations, message);
  }
  return new ApiError(response.status, ERROR_LABELS.unexpected, [], response.statusText || `HTTP ${response.status}`);
}

function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** A call to the server; with a `schema` the answer is validated against the API contract and typed by it. */
export async function apiRequest<TSchema extends z.ZodType>(
  path: string,
  options: RequestOptions & { schema: TSchema },
): Promise<z.output<TSchema>>;
export async function apiRequest(path: string, options?: RequestOptions & { schema?: undefined }): Promise<unknown>;
export async function apiRequest(path: string, options: RequestOptions & { schema?: z.ZodType } = {}): Promise<unknown> {
  const { method = 'GET', body, signal, schema } = options;
  const headers = new Headers(options.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  // The server writes its messages in this language (apps/server/src/lib/language.ts).
  if (!headers.has('accept-language')) headers.set('accept-language', currentLanguage(i18n));
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('content-type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload, signal, credentials: 'same-origin' });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(0, ERROR_LABELS.unexpected, [], 'The server could not be reached', { cause: error });
  }
  if (!response.ok) throw await toApiError(response);

  const data = await readBody(response);
  if (!schema) return data;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(response.status, ERROR_LABELS.unexpected, [], `Unexpected answer from ${method} ${path}`, {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

function isCatalogueLabel(label: string): label is ErrorLabel {
  return Object.hasOwn(ERROR_MESSAGES.en, label);
}

function hasPlaceholders(label: ErrorLabel): boolean {
  return /\{\w+\}/.test(ERROR_MESSAGES.en[label]);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "capitalised property path + title" (spec section 5): `investmentValue` -> "InvestmentValue: <title>". */
export function violationMessage(violation: TViolation): string {
  return violation.propertyPath ? `${capitalise(violation.propertyPath)}: ${violation.title}` : violation.title;
}

/**
 * The message to show for a failed call (spec section 8, product-decisions 6): the catalogue's message for the label,
 * else the first violation, else the default message. `error.unexpected` is the default message. The server labels
 * every bad input `error.validation` and lists what is wrong in the violations, so for that generic label the first
 * violation is the more useful text; without violations its own message ("Incorrect form data") is shown.
 * `params` fill placeholders such as `{{min}}`; without them the server's message (already filled in) is used.
 */
export function errorMessage(error: unknown, t: TFunction, params?: Record<string, string | number>): string {
  if (error instanceof ApiError && error.label !== ERROR_LABELS.unexpected) {
    const [violation] = error.violations;
    const isGenericWithViolation = error.label === ERROR_LABELS.validation && violation !== undefined;
    if (isCatalogueLabel(error.label) && !isGenericWithViolation) {
      if (hasPlaceholders(error.label) && !params && error.message !== error.label) return error.message;
      return t(`errors.${error.label}`, params ?? {});
    }
    if (violation) return violationMessage(violation);
  }
  return t('errors.errorDefaultMessage');
}
