import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminPanelAnswers } from '@/testing/admin-fixtures';
import { advisorUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, mockServerApi } from '@/testing/server-api';
import { storeSession } from '@/testing/tokens';

describe('the Administration group of the panel menu', () => {
  it('is shown to an admin and leads to the back office', async () => {
    storeSession();
    mockServerApi(adminPanelAnswers({ 'GET /api/advisor/network-details': jsonResponse([]) }));
    const user = userEvent.setup();
    renderApp('/app');

    const button = await screen.findByRole('button', { name: 'Administracja' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const group = within(screen.getByRole('list', { name: 'Administracja' }));
    expect(group.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Kampanie',
      'Wygląd',
      'Sieci',
      'Dziennik zdarzeń',
    ]);

    // Escape closes it and gives the focus back to the button.
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Sieci' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sieci' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Administracja' })).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['an advisor', advisorUser()],
    [
      'a coordinator',
      advisorUser({ advisor: { ...advisorUser().advisor!, isCoordinator: true, coordinatorNetworkIds: ['network-north'] } }),
    ],
  ])('is not shown to %s, and the back office is the No access screen', async (_who, user) => {
    storeSession();
    mockServerApi(
      adminPanelAnswers({ 'GET /api/auth/data': jsonResponse(user), 'GET /api/contexts': jsonResponse(user.contexts) }),
    );
    const { router } = renderApp('/app');

    expect(await screen.findByTestId('app-user-name')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Administracja' })).not.toBeInTheDocument();

    for (const path of ['/app/admin/campaigns', '/app/admin/branding', '/app/admin/networks']) {
      await router.navigate(path);
      expect(await screen.findByTestId('access-denied-title')).toHaveTextContent('Brak dostępu');
      await router.navigate('/app');
      await screen.findByTestId('app-user-name');
    }
  });
});
