import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockServerApi, receivedRequests } from '@/testing/server-api';
import { DEMO_LANDING_ID, fakeAccessToken, storeSession } from '@/testing/tokens';
import { apiRequest } from './api-client';
import { RequestCancelledError } from './api-error';
import { setActiveLandingId } from './api-transport';
import { browserLocation } from './browser-location';

// The session rules of spec section 4 ("session on start-up"), section 5 and section 7 ("handling of answers") in the one
// interceptor; docs/decisions/012-web-session-rules.md.

const ok = () => jsonResponse({ ok: true });
const stored = (key: string) => window.localStorage.getItem(key);

let assign: ReturnType<typeof vi.spyOn>;
let reload: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => undefined);
});

function authorizationOf(request: Request | undefined): string | null {
  return request?.headers.get('authorization') ?? null;
}

describe('Authorization header', () => {
  it('carries the stored access token to /api, /investor-api and the allowed paths only', async () => {
    const accessToken = fakeAccessToken();
    storeSession({ accessToken });
    const fetchMock = mockServerApi({
      'GET /api/contexts': ok(),
      'GET /investor-api/offers': ok(),
      'POST /auth/activate/send-token': ok(),
      'GET /public-api/advisor-panel-configuration': ok(),
      'GET /public-api/campaign-offer/dictionary': ok(),
      'GET /public-api/white-label': ok(),
      'POST /auth/login': ok(),
      'POST /auth/investor/send-token': ok(),
      'GET /public-api/campaign-offer/abc': ok(),
    });

    for (const [method, path] of [
      ['GET', '/api/contexts'],
      ['GET', '/investor-api/offers?limit=99999&offset=0'],
      ['POST', '/auth/activate/send-token'],
      ['GET', '/public-api/advisor-panel-configuration'],
      ['GET', '/public-api/campaign-offer/dictionary'],
      ['GET', '/public-api/white-label'],
      ['POST', '/auth/login'],
      ['POST', '/auth/investor/send-token'],
      ['GET', '/public-api/campaign-offer/abc'],
    ] as const) {
      await apiRequest(path, { method });
    }

    expect(receivedRequests(fetchMock).map((request) => [new URL(request.url).pathname, authorizationOf(request)])).toEqual([
      ['/api/contexts', `Bearer ${accessToken}`],
      ['/investor-api/offers', `Bearer ${accessToken}`],
      ['/auth/activate/send-token', `Bearer ${accessToken}`],
      ['/public-api/advisor-panel-configuration', `Bearer ${accessToken}`],
      ['/public-api/campaign-offer/dictionary', `Bearer ${accessToken}`],
      ['/public-api/white-label', null],
      ['/auth/login', null],
      ['/auth/investor/send-token', null],
      ['/public-api/campaign-offer/abc', null],
    ]);
    // The auth calls themselves leave a valid session alone (our reading of spec section 7).
    expect(stored('apiKey')).toBe(accessToken);
    expect(stored('refreshToken')).toBe('refresh-1');
  });

  it('does not take paths that only start like /api for /api', async () => {
    storeSession();
    const fetchMock = mockServerApi({ 'GET /apiary': ok() });

    await apiRequest('/apiary');
    expect(authorizationOf(receivedRequests(fetchMock)[0])).toBeNull();
  });

  it('cancels an /api call without an API key and sends the user to /', async () => {
    const fetchMock = mockServerApi({});

    await expect(apiRequest('/api/auth/data')).rejects.toBeInstanceOf(RequestCancelledError);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('sends the advisor-panel context headers of the active landing page, not on investor-panel calls', async () => {
    setActiveLandingId(DEMO_LANDING_ID);
    storeSession();
    const fetchMock = mockServerApi({ 'GET /api/contexts': ok(), 'POST /auth/login': ok(), 'GET /investor-api/auth/data': ok() });

    await apiRequest('/api/contexts');
    await apiRequest('/auth/login', { method: 'POST', body: {} });
    await apiRequest('/investor-api/auth/data');

    const [contexts, login, investor] = receivedRequests(fetchMock);
    for (const request of [contexts, login]) {
      expect(request?.headers.get('context-type')).toBe('advisor-panel');
      expect(request?.headers.get('context-id')).toBe(DEMO_LANDING_ID);
    }
    expect(investor?.headers.get('context-type')).toBeNull();
    expect(investor?.headers.get('context-id')).toBeNull();
  });
});

describe('refreshing the access token', () => {
  it('counts a token as expired 5 minutes early and refreshes it once before the call', async () => {
    const expiring = fakeAccessToken({ expiresInSeconds: 4 * 60 });
    const fresh = fakeAccessToken({ expiresInSeconds: 15 * 60, sid: 'session-2' });
    storeSession({ accessToken: expiring, refreshToken: 'refresh-1' });
    const fetchMock = mockServerApi({
      'POST /auth/refresh-token': jsonResponse({ accessToken: fresh, refreshToken: 'refresh-2' }),
      'GET /api/auth/data': ok(),
    });

    await apiRequest('/api/auth/data');

    const [refresh, call] = receivedRequests(fetchMock);
    expect(new URL(refresh?.url ?? '').pathname).toBe('/auth/refresh-token');
    await expect(refresh?.json()).resolves.toEqual({ refreshToken: 'refresh-1' });
    expect(authorizationOf(refresh)).toBeNull();
    expect(authorizationOf(call)).toBe(`Bearer ${fresh}`);
    expect(stored('apiKey')).toBe(fresh);
    expect(stored('refreshToken')).toBe('refresh-2');
    // The guard flag stays until the next call with a non-expiring token.
    expect(stored('interceptor')).not.toBeNull();
  });

  it('leaves a token with more than 5 minutes to live alone', async () => {
    const accessToken = fakeAccessToken({ expiresInSeconds: 5 * 60 + 30 });
    storeSession({ accessToken });
    const fetchMock = mockServerApi({ 'GET /api/auth/data': ok() });

    await apiRequest('/api/auth/data');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(authorizationOf(receivedRequests(fetchMock)[0])).toBe(`Bearer ${accessToken}`);
  });

  it('refreshes an investor-panel token with /auth/refresh-investor-token', async () => {
    storeSession({ accessToken: fakeAccessToken({ contextType: 'investor-panel', expiresInSeconds: 60 }) });
    const fresh = fakeAccessToken({ contextType: 'investor-panel' });
    const fetchMock = mockServerApi({
      'POST /auth/refresh-investor-token': jsonResponse({ accessToken: fresh, refreshToken: 'refresh-2' }),
      'GET /investor-api/auth/data': ok(),
    });

    await apiRequest('/investor-api/auth/data');
    expect(receivedRequests(fetchMock).map((request) => new URL(request.url).pathname)).toEqual([
      '/auth/refresh-investor-token',
      '/investor-api/auth/data',
    ]);
    expect(stored('apiKey')).toBe(fresh);
  });

  it('refreshes once for calls made together', async () => {
    storeSession({ accessToken: fakeAccessToken({ expiresInSeconds: 60 }) });
    const fresh = fakeAccessToken();
    const fetchMock = mockServerApi({
      'POST /auth/refresh-token': jsonResponse({ accessToken: fresh, refreshToken: 'refresh-2' }),
      'GET /api/contexts': ok(),
      'GET /api/auth/data': ok(),
    });

    await Promise.all([apiRequest('/api/contexts'), apiRequest('/api/auth/data')]);

    const requests = receivedRequests(fetchMock);
    expect(requests.filter((request) => request.url.endsWith('/auth/refresh-token'))).toHaveLength(1);
    expect(requests.filter((request) => request.url.includes('/api/')).map(authorizationOf)).toEqual([
      `Bearer ${fresh}`,
      `Bearer ${fresh}`,
    ]);
  });

  it('does not try again while the guard flag is set', async () => {
    const expiring = fakeAccessToken({ expiresInSeconds: 60 });
    storeSession({ accessToken: expiring });
    window.localStorage.setItem('interceptor', 'true');
    const fetchMock = mockServerApi({ 'GET /api/auth/data': ok() });

    await apiRequest('/api/auth/data');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(authorizationOf(receivedRequests(fetchMock)[0])).toBe(`Bearer ${expiring}`);
  });

  it('clears the guard flag on the next non-expiring call', async () => {
    storeSession();
    window.localStorage.setItem('interceptor', 'true');
    mockServerApi({ 'GET /api/auth/data': ok() });

    await apiRequest('/api/auth/data');
    expect(stored('interceptor')).toBeNull();
  });

  it('clears the guard flag on any failed answer', async () => {
    storeSession({ accessToken: fakeAccessToken({ expiresInSeconds: 60 }) });
    window.localStorage.setItem('interceptor', 'true');
    mockServerApi({ 'GET /api/advisor/network': errorResponse(500) });

    await expect(apiRequest('/api/advisor/network')).rejects.toMatchObject({ status: 500 });
    expect(stored('interceptor')).toBeNull();
  });

  it('removes the API key and reloads the page when the refresh fails', async () => {
    storeSession({ accessToken: fakeAccessToken({ expiresInSeconds: 60 }) });
    const fetchMock = mockServerApi({
      'POST /auth/refresh-token': errorResponse(401, { label: 'error.unauthorized' }),
    });

    await expect(apiRequest('/api/auth/data')).rejects.toBeInstanceOf(RequestCancelledError);
    expect(stored('apiKey')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the server cannot be reached for the refresh', async () => {
    const expiring = fakeAccessToken({ expiresInSeconds: 60 });
    storeSession({ accessToken: expiring });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    await expect(apiRequest('/api/auth/data')).rejects.toMatchObject({ status: 0 });
    expect(stored('apiKey')).toBe(expiring);
    expect(stored('interceptor')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('removes the token and goes to / when there is no refresh token', async () => {
    storeSession({ accessToken: fakeAccessToken({ expiresInSeconds: 60 }), refreshToken: null });
    const fetchMock = mockServerApi({});

    await expect(apiRequest('/api/auth/data')).rejects.toBeInstanceOf(RequestCancelledError);
    expect(stored('apiKey')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes once and repeats a call the server refused with 401, so the user does not notice', async () => {
    const stale = fakeAccessToken();
    const fresh = fakeAccessToken({ sid: 'session-2' });
    storeSession({ accessToken: stale });
    let dataCalls = 0;
    const fetchMock = mockServerApi({
      'GET /api/auth/data': () => (++dataCalls === 1 ? errorResponse(401, { label: 'error.unauthorized' }) : ok()),
      'POST /auth/refresh-token': jsonResponse({ accessToken: fresh, refreshToken: 'refresh-2' }),
    });

    await expect(apiRequest('/api/auth/data')).resolves.toEqual({ ok: true });
    expect(receivedRequests(fetchMock).map(authorizationOf)).toEqual([`Bearer ${stale}`, null, `Bearer ${fresh}`]);
  });

  it('does not repeat a call whose 401 is an answer (a wrong password), not a refused token', async () => {
    storeSession();
    const fetchMock = mockServerApi({
      'POST /api/auth/two-factor/disable': errorResponse(401, { label: 'error.incorrectPassword' }),
    });

    await expect(apiRequest('/api/auth/two-factor/disable', { method: 'POST', body: {} })).rejects.toMatchObject({
      label: 'error.incorrectPassword',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
