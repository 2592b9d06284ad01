import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminConfiguration, advisorUser, demoWhiteLabel } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, mockServerApi, receivedRequests, type MockAnswer } from '@/testing/server-api';
import { fakeAccessToken, storeSession } from '@/testing/tokens';

function mockProfile(answers: Record<string, MockAnswer>) {
  return mockServerApi({
    'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
    'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    'GET /api/contexts': jsonResponse(advisorUser().contexts),
    'GET /api/advisor/network': jsonResponse([]),
    ...answers,
  });
}

describe('profile: password and two-step verification (/app/profile)', () => {
  it('turns 2FA on with the QR code and a first code', async () => {
    storeSession();
    let isEnabled = false;
    const fetchMock = mockProfile({
      'GET /api/auth/data': () => jsonResponse(advisorUser({ twoFactorEnabled: isEnabled })),
      'POST /api/auth/two-factor/setup': jsonResponse({
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/x',
        qrCodeDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
      }),
      'POST /api/auth/two-factor/confirm': () => {
        isEnabled = true;
        return jsonResponse({ twoFactorEnabled: true });
      },
    });
    const user = userEvent.setup();
    renderApp('/app/profile');

    expect(await screen.findByTestId('two-factor-status')).toHaveTextContent('Wyłączona');
    await user.click(screen.getByTestId('two-factor-enable'));
    expect(await screen.findByTestId('two-factor-qr-code')).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    const form = within(screen.getByTestId('two-factor-confirm-form'));
    await user.type(form.getByLabelText('Kod weryfikacyjny'), '12345');
    await user.click(form.getByRole('button', { name: 'Potwierdź i włącz' }));
    expect(await form.findByText('Niepoprawna wartość')).toBeInTheDocument();

    await user.type(form.getByLabelText('Kod weryfikacyjny'), '6');
    await user.click(form.getByRole('button', { name: 'Potwierdź i włącz' }));

    expect(await screen.findByTestId('two-factor-notice')).toHaveTextContent('Weryfikacja dwuetapowa jest włączona.');
    expect(await screen.findByTestId('two-factor-status')).toHaveTextContent('Włączona');
    expect(screen.getByTestId('two-factor-disable-form')).toBeInTheDocument();
    const confirm = receivedRequests(fetchMock).find((request) => request.url.endsWith('/two-factor/confirm'));
    await expect(confirm?.json()).resolves.toEqual({ code: '123456' });
  });

  it('turns 2FA off with the password and a code, and shows a wrong password', async () => {
    storeSession();
    let attempts = 0;
    mockProfile({
      'GET /api/auth/data': () => jsonResponse(advisorUser({ twoFactorEnabled: attempts < 2 })),
      'POST /api/auth/two-factor/disable': () =>
        ++attempts === 1 ? errorResponse(401, { label: 'error.incorrectPassword' }) : jsonResponse({ twoFactorEnabled: false }),
    });
    const user = userEvent.setup();
    renderApp('/app/profile');

    const form = within(await screen.findByTestId('two-factor-disable-form'));
    await user.type(form.getByLabelText('Hasło'), 'Zle#Haslo1');
    await user.type(form.getByLabelText('Kod weryfikacyjny'), '123456');
    await user.click(form.getByRole('button', { name: 'Wyłącz' }));
    expect(await form.findByTestId('form-error')).toHaveTextContent('Hasło jest niepoprawne');

    await user.click(form.getByRole('button', { name: 'Wyłącz' }));
    expect(await screen.findByTestId('two-factor-notice')).toHaveTextContent('Weryfikacja dwuetapowa jest wyłączona.');
    expect(await screen.findByTestId('two-factor-status')).toHaveTextContent('Wyłączona');
  });

  it('changes the password and keeps the session with the new tokens', async () => {
    storeSession();
    const newToken = fakeAccessToken({ sid: 'session-after-change' });
    mockProfile({
      'GET /api/auth/data': jsonResponse(advisorUser()),
      'PATCH /api/auth/password': jsonResponse({ accessToken: newToken, refreshToken: 'refresh-after-change' }),
    });
    const user = userEvent.setup();
    renderApp('/app/profile');

    const form = within(await screen.findByTestId('change-password-form'));
    await user.type(form.getByLabelText('Obecne hasło'), 'Demo1234!');
    await user.type(form.getByLabelText('Nowe hasło'), 'Nowe#Haslo2026');
    await user.type(form.getByLabelText('Powtórz hasło'), 'Nowe#Haslo2026');
    await user.click(form.getByRole('button', { name: 'Zmień hasło' }));

    expect(await form.findByTestId('change-password-success')).toHaveTextContent('Hasło zostało zmienione.');
    expect(window.localStorage.getItem('apiKey')).toBe(newToken);
    expect(window.localStorage.getItem('refreshToken')).toBe('refresh-after-change');
  });
});
