import { ERROR_LABELS } from '@emisja/shared';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { errorResponse, jsonResponse, mockServerApi, receivedRequests } from '@/testing/server-api';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
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
