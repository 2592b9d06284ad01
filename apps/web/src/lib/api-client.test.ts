import { ERROR_LABELS } from '@emisja/shared';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { errorResponse, jsonResponse, mockServerApi, receivedRequests } from '@/testing/server-api';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { deferredSchema } from './deferred-schema';
import { changeLanguage, i18n } from './i18n';

const ZItemSchema = z.object({ id: z.string() });

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

describe('apiRequest', () => {
  it('returns the answer validated by the schema and sends the interface language', async () => {
    const fetchMock = mockServerApi({ 'GET /public-api/item': jsonResponse({ id: 'a1', extra: true }) });
    await changeLanguage(i18n, 'en');

    await expect(apiRequest('/public-api/item', { schema: ZItemSchema })).resolves.toEqual({ id: 'a1' });
    const [request] = receivedRequests(fetchMock);
    expect(request?.headers.get('accept-language')).toBe('en');
    expect(request?.headers.get('accept')).toBe('application/json');
  });

  it('sends a JSON body', async () => {
    const fetchMock = mockServerApi({ 'POST /auth/investor/send-token': new Response(null, { status: 204 }) });

    await expect(
      apiRequest('/auth/investor/send-token', { method: 'POST', body: { email: 'inwestor@emisja.test' } }),
    ).resolves.toBeUndefined();
    const [request] = receivedRequests(fetchMock);
    expect(request?.headers.get('content-type')).toBe('application/json');
    await expect(request?.json()).resolves.toEqual({ email: 'inwestor@emisja.test' });
  });

  it('turns an error body into an ApiError', async () => {
    mockServerApi({
      'POST /auth/login': errorResponse(401, {
        label: ERROR_LABELS.incorrectLogin,
        message: 'Niepoprawny login i/lub hasło',
      }),
    });

    const error = await failureOf(apiRequest('/auth/login', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ status: 401, label: 'error.incorrectLogin', violations: [] });
    expect(error.message).toBe('Niepoprawny login i/lub hasło');
  });

  it('labels an answer that is not an error body error.unexpected', async () => {
    mockServerApi({
      'GET /public-api/x': new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    });

    const error = await failureOf(apiRequest('/public-api/x'));
    expect(error).toMatchObject({ status: 502, label: 'error.unexpected', message: 'Bad Gateway' });
  });

  it('labels an answer that breaks the API contract error.unexpected', async () => {
    mockServerApi({ 'GET /public-api/item': jsonResponse({ id: 7 }) });

    const error = await failureOf(apiRequest('/public-api/item', { schema: ZItemSchema }));
    expect(error).toMatchObject({ status: 200, label: 'error.unexpected' });
    expect(error.cause).toBeInstanceOf(z.ZodError);
  });

  it('checks the answer with a deferred schema, loaded once, from the moment the call starts', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const load = vi.fn(async () => ZItemSchema);
    const schema = deferredSchema(load);

    const first = apiRequest('/public-api/item', { schema });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    // The schema's module is on its way while the server has not answered yet.
    expect(load).toHaveBeenCalledTimes(1);
    answer(jsonResponse({ id: 'a1', extra: true }));
    await expect(first).resolves.toEqual({ id: 'a1' });

    const second = apiRequest('/public-api/item', { schema });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    answer(jsonResponse({ id: 7 }));
    const error = await failureOf(second);
    expect(error).toMatchObject({ status: 200, label: 'error.unexpected' });
    expect(error.cause).toBeInstanceOf(z.ZodError);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a deferred schema that could not be loaded as an unreachable server, and loads it again next time', async () => {
    mockServerApi({ 'GET /public-api/item': () => jsonResponse({ id: 'a1' }) });
    const load = vi
      .fn<() => Promise<typeof ZItemSchema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(ZItemSchema);
    const schema = deferredSchema(load);

    const error = await failureOf(apiRequest('/public-api/item', { schema }));
    expect(error).toMatchObject({ status: 0, label: 'error.unexpected' });
    expect(error.cause).toBeInstanceOf(TypeError);
    await expect(apiRequest('/public-api/item', { schema })).resolves.toEqual({ id: 'a1' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    const error = await failureOf(apiRequest('/public-api/x'));
    expect(error).toMatchObject({ status: 0, label: 'error.unexpected' });
  });

  it('lets an abort through unchanged', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('Aborted', 'AbortError')));

    await expect(apiRequest('/public-api/x')).rejects.toMatchObject({ name: 'AbortError' });
  });
});
