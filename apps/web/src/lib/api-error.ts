import type { TViolation } from '@emisja/shared/errors-core';

// The two failures every caller of the API client may see (lib/api-client.ts). The error body is the one of
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
