import { RegisterUnavailableError, type RegisterName, type RegisterUnavailableReason } from './register-errors.ts';

// One GET to a public register with Node's global fetch (undici) and an AbortSignal timeout that covers the body too.
// Anything but a readable answer becomes RegisterUnavailableError; 4xx answers go back to the adapter, which knows what
// "not found" looks like in its register.

/** What the registers log through: Fastify's (pino) logger fits. */
export interface RegisterLogger {
  warn(details: object, message: string): void;
}

export interface RegisterRequest {
  register: RegisterName;
  url: URL;
  /** The URL as it may appear in logs: no bank account number in it. */
  logUrl: string;
  timeoutMs: number;
  logger?: RegisterLogger | undefined;
}

export interface RegisterAnswer {
  status: number;
  /** The parsed JSON; undefined for a 4xx answer whose body is not JSON. */
  body: unknown;
}

export async function getRegisterJson(request: RegisterRequest): Promise<RegisterAnswer> {
  const startedAt = performance.now();
  const unavailable = (reason: RegisterUnavailableReason, options: { status?: number; cause?: unknown } = {}) => {
    request.logger?.warn(
      {
        register: request.register,
        url: request.logUrl,
        reason,
        status: options.status,
        durationMs: Math.round(performance.now() - startedAt),
      },
      'public register unavailable',
    );
    return new RegisterUnavailableError(request.register, reason, options);
  };

  const signal = AbortSignal.timeout(request.timeoutMs);
  let status: number;
  let text: string;
  try {
    const response = await fetch(request.url, { headers: { accept: 'application/json' }, signal });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw unavailable(signal.aborted ? 'timeout' : 'unreachable', { cause: error });
  }
  if (status >= 500) throw unavailable('server-error', { status });
  if (status < 200 || (status >= 300 && status < 400)) throw unavailable('unexpected-status', { status });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    if (status < 300) throw unavailable('malformed-answer', { status, cause: error });
    body = undefined;
  }
  return { status, body };
}

/** The base URL with `pathname` appended (a base URL with a path prefix, e.g. behind a proxy, keeps it). */
export function registerUrl(baseUrl: string, pathname: string, query: Record<string, string>): URL {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${pathname}`;
  url.search = new URLSearchParams(query).toString();
  return url;
}
