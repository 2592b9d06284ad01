import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '@/lib/i18n';
import { NETWORK_NORTH, adminUser, coordinatorUser, networks } from '@/testing/advisor-fixtures';
import { adminConfiguration, advisorUser, demoWhiteLabel } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, mockServerApi, type MockAnswer } from '@/testing/server-api';
import { storeSession } from '@/testing/tokens';

function mockProfile(user: ReturnType<typeof advisorUser>, answers: Record<string, MockAnswer> = {}) {
  return mockServerApi({
    'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
    'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    'GET /api/contexts': jsonResponse(user.contexts),
    'GET /api/auth/data': jsonResponse(user),
    'GET /api/advisor/network': jsonResponse(networks()),
    ...answers,
  });
}

describe("profile: the advisor's own data (/app/profile)", () => {
  it('shows name, e-mail, role, networks by name (coordinated ones marked) and status', async () => {
    storeSession();
    mockProfile(coordinatorUser());
    renderApp('/app/profile');

    expect(await screen.findByRole('heading', { level: 2, name: 'Twoje dane' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Katarzyna Zielińska');
    expect(screen.getByTestId('profile-email')).toHaveTextContent('koordynator@emisja.test');
    expect(screen.getByTestId('profile-role')).toHaveTextContent('Koordynator');
    expect(await screen.findByText('Północ (koordynator), Południe (koordynator)')).toBeInTheDocument();
    expect(screen.getByTestId('profile-status')).toHaveTextContent('Aktywny');
    // The password and 2FA sections stay.
    expect(screen.getByTestId('change-password-form')).toBeInTheDocument();
  });

  it('reads in English, for an advisor of one network', async () => {
    storeSession();
    mockProfile(advisorUser({ advisor: { ...advisorUser().advisor!, networkIds: [NETWORK_NORTH], coordinatorNetworkIds: [] } }));
    await changeLanguage(i18n, 'en');
    renderApp('/app/profile');

    expect(await screen.findByRole('heading', { level: 2, name: 'Your details' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-role')).toHaveTextContent('Advisor');
    expect(await screen.findByText('Północ')).toBeInTheDocument();
    expect(screen.getByTestId('profile-status')).toHaveTextContent('Active');
  });

  it('shows an admin without networks, and no names when the networks call fails', async () => {
    storeSession();
    mockProfile(adminUser(), { 'GET /api/advisor/network': errorResponse(500) });
    renderApp('/app/profile');

    expect(await screen.findByTestId('profile-role')).toHaveTextContent('Administrator');
    expect(screen.getByTestId('profile-networks')).toHaveTextContent('Brak');
  });
});
