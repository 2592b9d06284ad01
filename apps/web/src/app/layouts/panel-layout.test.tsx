import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BrandingProvider } from '@/features/white-label/components/branding-provider';
import { i18n } from '@/lib/i18n';
import { adminConfiguration, demoWhiteLabel } from '@/testing/fixtures';
import { createTestQueryClient } from '@/testing/render-app';
import { errorResponse, jsonResponse, mockServerApi } from '@/testing/server-api';
import { PanelLayout } from './panel-layout';

function renderPanel() {
  const router = createMemoryRouter(
    [
      {
        path: '/panel',
        element: (
          <PanelLayout
            navigation={
              <a href="/panel/offers" className="px-3 py-2">
                Offers
              </a>
            }
          />
        ),
        children: [{ index: true, element: <h1>Panel page</h1> }],
      },
    ],
    { initialEntries: ['/panel'] },
  );
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <I18nextProvider i18n={i18n}>
        <BrandingProvider>
          <RouterProvider router={router} />
        </BrandingProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('PanelLayout', () => {
  it("renders its outlet under a header with the tenant's menu logo, the navigation and the language switcher", async () => {
    mockServerApi({
      'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
      'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    });
    renderPanel();

    expect(await screen.findByRole('heading', { level: 1, name: 'Panel page' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Panel page' }));
    const logo = screen.getByTestId('panel-menu-logo');
    expect(logo).toHaveAttribute('src', '/branding/demo/menu-logo.svg');
    expect(logo).toHaveAccessibleName('Emisja Demo');
    expect(screen.getByRole('navigation', { name: 'Menu główne' })).toContainElement(
      screen.getByRole('link', { name: 'Offers' }),
    );
    expect(screen.getByTestId('language-pl')).toBeInTheDocument();
    expect(screen.getByTestId('language-en')).toBeInTheDocument();
  });

  it('shows the site title in place of a logo without a tenant', async () => {
    mockServerApi({ 'GET /public-api/white-label': errorResponse(500) });
    renderPanel();

    expect(await screen.findByTestId('panel-menu-logo')).toHaveTextContent('Emisja');
    expect(screen.getByRole('heading', { name: 'Panel page' })).toBeInTheDocument();
  });

  it('folds the navigation into a menu button for narrow screens, which any navigation closes', async () => {
    mockServerApi({
      'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
      'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    });
    const user = userEvent.setup();
    renderPanel();

    const button = await screen.findByRole('button', { name: 'Menu główne' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('panel-mobile-menu')).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = within(screen.getByTestId('panel-mobile-menu'));
    expect(menu.getByRole('navigation', { name: 'Menu główne' })).toContainElement(menu.getByRole('link', { name: 'Offers' }));

    await user.click(button);
    expect(screen.queryByTestId('panel-mobile-menu')).not.toBeInTheDocument();
  });
});
