import { ApiError } from './api-error';
import { send, type RequestOptions } from './api-transport';
import type { TSchemaSource, TSourceData } from './deferred-schema';
import { clearRefreshGuard } from './session';
import { authorize, carriesAuthorization, tokenForRetry } from './session-refresh';

// The one API client of the web app (bulletproof-react habit): every call to the server goes through `apiRequest`, the
// one interceptor of the session rules. It is three parts: the transport (lib/api-transport.ts: headers, body, answer or
// ApiError), the session rules (lib/session-refresh.ts: which calls carry the token, refresh before expiry and after a
// refused token) and, for the screens, the messages of failures (lib/error-messages.ts).

/**
 * A call to the server; with a `schema` (a zod schema, a check with its `safeParse`, or either deferred: lib/deferred-schema.ts)
 * the answer is validated against the API contract and typed by it. Calls to /api,
 * /investor-api and the few allowed paths carry the session's access token (refreshed when about to expire); every other
 * call carries none.
 */
export async function apiRequest(
  path: string,
  options: RequestOptions & { responseType: 'blob'; schema?: undefined },
): Promise<Blob>;
export async function apiRequest<TSchema extends TSchemaSource>(
  path: string,
  options: RequestOptions & { schema: TSchema },
): Promise<TSourceData<TSchema>>;
export async function apiRequest(path: string, options?: RequestOptions & { schema?: undefined }): Promise<unknown>;
export async function apiRequest(path: string, options: RequestOptions & { schema?: TSchemaSource } = {}): Promise<unknown> {
  const isAuthorized = carriesAuthorization(path);
  const explicitToken = isAuthorized ? options.accessToken : undefined;
  const authorization = explicitToken ?? (isAuthorized ? await authorize(path) : null);
  try {
    return await send(path, { ...options, authorization });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // An explicit token is the caller's to check: it is never refreshed.
    const retryToken = await tokenForRetry(error, explicitToken === undefined ? authorization : null);
    if (retryToken === null) throw error;
    try {
      return await send(path, { ...options, authorization: retryToken });
    } catch (retryError) {
      if (retryError instanceof ApiError) clearRefreshGuard();
      throw retryError;
    }
  }
}
