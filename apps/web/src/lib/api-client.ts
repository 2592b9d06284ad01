import {
  CONTEXT_HEADERS,
  ERROR_LABELS,
  ERROR_MESSAGES,
  ZErrorBodySchema,
  ZRefreshTokenResponseSchema,
  type ContextType,
  type ErrorLabel,
  type TViolation,
} from '@emisja/shared';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { browserLocation } from './browser-location';
import { currentLanguage, i18n } from './i18n';
import {
  clearRefreshGuard,
  isInvestorToken,
  isRefreshGuardSet,
  isTokenExpiring,
  readAccessToken,
  readRefreshToken,
  removeAccessToken,
  setRefreshGuard,
  storeTokens,
} from './session';

// The one API client of the web app (bulletproof-react habit): every call to the server goes through `apiRequest`, which
// is also the single place that turns a failed response into an ApiError. The error body is the one of
// product-decisions section 6: { label, message, violations }.
//
// `apiRequest` is also the one interceptor of the session rules of spec section 4 ("session on start-up"), section 5 (an
// /api call needs an API key) and section 7 ("handling of answers"); how we read them: docs/decisions/012-web-session-rules.md.

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

/**
 * A request the interceptor did not send because the session rules moved the user elsewhere (to `/`, or a reload). Screens
 * ignore it: the page is already changing.
 */
export class RequestCancelledError extends Error {
  override readonly name = 'RequestCancelledError';
}

export function isRequestCancelled(error: unknown): error is RequestCancelledError {
  return error instanceof RequestCancelledError;
}

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

// ---------------------------------------------------------------------------------------------------------------------------
// Session rules.

/** Spec section 7: besides /api and /investor-api, only these paths carry the Authorization header. */
export const AUTHORIZED_EXTRA_PATHS = [
  '/investor-api',
  '/auth/activate/send-token',
  '/public-api/advisor-panel-configuration',
  '/public-api/campaign-offer/dictionary',
] as const;

const REFRESH_PATHS: Record<ContextType, string> = {
  'advisor-panel': '/auth/refresh-token',
  'investor-panel': '/auth/refresh-investor-token',
};

function pathname(path: string): string {
  return new URL(path, 'http://localhost').pathname;
}

function hasPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

function isApiPath(path: string): boolean {
  return hasPrefix(path, '/api');
}

/** Calls of the investor panel, which must not carry the advisor-panel context headers. */
function isInvestorPanelPath(path: string): boolean {
  return hasPrefix(path, '/investor-api') || /^\/auth\/(investor\/|login-investor$|refresh-investor-token$)/.test(path);
}

export function carriesAuthorization(path: string): boolean {
  const bare = pathname(path);
  return isApiPath(bare) || hasPrefix(bare, '/investor-api') || (AUTHORIZED_EXTRA_PATHS as readonly string[]).includes(bare);
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

/** Sends the user to `/` and cancels the request (spec section 4: no refresh token; spec section 5: /api without a key). */
function cancelAndGoHome(): never {
  browserLocation.assign('/');
  throw new RequestCancelledError('No session: sent to /');
}

let refreshInFlight: Promise<string> | null = null;

/**
 * Exchanges the stored refresh token for new tokens, once per page however many calls wait for it. Investor-panel tokens use
 * /auth/refresh-investor-token. A refused refresh removes the API key and reloads the page (spec section 4).
 */
function refreshSession(accessToken: string, refreshToken: string): Promise<string> {
  refreshInFlight ??= (async () => {
    const contextType: ContextType = isInvestorToken(accessToken) ? 'investor-panel' : 'advisor-panel';
    try {
      const tokens = await send(REFRESH_PATHS[contextType], {
        method: 'POST',
        body: { refreshToken },
        schema: ZRefreshTokenResponseSchema,
      });
      storeTokens(tokens);
      return tokens.accessToken;
    } catch (error) {
      // A network failure is not a refusal: the session stays and, the flag cleared, a later call tries again.
      if (error instanceof ApiError && error.status === 0) {
        clearRefreshGuard();
        throw error;
      }
      removeAccessToken();
      browserLocation.reload();
      throw new RequestCancelledError('The session could not be refreshed: reloading', { cause: error });
    }
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * The access token to send with a call to `path`, refreshed first when it is about to expire (spec section 4), or null for
 * a call without Authorization. Throws RequestCancelledError when the rules move the user away instead.
 */
async function authorize(path: string): Promise<string | null> {
  const accessToken = readAccessToken();
  if (!accessToken) {
    if (isApiPath(path)) cancelAndGoHome();
    return null;
  }
  if (!isTokenExpiring(accessToken)) {
    // "The flag is cleared on the next non-expiring request."
    clearRefreshGuard();
    return accessToken;
  }
  // Another call of this page is refreshing already: wait for its tokens rather than spend the refresh token twice.
  if (refreshInFlight) return refreshInFlight;
  const refreshToken = readRefreshToken();
  if (!refreshToken) {
    removeAccessToken();
    cancelAndGoHome();
  }
  // The guard flag: one attempt only, until a non-expiring call or a failed answer clears it.
  if (isRefreshGuardSet()) return accessToken;
  setRefreshGuard();
  return refreshSession(accessToken, refreshToken);
}

// ---------------------------------------------------------------------------------------------------------------------------
// Sending.

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

type SendOptions = RequestOptions & { schema?: z.ZodType; authorization?: string | null };

/** One HTTP exchange, no session rules: the refresh call itself goes through here. */
async function send<TSchema extends z.ZodType>(
  path: string,
  options: SendOptions & { schema: TSchema },
): Promise<z.output<TSchema>>;
async function send(path: string, options: SendOptions): Promise<unknown>;
async function send(path: string, options: SendOptions): Promise<unknown> {
  const { method = 'GET', body, signal, schema, authorization, responseType = 'json' } = options;
  const headers = new Headers(options.headers);
  if (!headers.has('accept')) headers.set('accept', responseType === 'blob' ? '*/*' : 'application/json');
  // The server writes its messages in this language (apps/server/src/lib/language.ts).
  if (!headers.has('accept-language')) headers.set('accept-language', currentLanguage(i18n));
  if (authorization) headers.set('authorization', `Bearer ${authorization}`);
  const bare = pathname(path);
  if (activeLandingId && !headers.has(CONTEXT_HEADERS.type) && !isInvestorPanelPath(bare)) {
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
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(response.status, ERROR_LABELS.unexpected, [], `Unexpected answer from ${method} ${path}`, {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/**
 * The server refused the access token itself. Other 401 answers (a wrong password or code on a profile form) are answers
 * to show, never a reason to refresh and send the same request again.
 */
function isRefusedToken(error: ApiError): boolean {
  return error.status === 401 && error.label === ERROR_LABELS.unauthorized;
}

/**
 * A call to the server; with a `schema` the answer is validated against the API contract and typed by it. Calls to /api,
 * /investor-api and the few allowed paths carry the session's access token (refreshed when about to expire); every other
 * call carries none.
 */
export async function apiRequest(
  path: string,
  options: RequestOptions & { responseType: 'blob'; schema?: undefined },
): Promise<Blob>;
export async function apiRequest<TSchema extends z.ZodType>(
  path: string,
  options: RequestOptions & { schema: TSchema },
): Promise<z.output<TSchema>>;
export async function apiRequest(path: string, options?: RequestOptions & { schema?: undefined }): Promise<unknown>;
export async function apiRequest(path: string, options: RequestOptions & { schema?: z.ZodType } = {}): Promise<unknown> {
  const isAuthorized = carriesAuthorization(path);
  const explicitToken = isAuthorized ? options.accessToken : undefined;
  const authorization = explicitToken ?? (isAuthorized ? await authorize(pathname(path)) : null);
  try {
    return await send(path, { ...options, authorization });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // "The flag is cleared ... on any response error."
    clearRefreshGuard();
    const refreshToken = readRefreshToken();
    if (!isRefusedToken(error) || !authorization || explicitToken !== undefined || !refreshToken) throw error;
    // The server no longer accepts the stored token (it expired meanwhile, or its session ended elsewhere): one refresh and
    // one retry, so the user does not notice; a refused refresh ends the session as spec section 4 says.
    const stored = readAccessToken();
    const accessToken = stored && stored !== authorization ? stored : await refreshSession(authorization, refreshToken);
    try {
      return await send(path, { ...options, authorization: accessToken });
    } catch (retryError) {
      if (retryError instanceof ApiError) clearRefreshGuard();
      throw retryError;
    }
  }
}

/**
 * Spec section 8 names some messages by the text an older server sent as the label ('Token is invalid.' is also "token is
 * no longer active"); they mean the catalogue's label.
 */
const LABEL_ALIASES: Record<string, ErrorLabel> = {
  'Token is invalid.': ERROR_LABELS.tokenInactive,
  'Bad credentials': ERROR_LABELS.incorrectLogin,
  'User with the given email not found': ERROR_LABELS.userNotFound,
};

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
    const label = Object.hasOwn(LABEL_ALIASES, error.label) ? (LABEL_ALIASES[error.label] ?? error.label) : error.label;
    const [violation] = error.violations;
    const isGenericWithViolation = label === ERROR_LABELS.validation && violation !== undefined;
    if (isCatalogueLabel(label) && !isGenericWithViolation) {
      if (hasPlaceholders(label) && !params && error.message !== error.label) return error.message;
      return t(`errors.${label}`, params ?? {});
    }
    if (violation) return violationMessage(violation);
  }
  return t('errors.errorDefaultMessage');
}
