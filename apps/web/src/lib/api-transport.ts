import { errorBodyCheck, type TAnswerSchema } from '@emisja/shared/answer-checks';
import { CONTEXT_HEADERS } from '@emisja/shared/constants';
import { ERROR_LABELS } from '@emisja/shared/errors-core';
import { ApiError } from './api-error';
import { isDeferredSchema, type TSchemaSource, type TSourceData } from './deferred-schema';
import { currentLanguage, i18n } from './i18n';

// One HTTP exchange with the server, without the session rules (lib/session-refresh.ts adds those in lib/api-client.ts):
// the request's headers (language, bearer token, advisor-panel context), its JSON or multipart body, and the answer read,
// checked against the API contract, or turned into an ApiError. It is part of every page's first load, so it checks error
// bodies by hand (errorBodyCheck) and takes any schema with zod's `safeParse`: zod stays out of the shell, and the screens
// pass their zod schemas (docs/decisions/063), or a deferred schema, loaded beside the request, where the screen's first load
// should do without zod (lib/deferred-schema.ts, docs/decisions/069).

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  method?: HttpMethod;
  headers?: Record<string, string>;
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Sends this access token instead of the stored one, with no refresh: the login flow checks a new token before it becomes
   * the session, and logout calls the server with the token it has just removed (spec section 4, login flow).
   */
  accessToken?: string;
  /** Sees the successful response before its body is read: list calls read `X-Total-Count` from its headers. */
  onResponse?: (response: Response) => void;
  /**
   * 'blob' reads the body as bytes (file downloads and previews, which need the bearer token and so cannot be plain links);
   * its type is the response's Content-Type. Failures still become an ApiError from the JSON error body.
   */
  responseType?: 'json' | 'blob';
};

export type SendOptions = RequestOptions & {
  /**
   * A zod schema of the API contract, a check with the same `safeParse` (@emisja/shared/answer-checks), or either deferred
   * (lib/deferred-schema.ts): its load starts with the request, and the answer waits for it.
   */
  schema?: TSchemaSource;
  /** The bearer token to send, if any. */
  authorization?: string | null;
};

/** The path of a request path with or without a query: '/api/x?y=1' -> '/api/x'. */
export function pathname(path: string): string {
  return new URL(path, 'http://localhost').pathname;
}

/** `/api` is a prefix of `/api` and `/api/x`, not of `/apiary`. */
export function hasPathPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Calls of the investor panel, which must not carry the advisor-panel context headers. */
function isInvestorPanelPath(path: string): boolean {
  return hasPathPrefix(path, '/investor-api') || /^\/auth\/(investor\/|login-investor$|refresh-investor-token$)/.test(path);
}

let activeLandingId: string | null = null;

/**
 * The landing page the app runs on, once the white-label configuration has told us (product-decisions section 1). While it
 * is set, advisor-panel calls carry `Context-Type: advisor-panel` and `Context-Id: <landing id>` (spec sections 6 and 7).
 */
export function setActiveLandingId(landingId: string | null): void {
  activeLandingId = landingId;
}

export function getActiveLandingId(): string | null {
  return activeLandingId;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  return contentType.includes('json') ? JSON.parse(text) : text;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readBody(response).catch(() => undefined);
  const parsed = errorBodyCheck.safeParse(body);
  if (parsed.success) {
    const { label, violations, message } = parsed.data;
    return new ApiError(response.status, label, violations, message);
  }
  return new ApiError(response.status, ERROR_LABELS.unexpected, [], response.statusText || `HTTP ${response.status}`);
}

function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** One HTTP exchange, no session rules: the refresh call itself goes through here. */
export async function send<TSchema extends TSchemaSource>(
  path: string,
  options: SendOptions & { schema: TSchema },
): Promise<TSourceData<TSchema>>;
export async function send(path: string, options: SendOptions): Promise<unknown>;
export async function send(path: string, options: SendOptions): Promise<unknown> {
  const { method = 'GET', body, signal, schema, authorization, responseType = 'json' } = options;
  // A deferred schema starts loading now, beside the request; its failure is read only once the answer needs it.
  const deferredSchema = schema && isDeferredSchema(schema) ? settle(schema.loadSchema()) : null;
  const headers = new Headers(options.headers);
  if (!headers.has('accept')) headers.set('accept', responseType === 'blob' ? '*/*' : 'application/json');
  // The server writes its messages in this language (apps/server/src/lib/language.ts).
  if (!headers.has('accept-language')) headers.set('accept-language', currentLanguage(i18n));
  if (authorization) headers.set('authorization', `Bearer ${authorization}`);
  if (activeLandingId && !headers.has(CONTEXT_HEADERS.type) && !isInvestorPanelPath(pathname(path))) {
    headers.set(CONTEXT_HEADERS.type, 'advisor-panel');
    headers.set(CONTEXT_HEADERS.id, activeLandingId);
  }
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
  options.onResponse?.(response);
  if (responseType === 'blob') return response.blob();

  const data = await readBody(response);
  if (!schema) return data;
  let check: TAnswerSchema;
  if (deferredSchema) {
    const loaded = await deferredSchema;
    // The schema's module could not be downloaded: to the screen, a call that did not get through (it offers a retry).
    if (!loaded.ok) {
      throw new ApiError(0, ERROR_LABELS.unexpected, [], 'The server could not be reached', { cause: loaded.error });
    }
    check = loaded.value;
  } else {
    check = schema as TAnswerSchema;
  }
  const parsed = check.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(response.status, ERROR_LABELS.unexpected, [], `Unexpected answer from ${method} ${path}`, {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/** A promise that never rejects: its outcome, to be read later (an unread rejection would be reported as unhandled). */
async function settle<T>(promise: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    return { ok: false, error };
  }
}
