import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '@/lib/i18n';
import { adminConfiguration, demoWhiteLabel } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, mockServerApi } from '@/testing/server-api';

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
});
