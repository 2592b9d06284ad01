import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminConfiguration, demoWhiteLabel, investorUser } from '@/testing/fixtures';
import { investorPanelData } from '@/testing/investor-panel-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, mockServerApi, receivedRequests, type MockAnswer } from '@/testing/server-api';
import { fakeAccessToken } from '@/testing/tokens';

const investorToken = fakeAccessToken({ contextType: 'investor-panel', username: 'inwestor@emisja.test' });

function mockConfirm(loginInvestor: MockAnswer) {
  return mockServerApi({
    'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
    'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    'POST /auth/login-investor': loginInvestor,
    ...investorPanelData(),
    'GET /investor-api/auth/data': jsonResponse(investorUser()),
  });
}

const paths = (fetchMock: ReturnType<typeof mockServerApi>) =>
  receivedRequests(fetchMock).map((request) => `${request.method} ${new URL(request.url).pathname}`);

describe('login confirmation (/auth/confirm-login)', () => {
  it('sends nothing when the link is opened, and logs the investor in when the button is pressed', async () => {
    const fetchMock = mockConfirm(jsonResponse({ type: 'auth-token', accessToken: investorToken, refreshToken: 'refresh-1' }));
    const user = userEvent.setup();
    const { router } = renderApp('/auth/confirm-login?token=link-secret');

    const button = await screen.findByRole('button', { name: 'Zaloguj się' });
    // Whatever opens the link (a mail scanner too) spends nothing: only the branding was loaded.
    expect(paths(fetchMock)).toEqual(['GET /public-api/white-label', 'GET /public-api/advisor-panel-configuration']);
    expect(window.localStorage.getItem('apiKey')).toBeNull();

    await user.click(button);

    expect(await screen.findByTestId('app-user-name')).toHaveTextContent('Tomasz Baran');
    expect(router.state.location.pathname).toBe('/app');
    const login = receivedRequests(fetchMock).find((request) => request.url.endsWith('/auth/login-investor'));
    await expect(login?.json()).resolves.toEqual({ token: 'link-secret' });
    expect(window.localStorage.getItem('apiKey')).toBe(investorToken);
  });

  it('says the token is no longer active for a used or expired link', async () => {
    mockConfirm(errorResponse(410, { label: 'error.tokenInactive' }));
    const user = userEvent.setup();
    renderApp('/auth/confirm-login?token=used-secret');

    await user.click(await screen.findByRole('button', { name: 'Zaloguj się' }));

    expect(await screen.findByTestId('form-error')).toHaveTextContent('Token nie jest już aktywny');
    // The button could only fail again: the screen offers a new login link instead (docs/decisions/065).
    expect(screen.queryByRole('button', { name: 'Zaloguj się' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Poproś o nowy link logowania' })).toHaveAttribute('href', '/investor-login');
    expect(window.localStorage.getItem('apiKey')).toBeNull();
  });

  it('keeps the button for any other failure, so the investor can try again', async () => {
    mockConfirm(errorResponse(500));
    const user = userEvent.setup();
    renderApp('/auth/confirm-login?token=link-secret');

    await user.click(await screen.findByRole('button', { name: 'Zaloguj się' }));

    expect(await screen.findByTestId('form-error')).toHaveTextContent('Coś poszło nie tak. Spróbuj ponownie później.');
    expect(screen.getByRole('button', { name: 'Zaloguj się' })).toBeEnabled();
    expect(screen.queryByTestId('token-inactive')).not.toBeInTheDocument();
  });

  it("reads the older server label 'Token is invalid.' the same way", async () => {
    mockConfirm(errorResponse(400, { label: 'Token is invalid.' }));
    const user = userEvent.setup();
    renderApp('/auth/confirm-login?token=bad');

    await user.click(await screen.findByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Token nie jest już aktywny');
  });

  it('says the same without a token in the link', async () => {
    mockConfirm(errorResponse(500));
    renderApp('/auth/confirm-login');

    expect(await screen.findByTestId('form-error')).toHaveTextContent('Token nie jest już aktywny');
    expect(screen.queryByRole('button', { name: 'Zaloguj się' })).not.toBeInTheDocument();
  });
});
