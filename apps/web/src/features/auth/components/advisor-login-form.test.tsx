import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dashboardAnswers } from '@/testing/admin-fixtures';
import { adminConfiguration, advisorUser, demoWhiteLabel, investorUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, mockServerApi, receivedRequests, type MockAnswer } from '@/testing/server-api';
import { DEMO_LANDING_ID, fakeAccessToken } from '@/testing/tokens';
import { readRememberedDevice, rememberDevice } from '../lib/remember-device';

const accessToken = fakeAccessToken();

function mockLogin(answers: Record<string, MockAnswer>) {
  return mockServerApi({
    ...dashboardAnswers(),
    'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
    'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    'GET /api/contexts': jsonResponse([{ id: DEMO_LANDING_ID, context: { type: 'advisor-panel' } }]),
    'GET /api/auth/data': jsonResponse(advisorUser()),
    'GET /api/advisor/network': jsonResponse([]),
    ...answers,
  });
}

async function submitCredentials(user: UserEvent, email = 'doradca@emisja.test', password = 'Demo1234!') {
  const form = within(await screen.findByTestId('advisor-login-form'));
  await user.type(form.getByLabelText('Adres e-mail'), email);
  await user.type(form.getByLabelText('Hasło'), password);
  await user.click(form.getByRole('button', { name: 'Zaloguj się' }));
}

function bodiesOf(fetchMock: ReturnType<typeof mockServerApi>, path: string): Promise<unknown[]> {
  return Promise.all(
    receivedRequests(fetchMock)
      .filter((request) => new URL(request.url).pathname === path)
      .map((request) => request.json() as Promise<unknown>),
  );
}

describe('advisor login on /doradcy', () => {
  it('logs in with e-mail and password, loads contexts and user data, and opens the panel', async () => {
    const fetchMock = mockLogin({
      'POST /auth/login': jsonResponse({ type: 'auth-token', accessToken, refreshToken: 'refresh-1' }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/doradcy');

    await submitCredentials(user);

    expect(await screen.findByTestId('app-user-name')).toHaveTextContent('Piotr Kowalski');
    expect(router.state.location.pathname).toBe('/app');
    expect(window.localStorage.getItem('apiKey')).toBe(accessToken);
    expect(window.localStorage.getItem('refreshToken')).toBe('refresh-1');
    const login = receivedRequests(fetchMock).find((request) => request.url.endsWith('/auth/login'));
    expect(login?.headers.get('context-type')).toBe('advisor-panel');
    expect(login?.headers.get('context-id')).toBe(DEMO_LANDING_ID);
    // Contexts and user data were loaded by the login and are not asked for again by the panel.
    expect(receivedRequests(fetchMock).filter((request) => request.url.endsWith('/api/auth/data'))).toHaveLength(1);
  });

  it('asks for the authenticator code, remembers the device on request, and logs in', async () => {
    const fetchMock = mockLogin({
      'POST /auth/login': jsonResponse({ type: 'two-factor-required', twoFactorToken: 'two-factor-1' }),
      'POST /auth/login-with-two-factor': jsonResponse({
        type: 'auth-token',
        accessToken,
        refreshToken: 'refresh-1',
        remember2faToken: 'remember-1',
      }),
    });
    const user = userEvent.setup();
    renderApp('/doradcy');

    await submitCredentials(user);
    const step = within(await screen.findByTestId('two-factor-form'));
    expect(screen.getByRole('heading', { name: 'Weryfikacja dwuetapowa' })).toBeInTheDocument();
    expect(window.localStorage.getItem('apiKey')).toBeNull();
    await user.type(step.getByLabelText('Kod weryfikacyjny'), '123 456');
    await user.click(step.getByLabelText('Zapamiętaj to urządzenie na 30 dni'));
    await user.click(step.getByRole('button', { name: 'Potwierdź' }));

    expect(await screen.findByTestId('app-user-name')).toBeInTheDocument();
    await expect(bodiesOf(fetchMock, '/auth/login-with-two-factor')).resolves.toEqual([
      { twoFactorToken: 'two-factor-1', code: '123456', rememberDevice: true },
    ]);
    expect(readRememberedDevice('doradca@emisja.test')).toBe('remember-1');
  });

  it('sends the remembered device of the same e-mail only, and skips the code when the server takes it', async () => {
    rememberDevice('doradca@emisja.test', 'remember-1');
    rememberDevice('koordynator@emisja.test', 'remember-other');
    const fetchMock = mockLogin({
      'POST /auth/login': jsonResponse({ type: 'auth-token', accessToken, refreshToken: 'refresh-1' }),
    });
    const user = userEvent.setup();
    renderApp('/doradcy');

    await submitCredentials(user, 'Doradca@Emisja.test');

    expect(await screen.findByTestId('app-user-name')).toBeInTheDocument();
    await expect(bodiesOf(fetchMock, '/auth/login')).resolves.toEqual([
      { email: 'doradca@emisja.test', password: 'Demo1234!', remember2faToken: 'remember-1' },
    ]);
  });

  it('shows a wrong code from the catalogue and stays on the code step', async () => {
    mockLogin({
      'POST /auth/login': jsonResponse({ type: 'two-factor-required', twoFactorToken: 'two-factor-1' }),
      'POST /auth/login-with-two-factor': errorResponse(401, { label: 'error.invalidTwoFactorCode' }),
    });
    const user = userEvent.setup();
    renderApp('/doradcy');

    await submitCredentials(user);
    const step = within(await screen.findByTestId('two-factor-form'));
    await user.type(step.getByLabelText('Kod weryfikacyjny'), '000000');
    await user.click(step.getByRole('button', { name: 'Potwierdź' }));

    expect(await step.findByTestId('form-error')).toHaveTextContent(
      'Kod uwierzytelniający jest niepoprawny lub został już użyty',
    );
    expect(window.localStorage.getItem('apiKey')).toBeNull();
  });

  it('shows the QR code when the landing page requires enrolment', async () => {
    mockLogin({
      'POST /auth/login': jsonResponse({ type: 'two-factor-enrolment-required', twoFactorToken: 'two-factor-1' }),
      'POST /auth/two-factor/enrolment': jsonResponse({
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/Emisja%20Demo:doradca%40emisja.test?secret=JBSWY3DPEHPK3PXP',
        qrCodeDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
      }),
    });
    const user = userEvent.setup();
    renderApp('/doradcy');

    await submitCredentials(user);

    expect(await screen.findByTestId('two-factor-qr-code')).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(screen.getByTestId('two-factor-form')).toBeInTheDocument();
  });

  it('switches to the advisor-panel context of this landing page when the token is for another context', async () => {
    const investorToken = fakeAccessToken({ contextType: 'investor-panel' });
    const bothContexts = [
      { id: DEMO_LANDING_ID, context: { type: 'investor-panel' } },
      { id: DEMO_LANDING_ID, context: { type: 'advisor-panel' } },
    ] as const;
    const fetchMock = mockLogin({
      'POST /auth/login': jsonResponse({ type: 'auth-token', accessToken: investorToken, refreshToken: 'refresh-1' }),
      'GET /investor-api/auth/data': jsonResponse(investorUser({ contexts: [...bothContexts] })),
      'PATCH /auth/change-context': jsonResponse({ accessToken, refreshToken: 'refresh-2' }),
    });
    const user = userEvent.setup();
    renderApp('/doradcy');

    await submitCredentials(user);

    expect(await screen.findByTestId('app-user-name')).toHaveTextContent('Piotr Kowalski');
    await expect(bodiesOf(fetchMock, '/auth/change-context')).resolves.toEqual([
      { contextId: DEMO_LANDING_ID, contextType: 'advisor-panel', refreshToken: 'refresh-1', token: investorToken },
    ]);
    expect(window.localStorage.getItem('apiKey')).toBe(accessToken);
    expect(window.localStorage.getItem('refreshToken')).toBe('refresh-2');
  });

  it("fails with 'Access denied' without an advisor-panel context on this landing page, keeping no session", async () => {
    const fetchMock = mockLogin({
      'POST /auth/login': jsonResponse({
        type: 'auth-token',
        accessToken: fakeAccessToken({ contextId: 'landing-navy' }),
        refreshToken: 'refresh-1',
      }),
      'GET /api/contexts': jsonResponse([{ id: 'landing-navy', context: { type: 'advisor-panel' } }]),
      'POST /api/auth/logout': new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/doradcy');

    await submitCredentials(user);

    expect(await screen.findByTestId('form-error')).toHaveTextContent('Brak dostępu');
    expect(router.state.location.pathname).toBe('/doradcy');
    expect(window.localStorage.getItem('apiKey')).toBeNull();
    await waitFor(() =>
      expect(receivedRequests(fetchMock).some((request) => request.url.endsWith('/api/auth/logout'))).toBe(true),
    );
  });

  it('shows incorrect credentials and the fields the schema refuses', async () => {
    mockLogin({ 'POST /auth/login': errorResponse(401, { label: 'error.incorrectLogin' }) });
    const user = userEvent.setup();
    renderApp('/doradcy');

    const form = within(await screen.findByTestId('advisor-login-form'));
    await user.click(form.getByRole('button', { name: 'Zaloguj się' }));
    expect(await form.findAllByText('To pole jest wymagane')).toHaveLength(2);

    await submitCredentials(user, 'doradca@emisja.test', 'wrong');
    expect(await form.findByTestId('form-error')).toHaveTextContent('Niepoprawny login i/lub hasło');
  });
});
