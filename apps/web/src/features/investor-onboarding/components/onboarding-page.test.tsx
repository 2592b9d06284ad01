import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dashboardAnswers } from '@/testing/admin-fixtures';
import { adminConfiguration, advisorUser, demoWhiteLabel } from '@/testing/fixtures';
import { completedOnboarding, emptyInvestorSummary, onboarding } from '@/testing/investor-home-fixtures';
import { mockInvestorSession } from '@/testing/investor-panel-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, mockServerApi, receivedRequests } from '@/testing/server-api';
import { storeSession } from '@/testing/tokens';

describe('onboarding (/onboarding)', () => {
  it('leads an investor from /app to the onboarding, posts the versions shown, then lands on /app', async () => {
    let state = onboarding();
    const fetchMock = mockInvestorSession({
      'GET /investor-api/onboarding': () => jsonResponse(state),
      'POST /investor-api/onboarding': () => {
        state = completedOnboarding();
        return new Response(null, { status: 204 });
      },
      'GET /investor-api/investor/summary': jsonResponse(emptyInvestorSummary()),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/app/investments');

    const form = within(await screen.findByTestId('onboarding-form'));
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(form.getByRole('link', { name: /Przeczytaj regulamin/ })).toHaveAttribute('href', '/branding/demo/regulamin.html');
    expect(form.getByRole('link', { name: /Przeczytaj regulamin/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByTestId('onboarding-kyc')).toHaveTextContent('Wysłany');

    // Each document needs its own tick.
    await user.click(form.getByRole('checkbox', { name: 'Zapoznałem się z regulaminem i akceptuję go.' }));
    await user.click(form.getByRole('button', { name: 'Dalej' }));
    expect(form.getByRole('checkbox', { name: 'Zapoznałem się z polityką prywatności.' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(receivedRequests(fetchMock).some((request) => request.method === 'POST')).toBe(false);

    await user.click(form.getByRole('checkbox', { name: 'Zapoznałem się z polityką prywatności.' }));
    await user.click(form.getByRole('checkbox', { name: 'Zapoznałem się z informacją o ryzyku inwestycyjnym i je rozumiem.' }));
    await user.click(form.getByRole('button', { name: 'Dalej' }));

    expect(await screen.findByTestId('app-user-name')).toHaveTextContent('Witaj, Tomasz Baran');
    expect(router.state.location.pathname).toBe('/app');
    const post = receivedRequests(fetchMock).find((request) => request.method === 'POST');
    expect(await post?.json()).toEqual({
      accepted: [
        { document: 'terms', version: '2026-01' },
        { document: 'privacy-policy', version: '2026-02' },
        { document: 'investment-risks', version: '1' },
      ],
    });
  });

  it('posts only the documents not accepted yet (a new version of one of them)', async () => {
    const state = onboarding({
      documents: [
        { document: 'terms', url: '/regulamin.html', version: '2026-03', acceptedAt: null },
        { document: 'privacy-policy', url: '/polityka.html', version: '2026-02', acceptedAt: '2026-10-01T10:00:00.000Z' },
      ],
    });
    const fetchMock = mockInvestorSession({
      'GET /investor-api/onboarding': jsonResponse(state),
      'POST /investor-api/onboarding': jsonResponse(completedOnboarding()),
      'GET /investor-api/investor/summary': jsonResponse(emptyInvestorSummary()),
    });
    const user = userEvent.setup();
    renderApp('/onboarding');

    expect(await screen.findByTestId('onboarding-accepted-privacy-policy')).toHaveTextContent(
      'Zaakceptowano: polityka prywatności, 01.10.2026, 12:00',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Zapoznałem się z regulaminem i akceptuję go.' }));
    await user.click(screen.getByRole('button', { name: 'Dalej' }));

    await screen.findByTestId('app-user-name');
    const post = receivedRequests(fetchMock).find((request) => request.method === 'POST');
    expect(await post?.json()).toEqual({ accepted: [{ document: 'terms', version: '2026-03' }] });
  });

  it('keeps the panel closed with a retry when the check fails', async () => {
    mockInvestorSession({ 'GET /investor-api/onboarding': errorResponse(500) });
    renderApp('/app');

    expect(await screen.findByTestId('onboarding-error')).toBeInTheDocument();
    expect(screen.queryByTestId('app-user-name')).not.toBeInTheDocument();
  });

  it('is for investors only: an advisor goes to /app, no session to the landing page', async () => {
    storeSession();
    mockServerApi({
      'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
      'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
      'GET /api/contexts': jsonResponse(advisorUser().contexts),
      'GET /api/auth/data': jsonResponse(advisorUser()),
      'GET /api/advisor/network': jsonResponse([]),
      ...dashboardAnswers(),
    });
    const { router } = renderApp('/onboarding');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(await screen.findByTestId('app-user-role')).toHaveTextContent('Doradca');
  });
});
