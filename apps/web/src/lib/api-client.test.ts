import { ERROR_LABELS } from '@emisja/shared';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { errorResponse, jsonResponse, mockServerApi, receivedRequests } from '@/testing/server-api';
import { ApiError, apiRequest, errorMessage, violationMessage } from './api-client';
import { changeLanguage, createI18n, i18n } from './i18n';

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

describe('errorMessage', () => {
  const en = createI18n();
  void en.changeLanguage('en');
  const t = en.t;

  it('translates the label of the catalogue', () => {
    expect(errorMessage(new ApiError(401, ERROR_LABELS.incorrectLogin), t)).toBe('Incorrect login and/or password');
    expect(errorMessage(new ApiError(410, ERROR_LABELS.tokenInactive), t)).toBe('The token is no longer active');
    expect(errorMessage(new ApiError(404, ERROR_LABELS.userNotFound), t)).toBe(
      'No user with the specified email address was found',
    );
  });

  it('prefers the label over the violations', () => {
    const error = new ApiError(409, ERROR_LABELS.campaignFinished, [
      { propertyPath: 'campaign', title: 'is finished', code: 'finished' },
    ]);
    expect(errorMessage(error, t)).toBe('The campaign has already been completed');
  });

  it('shows the first violation as capitalised property path + title', () => {
    const error = new ApiError(400, ERROR_LABELS.validation, [
      { propertyPath: 'investmentValue', title: 'must be a multiple of 1000', code: 'step' },
      { propertyPath: 'email', title: 'is invalid', code: 'email' },
    ]);
    expect(errorMessage(error, t)).toBe('InvestmentValue: must be a multiple of 1000');
  });

  it('shows the first violation for a label it does not know', () => {
    const error = new ApiError(400, 'error.somethingNew', [{ propertyPath: 'zipCode', title: 'is wrong', code: 'zip' }]);
    expect(errorMessage(error, t)).toBe('ZipCode: is wrong');
  });

  it("shows the validation label's own message when there is no violation", () => {
    expect(errorMessage(new ApiError(400, ERROR_LABELS.validation), t)).toBe('Incorrect form data');
  });

  it('turns error.unexpected into the default message, even with violations', () => {
    const error = new ApiError(500, ERROR_LABELS.unexpected, [{ propertyPath: 'x', title: 'y', code: 'z' }]);
    expect(errorMessage(error, t)).toBe('Something went wrong. Please try again later.');
  });

  it('gives the default message for anything that is not an API error', () => {
    expect(errorMessage(new Error('boom'), t)).toBe('Something went wrong. Please try again later.');
    expect(errorMessage(new ApiError(400, 'error.somethingNew'), t)).toBe('Something went wrong. Please try again later.');
  });

  it("fills placeholders from params, else keeps the server's filled-in message", () => {
    const error = new ApiError(
      422,
      ERROR_LABELS.offerCannotBeAcceptedMin,
      [],
      'The offer cannot be accepted: the minimum investment amount is 1 000.00 PLN',
    );
    expect(errorMessage(error, t, { min: '5 000.00 PLN' })).toBe(
      'The offer cannot be accepted: the minimum investment amount is 5 000.00 PLN',
    );
    expect(errorMessage(error, t)).toBe('The offer cannot be accepted: the minimum investment amount is 1 000.00 PLN');
  });

  it('answers in the language of the t function', () => {
    const pl = createI18n();
    expect(errorMessage(new ApiError(401, ERROR_LABELS.incorrectLogin), pl.t)).toBe('Niepoprawny login i/lub hasło');
    expect(errorMessage(undefined, pl.t)).toBe('Coś poszło nie tak. Spróbuj ponownie później.');
  });
});

describe('violationMessage', () => {
  it('leaves out an empty property path', () => {
    expect(violationMessage({ propertyPath: '', title: 'Incorrect form data', code: 'invalid' })).toBe('Incorrect form data');
  });
});
