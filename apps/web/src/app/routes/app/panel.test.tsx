import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '@/testing/console';
import { adminBondsCampaign, dashboardAnswers } from '@/testing/admin-fixtures';
import { adminConfiguration, advisorUser, demoWhiteLabel } from '@/testing/fixtures';
import { offerRows } from '@/testing/offer-fixtures';
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
    ...dashboardAnswers(),
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
    await expect(change?.json()).resolves.toEqual({
      contextId: DEMO_LANDING_ID,
      contextType: 'investor-panel',
      refreshToken: 'refresh-1',
    });
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

  describe('home by role (issue 18)', () => {
    const coordinator = () =>
      advisorUser({ advisor: { ...advisorUser().advisor!, isCoordinator: true, coordinatorNetworkIds: ['n1'] } });
    const admin = () => advisorUser({ advisor: { ...advisorUser().advisor!, isAdmin: true } });
    const summary = {
      columns: [
        { column: 'invited', count: 4, sums: [] },
        { column: 'active', count: 2, sums: [{ currency: 'PLN', amount: '30000.00', count: 2 }] },
      ],
    };

    it('shows an advisor the offers awaiting action and the recent activity, not the network or the campaigns', async () => {
      storeSession();
      const [invited, accepted] = offerRows();
      const fetchMock = mockPanel({
        'GET /api/advisor/investor/offers': (request: Request) => {
          const filters = new URL(request.url).searchParams.toString();
          const rows = filters.includes('interested') ? [accepted!] : [invited!, accepted!];
          return new Response(JSON.stringify(rows), {
            headers: { 'content-type': 'application/json', 'x-total-count': String(rows.length) },
          });
        },
      });
      renderApp('/app');

      const awaiting = await screen.findByTestId('dashboard-awaiting-offers');
      expect(within(awaiting).getAllByTestId('dashboard-awaiting-offers-row')).toHaveLength(1);
      expect(screen.getByTestId('dashboard-awaiting-count')).toHaveTextContent('1 oferta');
      expect(await screen.findAllByTestId('dashboard-recent-offers-row')).toHaveLength(2);
      expect(screen.queryByTestId('dashboard-network')).not.toBeInTheDocument();
      expect(screen.queryByTestId('dashboard-funding')).not.toBeInTheDocument();
      const paths = receivedRequests(fetchMock).map((request) => new URL(request.url).pathname);
      expect(paths).not.toContain('/api/advisor/investor/offers-by-network/summary');
      expect(paths).not.toContain('/api/advisor/campaigns');
    });

    it('adds the network totals for a coordinator', async () => {
      storeSession();
      mockPanel({
        'GET /api/auth/data': jsonResponse(coordinator()),
        'GET /api/advisor/investor/offers-by-network/summary': jsonResponse(summary),
      });
      renderApp('/app');

      const invited = await screen.findByTestId('dashboard-network-invited');
      await waitFor(() => expect(within(invited).getByTestId('dashboard-network-count')).toHaveTextContent('4'));
      expect(screen.getByTestId('dashboard-network-active')).toHaveTextContent('30 000,00 PLN');
      expect(screen.queryByTestId('dashboard-funding')).not.toBeInTheDocument();
      expect(screen.getByTestId('dashboard-awaiting')).toBeInTheDocument();
    });

    it("adds the campaigns' funding for the admin, 0,9 % not rounded to 0", async () => {
      storeSession();
      mockPanel({
        'GET /api/auth/data': jsonResponse(admin()),
        'GET /api/advisor/campaigns': jsonResponse([
          adminBondsCampaign({ raisedAmount: '45000.00', targetAmount: '5000000.00' }),
        ]),
      });
      renderApp('/app');

      const campaign = await screen.findByTestId('dashboard-funding-campaign');
      expect(within(campaign).getByText('0,9%')).toBeInTheDocument();
      expect(screen.getByTestId('dashboard-network')).toBeInTheDocument();
    });
  });
});
