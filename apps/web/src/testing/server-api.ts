import type { TErrorBody } from '@emisja/shared';
import { vi } from 'vitest';

// Tests mock the server's HTTP API at the fetch boundary and nothing else.

export type MockAnswer = Response | ((request: Request) => Response | Promise<Response>);

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function errorResponse(status: number, body: Partial<TErrorBody> = {}): Response {
  return jsonResponse({ label: 'error.unexpected', message: 'Error', violations: [], ...body }, status);
}

/**
 * Replaces fetch with answers keyed by "METHOD /path" (the query string is ignored). A call nobody expected is
 * reported through console.error, which fails the test, and answered 404.
 */
export function mockServerApi(answers: Record<string, MockAnswer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(input instanceof Request ? input.url : String(input), 'http://localhost'), init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const answer = answers[key];
    if (!answer) {
      console.error(`Unexpected API call in a test: ${key}`);
      return errorResponse(404, { label: 'error.routeNotFound' });
    }
    return typeof answer === 'function' ? answer(request) : answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests fetch received, as Request objects (headers normalised). */
export function receivedRequests(fetchMock: ReturnType<typeof mockServerApi>): Request[] {
  return fetchMock.mock.calls.map(
    ([input, init]) => new Request(new URL(input instanceof Request ? input.url : String(input), 'http://localhost'), init),
  );
}
