import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { changeLanguage, i18n } from '@/lib/i18n';
import { adminPanelAnswers } from '@/testing/admin-fixtures';
import { advisorUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, mockServerApi, receivedRequests } from '@/testing/server-api';
import { DEMO_LANDING_ID, fakeAccessToken, storeSession } from '@/testing/tokens';

// The impersonation banner (spec section 1, product-decisions section 11): on every panel page while an admin views another
// user's account, in both languages, with "end", which gives the admin their own session back.

function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An access token as POST /api/advisor/impersonation/{id} issues it: the advisor's, with the admin as `impersonator`. */
function impersonatedToken(expiresInSeconds = 30 * 60): string {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  const claims = {
    context_type: 'advisor-panel',
    context_id: DEMO_LANDING_ID,
    username: 'doradca@emisja.test',
    sid: 'impersonation-1',
    impersonator: 'user-admin',
    exp,
  };
  return [base64Url({ alg: 'HS256', typ: 'JWT' }), base64Url(claims), 'signature'].join('.');
}

afterEach(() => {
  vi.useRealTimers();
});

const ADMIN_TOKEN = fakeAccessToken({ username: 'admin@emisja.test', sid: 'admin-session' });

function storeImpersonation(accessToken = impersonatedToken()) {
  storeSession({ accessToken, refreshToken: null });
  window.localStorage.setItem('impersonatorApiKey', ADMIN_TOKEN);
  window.localStorage.setItem('impersonatorRefreshToken', 'admin-refresh');
}

function mockAdvisorPanel(answers: Parameters<typeof mockServerApi>[0] = {}) {
  const user = advisorUser();
  return mockServerApi(
    adminPanelAnswers({
      'GET /api/contexts': jsonResponse(user.contexts),
      'GET /api/auth/data': jsonResponse(user),
      ...answers,
    }),
  );
}

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});

describe('the impersonation banner', () => {
  it("names the user and the admin on the panel's pages, in Polish and in English", async () => {
    storeImpersonation();
    mockAdvisorPanel();
    renderApp('/app');

    const banner = await screen.findByTestId('impersonation-banner');
    expect(banner).toHaveTextContent('Przeglądasz konto użytkownika doradca@emisja.test jako admin@emisja.test');
    expect(screen.getByRole('button', { name: 'Zakończ przeglądanie konta użytkownika doradca@emisja.test' })).toBeVisible();

    await changeLanguage(i18n, 'en');
    await waitFor(() =>
      expect(screen.getByTestId('impersonation-banner')).toHaveTextContent(
        'You are viewing the account of doradca@emisja.test as admin@emisja.test',
      ),
    );
    expect(screen.getByTestId('impersonation-end')).toHaveTextContent('End');
  });

  it("is not shown in a user's own session", async () => {
    storeSession();
    mockAdvisorPanel();
    renderApp('/app');
    expect(await screen.findByTestId('panel-user')).toBeInTheDocument();
    expect(screen.queryByTestId('impersonation-banner')).not.toBeInTheDocument();
  });

  it('ends the session on the server and gives the admin their own tokens back', async () => {
    const token = impersonatedToken();
    storeImpersonation(token);
    const fetchMock = mockAdvisorPanel({
      'POST /api/advisor/impersonation/end': new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderApp('/app');

    await user.click(await screen.findByTestId('impersonation-end'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/app'));
    const end = receivedRequests(fetchMock).find((request) => request.url.endsWith('/api/advisor/impersonation/end'));
    expect(end?.method).toBe('POST');
    expect(end?.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(window.localStorage.getItem('apiKey')).toBe(ADMIN_TOKEN);
    expect(window.localStorage.getItem('refreshToken')).toBe('admin-refresh');
    expect(window.localStorage.getItem('impersonatorApiKey')).toBeNull();
  });

  it('gives the admin their own session back by itself when the 30 minutes are over', async () => {
    // A token with a minute left and a clock the test moves: the banner's timer fires at the token's expiry (there is no
    // refresh token to extend it), however long the first render takes on a busy machine.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    storeImpersonation(impersonatedToken(60));
    mockAdvisorPanel();
    renderApp('/app');

    expect(await screen.findByTestId('impersonation-banner')).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(61_000);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/app'), { timeout: 5000 });
    expect(window.localStorage.getItem('apiKey')).toBe(ADMIN_TOKEN);
    expect(window.localStorage.getItem('refreshToken')).toBe('admin-refresh');
  });
});
