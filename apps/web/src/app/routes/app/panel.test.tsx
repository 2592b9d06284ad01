import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '@/testing/console';
import { adminConfiguration, advisorUser, demoWhiteLabel } from '@/testing/fixtures';
import { investorPanelData } from '@/testing/investor-panel-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, mockServerApi, receivedRequests, type MockAnswer } from '@/testing/server-api';
import { DEMO_LANDING_ID, fakeAccessToken, storeSession } from '@/testing/tokens';

function mockPanel(answers: Record<string, MockAnswer> = {}) {
  return mockServerApi({
    'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
    'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    'GET /api/contexts': jsonResponse(advisorUser().contexts),
    'GET /api/auth/data': jsonResponse(advisorUser()),
    'GET /api/advisor/network': jsonResponse([]),
    ...answers,
  });
}

describe('panel (/app)', () => {
  it("shows the user's name and role, loading contexts and user data once", async () => {
    storeSession();
    const fetchMock = mockPanel({
      'GET /api/auth/data': jsonResponse(
        advisorUser({ advisor: { ...advisorUser().advisor!, isCoordinator: true, coordinatorNetworkIds: ['n1'] } }),
      ),
    });
    const user = userEvent.setup();
    renderApp('/app');

    expect(await screen.findByTestId('app-user-name')).toHaveTextContent('Witaj, Piotr Kowalski');
    expect(screen.getByTestId('app-user-role')).toHaveTextContent('Koordynator');
    expect(screen.queryByTestId('context-switcher')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('nav-profile'));
    expect(await screen.findByTestId('change-password-form')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Start' }));
    await screen.findByTestId('app-user-name');

    const calls = receivedRequests(fetchMock).map((request) => new URL(request.url).pathname);
    expect(calls.filter((path) => path === '/api/auth/data')).toHaveLength(1);
    expect(calls.filter((path) => path === '/api/contexts')).toHaveLength(1);
  });

  it('offers the context switcher when the user has several contexts, and switches', async () => {
    storeSession();
    const contexts = [
      { id: DEMO_LANDING_ID, context: { type: 'advisor-panel' } },
      { id: DEMO_LANDING_ID, context: { type: 'investor-panel' } },
    ] as const;
    const investorToken = fakeAccessToken({ contextType: 'investor-panel' });
    const fetchMock = mockPanel({
      'GET /api/contexts': jsonResponse(contexts),
      'PATCH /api/auth/change-context': jsonResponse({ accessToken: investorToken, refreshToken: 'refresh-2' }),
      ...investorPanelData(),
      'GET /investor-api/auth/data': jsonResponse(
        advisorUser({ contextType: 'investor-panel', advisor: null, investor: { id: 'i1' }, contexts: [...contexts] }),
      ),
    });
    const user = userEvent.setup();
    renderApp('/app');

    const switcher = within(await screen.findByTestId('context-switcher'));
    await user.selectOptions(switcher.getByLabelText('Panel'), 'Panel inwestora');

    // The investor's home: the summary, with the switcher back to the advisor panel.
    expect(await screen.findByTestId('home-no-investments')).toBeInTheDocument();
    expect(within(screen.getByTestId('context-switcher')).getByLabelText('Panel')).toHaveValue(
      `investor-panel:${DEMO_LANDING_ID}`,
    );
    expect(screen.getByTestId('nav-investments')).toBeInTheDocument();
    expect(window.localStorage.getItem('apiKey')).toBe(investorToken);
    const change = receivedRequests(fetchMock).find((request) => request.url.endsWith('/api/auth/change-context'));
    await expect(change?.json()).resolves.toEqual({ contextId: DEMO_LANDING_ID, contextType: 'investor-panel' });
  });

  it('logs out: clears the session, then tells the server with the old token, and returns to the landing page', async () => {
    const accessToken = fakeAccessToken();
    storeSession({ accessToken });
    const fetchMock = mockPanel({ 'POST /api/auth/logout': new Response(null, { status: 204 }) });
    const user = userEvent.setup();
    const { router } = renderApp('/app');

    await user.click(await screen.findByTestId('logout-button'));

    expect(await screen.findByTestId('landing-headline')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    for (const key of ['apiKey', 'refreshToken', 'interceptor']) expect(window.localStorage.getItem(key)).toBeNull();
    const logout = receivedRequests(fetchMock).find((request) => request.url.endsWith('/api/auth/logout'));
    expect(logout?.headers.get('authorization')).toBe(`Bearer ${accessToken}`);

    // /app is closed afterwards.
    await router.navigate('/app');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("logs a failure while loading the session as 'Error while mounting app:' and shows the error page", async () => {
    storeSession();
    mockPanel({ 'GET /api/auth/data': errorResponse(500) });
    renderApp('/app');

    expect(await screen.findByTestId('error-status')).toHaveTextContent('500');
    expectConsoleError(/^Error while mounting app: ApiError/);
    // React and React Router report the error they caught as well.
    expectConsoleError(/The above error occurred in the <Component> component/);
    expectConsoleError(/React Router caught the following error during render ApiError/);
  });
});
