import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminConfiguration, advisorUser, demoWhiteLabel } from '@/testing/fixtures';
import { investorDocuments, panelOffer } from '@/testing/investor-home-fixtures';
import { mockInvestorSession } from '@/testing/investor-panel-fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, mockServerApi, receivedRequests } from '@/testing/server-api';
import { storeSession } from '@/testing/tokens';

// Spec section 2 lists /app/offers, /app/offers/{id} and /app/documents for both panels: the session's context type picks
// the screen (docs/decisions/033-investor-panel-web.md).

function mockAdvisor() {
  storeSession();
  return mockServerApi({
    'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
    'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    'GET /api/contexts': jsonResponse(advisorUser().contexts),
    'GET /api/auth/data': jsonResponse(advisorUser()),
    'GET /api/advisor/network': jsonResponse([]),
    'GET /api/advisor/campaigns': jsonResponse([]),
    'GET /api/advisor/advisor/documents': jsonResponse([]),
  });
}

const paths = (fetchMock: ReturnType<typeof mockServerApi>) =>
  receivedRequests(fetchMock).map((request) => new URL(request.url).pathname);

describe('paths shared by both panels', () => {
  it('/app/offers: an advisor sees the campaigns to offer', async () => {
    const fetchMock = mockAdvisor();
    renderApp('/app/offers');

    expect(await screen.findByTestId('campaigns-empty', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(paths(fetchMock)).toContain('/api/advisor/campaigns');
    expect(paths(fetchMock).some((path) => path.startsWith('/investor-api/'))).toBe(false);
  });

  it('/app/offers: an investor sees their own offers', async () => {
    const fetchMock = mockInvestorSession({}, { offers: [panelOffer()] });
    renderApp('/app/offers');

    expect(await screen.findByTestId('offers-tab-active')).toBeInTheDocument();
    expect(screen.getAllByTestId('offer-card')).toHaveLength(1);
    expect(paths(fetchMock).some((path) => path.startsWith('/api/'))).toBe(false);
  });

  it('/app/documents: the advisor documents, or the investor’s documents', async () => {
    const advisorFetch = mockAdvisor();
    const advisor = renderApp('/app/documents');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dokumenty' })).toBeInTheDocument();
    await waitFor(() => expect(paths(advisorFetch)).toContain('/api/advisor/advisor/documents'));
    advisor.unmount();

    window.localStorage.clear();
    mockInvestorSession({ 'GET /investor-api/documents': jsonResponse(investorDocuments()) });
    renderApp('/app/documents');
    expect(await screen.findByRole('region', { name: 'Oferty (PDF)' })).toBeInTheDocument();
  });

  it('keeps the investor-only pages from an advisor', async () => {
    mockAdvisor();
    const { router } = renderApp('/app/investments');

    expect(await screen.findByTestId('access-denied-title')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/access-denied');
  });
});
