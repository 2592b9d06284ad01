import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dashboardAnswers } from '@/testing/admin-fixtures';
import { adminConfiguration, advisorUser, demoWhiteLabel } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, mockServerApi, receivedRequests, type MockAnswer } from '@/testing/server-api';
import { DEMO_LANDING_ID, fakeAccessToken, storeSession } from '@/testing/tokens';

function mockPages(answers: Record<string, MockAnswer>) {
  return mockServerApi({
    ...dashboardAnswers(),
    'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
    'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    ...answers,
  });
}

const accepted = () => jsonResponse({ status: 'accepted' }, 202);

describe('investor login form', () => {
  it('sends the link and shows "check your mailbox" on /investor-login', async () => {
    const fetchMock = mockPages({ 'POST /auth/investor/send-token': accepted() });
    const user = userEvent.setup();
    renderApp('/investor-login');

    await user.type(await screen.findByLabelText('Adres e-mail'), ' Inwestor@Emisja.test ');
    await user.click(screen.getByRole('button', { name: 'Wyślij link do logowania' }));

    expect(await screen.findByTestId('investor-login-sent')).toHaveTextContent('Sprawdź skrzynkę pocztową');
    expect(screen.getByTestId('investor-login-sent')).toHaveTextContent('inwestor@emisja.test');
    const send = receivedRequests(fetchMock).find((request) => request.url.endsWith('/auth/investor/send-token'));
    await expect(send?.json()).resolves.toEqual({ email: 'inwestor@emisja.test' });
  });

  it('is on the landing page next to the link to the advisor login, in English too', async () => {
    mockPages({});
    const user = userEvent.setup();
    renderApp('/');

    const form = within(await screen.findByTestId('investor-login-form'));
    await user.click(form.getByRole('button', { name: 'Wyślij link do logowania' }));
    expect(await form.findByText('To pole jest wymagane')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do strefy doradcy' })).toHaveAttribute('href', '/doradcy');

    await user.click(screen.getAllByTestId('language-en')[0] as HTMLElement);
    expect(await screen.findByRole('button', { name: 'Send me a login link' })).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
  });
});

describe('account activation (/auth/activate-from-email/{token})', () => {
  it("shows the account's e-mail, checks the password rule and logs the advisor in", async () => {
    const accessToken = fakeAccessToken({ username: 'pawel.dabrowski@emisja.test' });
    const fetchMock = mockPages({
      'POST /auth/activate': jsonResponse({ email: 'pawel.dabrowski@emisja.test' }),
      'POST /auth/activate-from-email': jsonResponse({ type: 'auth-token', accessToken, refreshToken: 'refresh-1' }),
      'GET /api/contexts': jsonResponse([{ id: DEMO_LANDING_ID, context: { type: 'advisor-panel' } }]),
      'GET /api/auth/data': jsonResponse(
        advisorUser({ email: 'pawel.dabrowski@emisja.test', firstName: 'Paweł', surname: 'Dąbrowski' }),
      ),
      'GET /api/advisor/network': jsonResponse([]),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/auth/activate-from-email/activation-secret');

    expect(await screen.findByTestId('activation-email')).toHaveTextContent('Ustaw hasło do konta pawel.dabrowski@emisja.test.');
    await user.type(screen.getByLabelText('Nowe hasło'), 'demo1234');
    await user.type(screen.getByLabelText('Powtórz hasło'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Aktywuj konto' }));
    expect(await screen.findByText(/Hasło jest za słabe/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Nowe hasło'));
    await user.type(screen.getByLabelText('Nowe hasło'), 'Nowe#Haslo2026');
    await user.clear(screen.getByLabelText('Powtórz hasło'));
    await user.type(screen.getByLabelText('Powtórz hasło'), 'Nowe#Haslo2025');
    await user.click(screen.getByRole('button', { name: 'Aktywuj konto' }));
    expect(await screen.findByText('Hasła muszą być identyczne')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Powtórz hasło'));
    await user.type(screen.getByLabelText('Powtórz hasło'), 'Nowe#Haslo2026');
    await user.click(screen.getByRole('button', { name: 'Aktywuj konto' }));

    expect(await screen.findByTestId('app-user-name')).toHaveTextContent('Paweł Dąbrowski');
    expect(router.state.location.pathname).toBe('/app');
    const activation = receivedRequests(fetchMock).find((request) => request.url.endsWith('/auth/activate-from-email'));
    await expect(activation?.json()).resolves.toEqual({
      token: 'activation-secret',
      password: 'Nowe#Haslo2026',
      passwordConfirmation: 'Nowe#Haslo2026',
    });
  });

  it('says the token is no longer active for a used link', async () => {
    mockPages({ 'POST /auth/activate': errorResponse(410, { label: 'error.tokenInactive' }) });
    renderApp('/auth/activate-from-email/used');

    expect(await screen.findByTestId('form-error')).toHaveTextContent('Token nie jest już aktywny');
    expect(screen.queryByLabelText('Nowe hasło')).not.toBeInTheDocument();
  });

  it("puts the server's violations on their fields", async () => {
    mockPages({
      'POST /auth/activate': jsonResponse({ email: 'pawel.dabrowski@emisja.test' }),
      'POST /auth/activate-from-email': errorResponse(400, {
        label: 'error.validation',
        violations: [{ propertyPath: 'password', title: 'Hasło było już używane', code: 'reused' }],
      }),
    });
    const user = userEvent.setup();
    renderApp('/auth/activate-from-email/secret');

    await user.type(await screen.findByLabelText('Nowe hasło'), 'Nowe#Haslo2026');
    await user.type(screen.getByLabelText('Powtórz hasło'), 'Nowe#Haslo2026');
    await user.click(screen.getByRole('button', { name: 'Aktywuj konto' }));

    expect(await screen.findByText('Hasło było już używane')).toHaveAttribute('data-testid', 'field-error');
    expect(screen.queryByTestId('form-error')).not.toBeInTheDocument();
  });
});

describe('password reset', () => {
  it('asks for the link on /auth/reset-password', async () => {
    mockPages({ 'POST /auth/password/send-remind-request': accepted() });
    const user = userEvent.setup();
    renderApp('/auth/reset-password');

    await user.type(await screen.findByLabelText('Adres e-mail'), 'doradca@emisja.test');
    await user.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(await screen.findByTestId('reset-password-sent')).toHaveTextContent('doradca@emisja.test');
  });

  it('sets the new password, ends the local session and offers the login with the e-mail filled in', async () => {
    storeSession();
    mockPages({ 'POST /auth/password/set': jsonResponse({ email: 'doradca@emisja.test' }) });
    const user = userEvent.setup();
    renderApp('/auth/reset-password/reset-secret');

    await user.type(await screen.findByLabelText('Nowe hasło'), 'Nowe#Haslo2026');
    await user.type(screen.getByLabelText('Powtórz hasło'), 'Nowe#Haslo2026');
    await user.click(screen.getByRole('button', { name: 'Zapisz hasło' }));

    expect(await screen.findByTestId('reset-password-done')).toHaveTextContent('Hasło zostało zmienione');
    expect(within(screen.getByTestId('advisor-login-form')).getByLabelText('Adres e-mail')).toHaveValue('doradca@emisja.test');
    expect(window.localStorage.getItem('apiKey')).toBeNull();
    expect(window.localStorage.getItem('refreshToken')).toBeNull();
  });

  it('says the token is no longer active for a used link', async () => {
    mockPages({ 'POST /auth/password/set': errorResponse(410, { label: 'error.tokenInactive' }) });
    const user = userEvent.setup();
    renderApp('/auth/reset-password/used');

    await user.type(await screen.findByLabelText('Nowe hasło'), 'Nowe#Haslo2026');
    await user.type(screen.getByLabelText('Powtórz hasło'), 'Nowe#Haslo2026');
    await user.click(screen.getByRole('button', { name: 'Zapisz hasło' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Token nie jest już aktywny');
  });
});
