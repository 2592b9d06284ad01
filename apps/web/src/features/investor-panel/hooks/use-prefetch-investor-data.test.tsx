import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardAnswers } from '@/testing/admin-fixtures';
import { expectConsoleError } from '@/testing/console';
import { adminConfiguration, advisorUser, demoWhiteLabel, investorUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { completedOnboarding, emptyInvestorSummary } from '@/testing/investor-home-fixtures';
import { investorDictionary, investorPanelData } from '@/testing/investor-panel-fixtures';
import { errorResponse, jsonResponse, mockServerApi, receivedRequests, type MockAnswer } from '@/testing/server-api';
import { fakeAccessToken, storeSession } from '@/testing/tokens';

function mockPanel(answers: Record<string, MockAnswer>) {
  return mockServerApi({
    'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
    'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    ...answers,
  });
}

const callsOf = (fetchMock: ReturnType<typeof mockServerApi>) =>
  receivedRequests(fetchMock).map((request) => {
    const url = new URL(request.url);
    return `${url.pathname}${url.search}`;
  });

describe('investor data after mount (spec section 4)', () => {
  it('prefetches the dictionary and all own offers once for an investor session', async () => {
    storeSession({ accessToken: fakeAccessToken({ contextType: 'investor-panel', username: 'inwestor@emisja.test' }) });
    const fetchMock = mockPanel({
      'GET /investor-api/auth/data': jsonResponse(investorUser()),
      ...investorPanelData(),
    });
    const { queryClient } = renderApp('/app');

    expect(await screen.findByTestId('app-user-name')).toHaveTextContent('Tomasz Baran');
    await waitFor(() => expect(queryClient.getQueryData(['auth', 'investor', 'offers'])).toEqual([]));
    await waitFor(() => expect(queryClient.getQueryData(['auth', 'investor', 'dictionary'])).toEqual(investorDictionary()));
    const calls = callsOf(fetchMock);
    expect(calls.filter((call) => call === '/investor-api/dictionary')).toHaveLength(1);
    expect(calls.filter((call) => call === '/investor-api/offers?limit=99999&offset=0')).toHaveLength(1);
    expect(calls.some((call) => call.startsWith('/api/'))).toBe(false);
  });

  it('logs a failed prefetch without failing the mount', async () => {
    storeSession({ accessToken: fakeAccessToken({ contextType: 'investor-panel', username: 'inwestor@emisja.test' }) });
    mockPanel({
      'GET /investor-api/auth/data': jsonResponse(investorUser()),
      'GET /investor-api/onboarding': jsonResponse(completedOnboarding()),
      'GET /investor-api/investor/summary': jsonResponse(emptyInvestorSummary()),
      'GET /investor-api/dictionary': errorResponse(500),
      'GET /investor-api/offers': jsonResponse([]),
    });
    renderApp('/app');

    expect(await screen.findByTestId('app-user-name')).toHaveTextContent('Tomasz Baran');
    await waitFor(() => expectConsoleError(/^Error while loading investor data: ApiError/));
    expect(screen.queryByTestId('error-status')).not.toBeInTheDocument();
  });

  it('does not call the investor endpoints for an advisor session', async () => {
    storeSession();
    const fetchMock = mockPanel({
      'GET /api/contexts': jsonResponse(advisorUser().contexts),
      'GET /api/auth/data': jsonResponse(advisorUser()),
      'GET /api/advisor/network': jsonResponse([]),
      ...dashboardAnswers(),
    });
    renderApp('/app');

    expect(await screen.findByTestId('app-user-name')).toHaveTextContent('Piotr Kowalski');
    await waitFor(() => expect(callsOf(fetchMock)).toContain('/api/advisor/network'));
    expect(callsOf(fetchMock).some((call) => call.startsWith('/investor-api/'))).toBe(false);
  });
});
