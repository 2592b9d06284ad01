import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '@/lib/i18n';
import { dashboardAnswers } from '@/testing/admin-fixtures';
import { networks } from '@/testing/advisor-fixtures';
import { adminConfiguration, advisorUser, demoWhiteLabel } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, mockServerApi } from '@/testing/server-api';
import { storeSession } from '@/testing/tokens';

/** The tenant's header of decision 041: its logo linking home and the one language switch, and no panel header. */
function expectTenantHeader() {
  const logo = screen.getByRole('img', { name: 'Emisja Demo' });
  expect(logo).toHaveAttribute('src', '/branding/demo/logo.svg');
  expect(logo.closest('a')).toHaveAttribute('href', '/');
  expect(screen.getAllByRole('group', { name: 'Język' })).toHaveLength(1);
  expect(screen.getAllByRole('button', { name: 'Polski' })).toHaveLength(1);
  expect(screen.getAllByRole('banner')).toHaveLength(1);
  expect(within(screen.getByRole('banner')).getByRole('group', { name: 'Język' })).toBeInTheDocument();
}

describe('access denied page', () => {
  it("shows 'Brak dostępu' with a link back to the landing page", async () => {
    mockServerApi({
      'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
      'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/access-denied');

    expect(await screen.findByRole('heading', { level: 1, name: 'Brak dostępu' })).toBeInTheDocument();
    await user.click(screen.getByTestId('access-denied-home-link'));

    expect(await screen.findByTestId('landing-headline')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it("reads 'No access' in English", async () => {
    mockServerApi({
      'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
      'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    });
    await changeLanguage(i18n, 'en');
    renderApp('/access-denied');

    expect(await screen.findByRole('heading', { level: 1, name: 'No access' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it("carries the tenant's logo linking home and exactly one language switch", async () => {
    mockServerApi({
      'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
      'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    });
    renderApp('/access-denied');

    expect(await screen.findByRole('heading', { level: 1, name: 'Brak dostępu' })).toBeInTheDocument();
    expectTenantHeader();
  });

  it('is where a signed-in advisor lands from the back office: the same header, not the panel’s as well', async () => {
    storeSession();
    const user = advisorUser();
    mockServerApi({
      ...dashboardAnswers(),
      'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
      'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
      'GET /api/contexts': jsonResponse(user.contexts),
      'GET /api/auth/data': jsonResponse(user),
      'GET /api/advisor/network': jsonResponse(networks()),
    });
    const { router } = renderApp('/app/admin/branding');

    expect(await screen.findByRole('heading', { level: 1, name: 'Brak dostępu' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'));
    expectTenantHeader();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
