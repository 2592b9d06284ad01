import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminConfiguration, advisorUser, demoWhiteLabel, investorUser } from '@/testing/fixtures';
import { completedOnboarding, investment, INVESTMENT_ID } from '@/testing/investor-home-fixtures';
import { investorPanelData } from '@/testing/investor-panel-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, mockServerApi, receivedRequests, type MockAnswer } from '@/testing/server-api';
import { DEMO_LANDING_ID, fakeAccessToken, storeSession } from '@/testing/tokens';

const TOKEN = 'one-time-redirect-secret';
const PAGE = `/login-with-redirect-token?token=${TOKEN}`;
const investorToken = fakeAccessToken({ contextType: 'investor-panel', username: 'inwestor@emisja.test' });

function mockPages(answers: Record<string, MockAnswer>) {
  return mockServerApi({
    'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
    'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    ...answers,
  });
}

const loginCalls = (fetchMock: ReturnType<typeof mockServerApi>) =>
  receivedRequests(fetchMock).filter((request) => request.url.endsWith('/auth/login-with-redirect-token'));

describe('login with a redirect token (/login-with-redirect-token)', () => {
  it('sends nothing until "Continue" is pressed (mail scanners open links), then stores the session and opens the target', async () => {
    const fetchMock = mockPages({
      'POST /auth/login-with-redirect-token': jsonResponse({
        type: 'auth-token',
        accessToken: investorToken,
        refreshToken: 'refresh-9',
        redirectTo: `/app/investments/${INVESTMENT_ID}`,
      }),
      'GET /investor-api/auth/data': jsonResponse(investorUser()),
      'GET /investor-api/onboarding': jsonResponse(completedOnboarding()),
      [`GET /investor-api/investment/${INVESTMENT_ID}`]: jsonResponse(investment()),
      ...investorPanelData(),
    });
    const user = userEvent.setup();
    const { router } = renderApp(PAGE);

    const button = await screen.findByRole('button', { name: 'Dalej' });
    expect(screen.getByRole('heading', { name: 'Przejdź do panelu inwestora' })).toBeInTheDocument();
    expect(loginCalls(fetchMock)).toHaveLength(0);
    expect(window.localStorage.getItem('apiKey')).toBeNull();

    await user.click(button);

    expect(await screen.findByTestId('investment-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/app/investments/${INVESTMENT_ID}`);
    expect(window.localStorage.getItem('apiKey')).toBe(investorToken);
    expect(window.localStorage.getItem('refreshToken')).toBe('refresh-9');
    const [login] = loginCalls(fetchMock);
    expect(await login?.json()).toEqual({ token: TOKEN });
    expect(login?.headers.get('authorization')).toBeNull();
    expect(login?.headers.get('context-type')).toBe('investor-panel');
    expect(login?.headers.get('context-id')).toBe(DEMO_LANDING_ID);
  });

  it('replaces the session of an advisor logged in on this browser', async () => {
    storeSession();
    mockPages({
      'POST /auth/login-with-redirect-token': jsonResponse({
        type: 'auth-token',
        accessToken: investorToken,
        refreshToken: 'refresh-9',
        redirectTo: '/app',
      }),
      'GET /investor-api/auth/data': jsonResponse(investorUser()),
      'GET /investor-api/onboarding': jsonResponse(completedOnboarding()),
      'GET /investor-api/investor/summary': errorResponse(500),
      'GET /api/contexts': jsonResponse(advisorUser().contexts),
      'GET /api/auth/data': jsonResponse(advisorUser()),
      'GET /api/advisor/network': jsonResponse([]),
      ...investorPanelData(),
    });
    const user = userEvent.setup();
    const { router } = renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Dalej' }));

    expect(await screen.findByTestId('app-user-name')).toHaveTextContent('Witaj, Tomasz Baran');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(window.localStorage.getItem('apiKey')).toBe(investorToken);
  });

  it('shows the token-inactive page for a used or expired link', async () => {
    const fetchMock = mockPages({
      'POST /auth/login-with-redirect-token': errorResponse(404, { label: 'error.tokenInactive', message: 'Token' }),
    });
    const user = userEvent.setup();
    renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Dalej' }));

    expect(await screen.findByTestId('form-error')).toHaveTextContent('Token nie jest już aktywny');
    expect(screen.queryByRole('button', { name: 'Dalej' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Poproś o nowy link logowania' })).toHaveAttribute('href', '/investor-login');
    expect(loginCalls(fetchMock)).toHaveLength(1);
    expect(window.localStorage.getItem('apiKey')).toBeNull();
  });

  it('shows other failures with a way to try again', async () => {
    mockPages({ 'POST /auth/login-with-redirect-token': errorResponse(500) });
    const user = userEvent.setup();
    renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Dalej' }));

    expect(await screen.findByTestId('form-error')).toHaveTextContent('Coś poszło nie tak. Spróbuj ponownie później.');
    expect(screen.getByRole('button', { name: 'Dalej' })).toBeEnabled();
  });

  it('treats a link without a token as inactive, asking the server nothing', async () => {
    const fetchMock = mockPages({});
    renderApp('/login-with-redirect-token');

    expect(await screen.findByTestId('form-error')).toHaveTextContent('Token nie jest już aktywny');
    expect(loginCalls(fetchMock)).toHaveLength(0);
  });
});
