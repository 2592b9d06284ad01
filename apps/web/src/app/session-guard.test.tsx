import { RESTRICTED_AREA_NOTIFICATION_DELAY_MS } from '@emisja/shared';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n } from '@/lib/i18n';
import { dashboardAnswers } from '@/testing/admin-fixtures';
import { adminConfiguration, advisorUser, demoWhiteLabel, investorUser } from '@/testing/fixtures';
import { investorPanelData } from '@/testing/investor-panel-fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, mockServerApi, type MockAnswer } from '@/testing/server-api';
import { fakeAccessToken, storeSession } from '@/testing/tokens';
import { routes } from './router';
import { sessionRedirect } from './session-guard';

function mockTenant(answers: Record<string, MockAnswer> = {}) {
  return mockServerApi({
    'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
    'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    ...answers,
  });
}

const advisorSession = {
  ...dashboardAnswers(),
  'GET /api/contexts': jsonResponse(advisorUser().contexts),
  'GET /api/auth/data': jsonResponse(advisorUser()),
  'GET /api/advisor/network': jsonResponse([]),
};

describe('sessionRedirect (spec sections 2 and 4)', () => {
  const loggedOut = { isLoggedIn: false, isInvestor: false };
  const advisor = { isLoggedIn: true, isInvestor: false };
  const investor = { isLoggedIn: true, isInvestor: true };
  const redirect = (pathname: string, session: typeof advisor, routeIds: string[] = ['root']) =>
    sessionRedirect({ pathname, routeIds, session })?.to ?? null;

  it('sends a user without a session from /app paths to /', () => {
    expect(redirect('/app', loggedOut)).toBe('/');
    expect(redirect('/app/profile', loggedOut)).toBe('/');
    expect(redirect('/doradcy', loggedOut)).toBeNull();
    expect(redirect('/', loggedOut)).toBeNull();
  });

  it('sends a logged-in user whose path lacks app to /app, except to the pages of e-mail links', () => {
    expect(redirect('/', advisor)).toBe('/app');
    expect(redirect('/doradcy', advisor)).toBe('/app');
    expect(redirect('/investor-login', advisor)).toBe('/app');
    expect(redirect('/app/profile', advisor)).toBeNull();
    expect(redirect('/auth/confirm-login', advisor, ['root', 'confirm-login'])).toBeNull();
    expect(redirect('/auth/reset-password/abc', advisor, ['root', 'reset-password'])).toBeNull();
    expect(redirect('/auth/activate-from-email/abc', advisor, ['root', 'activate-from-email'])).toBeNull();
    expect(redirect('/login-with-redirect-token', advisor, ['root', 'login-with-redirect-token'])).toBeNull();
  });

  it('keeps investors out of paths with advisors or investors', () => {
    expect(sessionRedirect({ pathname: '/app/advisors', routeIds: [], session: investor })).toEqual({
      to: '/app',
      isRestrictedArea: true,
    });
    expect(redirect('/app/investors/network', investor)).toBe('/app');
    expect(redirect('/app/advisors', advisor)).toBeNull();
  });

  it('keeps the onboarding for investors: an advisor goes to /app, no session to /', () => {
    expect(redirect('/onboarding', investor, ['root', 'onboarding'])).toBeNull();
    expect(redirect('/onboarding', advisor, ['root', 'onboarding'])).toBe('/app');
    expect(redirect('/onboarding', loggedOut, ['root', 'onboarding'])).toBe('/');
  });

  it('skips the routes named campaign, invest and kyc-form', () => {
    for (const id of ['campaign', 'invest', 'kyc-form']) {
      expect(redirect(`/${id}`, advisor, ['root', id])).toBeNull();
      expect(redirect(`/${id}`, investor, ['root', id])).toBeNull();
    }
  });
});

describe('session guard in the app', () => {
  it('sends an investor who types /app/advisors to /app, then shows Błąd / Brak dostępu after about 250 ms', async () => {
    storeSession({ accessToken: fakeAccessToken({ contextType: 'investor-panel', username: 'inwestor@emisja.test' }) });
    mockTenant({ ...investorPanelData(), 'GET /investor-api/auth/data': jsonResponse(investorUser()) });
    // The delay is the shared constant given to the timer with the redirect (spied, not replaced): the wall clock of a busy
    // machine cannot tell 250 ms apart reliably.
    const setTimeoutSpy = vi.spyOn(window, 'setTimeout');
    const { router } = renderApp('/app/advisors');

    await waitFor(() => expect(router.state.location.pathname).toBe('/app'), { timeout: 5000 });
    const toast = await screen.findByText('Brak dostępu');
    expect(setTimeoutSpy).toHaveBeenCalledWith(expect.any(Function), RESTRICTED_AREA_NOTIFICATION_DELAY_MS);
    expect(RESTRICTED_AREA_NOTIFICATION_DELAY_MS).toBe(250);
    expect(toast.closest('[data-sonner-toast]')).toHaveTextContent('Błąd');
    expect(toast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    expect(await screen.findByTestId('app-user-name')).toHaveTextContent('Tomasz Baran');
  });

  it("reads 'Error' / 'No access' in English", async () => {
    await changeLanguage(i18n, 'en');
    storeSession({ accessToken: fakeAccessToken({ contextType: 'investor-panel' }) });
    mockTenant({ ...investorPanelData(), 'GET /investor-api/auth/data': jsonResponse(investorUser()) });
    renderApp('/app/investors');

    const toast = await screen.findByText('No access');
    expect(toast.closest('[data-sonner-toast]')).toHaveTextContent('Error');
  });

  it('sends a user without a session from /app to the landing page', async () => {
    mockTenant();
    const { router } = renderApp('/app/profile');

    expect(await screen.findByTestId('landing-headline')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a logged-in advisor from the advisors landing page to /app', async () => {
    storeSession();
    mockTenant(advisorSession);
    const { router } = renderApp('/doradcy');

    expect(await screen.findByTestId('app-user-name')).toHaveTextContent('Piotr Kowalski');
    expect(router.state.location.pathname).toBe('/app');
  });

  it('lets a logged-in user open the login confirmation of an e-mail link', async () => {
    storeSession();
    mockTenant();
    const { router } = renderApp('/auth/confirm-login?token=abc');

    expect(await screen.findByTestId('confirm-login-button')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/confirm-login');
  });

  it('leaves the routes named campaign, invest and kyc-form to themselves', async () => {
    const [root] = routes;
    if (!root) throw new Error('no root route');
    const campaign: RouteObject = { id: 'campaign', path: '/campaign', element: <h1>Campaign</h1> };
    storeSession();
    mockTenant();
    const { router } = renderApp('/campaign', {
      routes: [
        {
          id: root.id,
          element: root.element,
          children: [campaign, ...(root.children ?? []).filter((route) => route.id !== 'campaign')],
        },
      ],
    });

    expect(await screen.findByRole('heading', { name: 'Campaign' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/campaign');
  });
});
