import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { RequestCancelledError } from './api-error';
import { browserLocation } from './browser-location';
import { beginImpersonation, clearSession, readAccessToken, readRefreshToken } from './session';
import { errorResponse, jsonResponse, mockServerApi, receivedRequests } from '@/testing/server-api';
import { DEMO_LANDING_ID, fakeAccessToken, storeSession } from '@/testing/tokens';

// The session rules of an impersonated session (docs/decisions/043): its token has no refresh token and serves its 30
// minutes; expired or refused, the admin's kept session comes back and the page reloads into the panel.

function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function impersonatedToken(expiresInSeconds: number): string {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  const claims = {
    context_type: 'advisor-panel',
    context_id: DEMO_LANDING_ID,
    username: 'doradca@emisja.test',
    sid: 's',
    impersonator: 'admin',
    exp,
  };
  return [base64Url({ alg: 'HS256', typ: 'JWT' }), base64Url(claims), 'signature'].join('.');
}

const ADMIN_TOKEN = fakeAccessToken({ username: 'admin@emisja.test' });
let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  storeSession({ accessToken: ADMIN_TOKEN, refreshToken: 'admin-refresh' });
});

describe('an impersonated session in the API client', () => {
  it('keeps the admin tokens aside and sends the impersonated token without refreshing it in its last minutes', async () => {
    const token = impersonatedToken(60);
    beginImpersonation(token);
    expect(readAccessToken()).toBe(token);
    expect(readRefreshToken()).toBeNull();
    const fetchMock = mockServerApi({ 'GET /api/contexts': jsonResponse([]) });

    await apiRequest('/api/contexts');
    const requests = receivedRequests(fetchMock);
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/contexts']);
    expect(requests[0]?.headers.get('authorization')).toBe(`Bearer ${token}`);
  });

  it('returns to the admin when the token has expired, without calling the server', async () => {
    beginImpersonation(impersonatedToken(-1));
    const fetchMock = mockServerApi({});

    await expect(apiRequest('/api/contexts')).rejects.toBeInstanceOf(RequestCancelledError);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(readAccessToken()).toBe(ADMIN_TOKEN);
    expect(readRefreshToken()).toBe('admin-refresh');
    expect(assign).toHaveBeenCalledWith('/app');
  });

  it('returns to the admin when the server refuses the token (the session was ended elsewhere)', async () => {
    beginImpersonation(impersonatedToken(600));
    mockServerApi({ 'GET /api/contexts': errorResponse(401, { label: 'error.unauthorized' }) });

    await expect(apiRequest('/api/contexts')).rejects.toBeInstanceOf(RequestCancelledError);
    expect(readAccessToken()).toBe(ADMIN_TOKEN);
    expect(assign).toHaveBeenCalledWith('/app');
  });

  it('forgets the kept admin session on logout', () => {
    beginImpersonation(impersonatedToken(600));
    clearSession();
    expect(window.localStorage.getItem('impersonatorApiKey')).toBeNull();
    expect(window.localStorage.getItem('impersonatorRefreshToken')).toBeNull();
  });
});
