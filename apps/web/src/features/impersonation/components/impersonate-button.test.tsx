import { advisorFormDefinition } from '@emisja/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { ADVISOR_JAN_ID, advisor, adminUser, coordinatorUser, networks } from '@/testing/advisor-fixtures';
import { adminConfiguration, demoWhiteLabel } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, mockServerApi, receivedRequests, type MockAnswer } from '@/testing/server-api';
import { DEMO_LANDING_ID, fakeAccessToken, storeSession } from '@/testing/tokens';

// "Zaloguj jako" and the advisor's history on the advisor page (issue 15): the admin has both; a coordinator sees the history
// of the advisors of their networks without the link to the admin's audit trail (docs/decisions/048).

const SLOW_TESTS = { timeout: 20_000 };
const ADMIN_TOKEN = fakeAccessToken({ username: 'admin@emisja.test' });

function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const impersonatedToken = [
  base64Url({ alg: 'HS256', typ: 'JWT' }),
  base64Url({
    context_type: 'advisor-panel',
    context_id: DEMO_LANDING_ID,
    username: 'jan.kowalski@emisja.test',
    sid: 'impersonation',
    impersonator: 'user-admin',
    exp: Math.floor(Date.now() / 1000) + 1800,
  }),
  'signature',
].join('.');

function mockAdvisorPage(user: ReturnType<typeof adminUser>, answers: Record<string, MockAnswer> = {}) {
  return mockServerApi({
    'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
    'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    'GET /api/contexts': jsonResponse(user.contexts),
    'GET /api/auth/data': jsonResponse(user),
    'GET /api/advisor/network': jsonResponse(networks()),
    'GET /api/advisor/advisor-form': jsonResponse(
      advisorFormDefinition({ networks: networks(), canManageCoordinators: user.advisor?.isAdmin ?? false }),
    ),
    [`GET /api/advisor/advisor/${ADVISOR_JAN_ID}`]: jsonResponse(advisor({ status: 'active' })),
    ...answers,
  });
}

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});

describe('the advisor page for an admin', SLOW_TESTS, () => {
  it("opens the advisor's panel as the advisor, keeping the admin's tokens aside", async () => {
    storeSession({ accessToken: ADMIN_TOKEN, refreshToken: 'admin-refresh' });
    const fetchMock = mockAdvisorPage(adminUser(), {
      [`GET /api/advisor/advisor/${ADVISOR_JAN_ID}/history`]: jsonResponse([
        {
          id: 7,
          createdAt: '2026-11-20T09:00:00.000Z',
          action: 'advisor-updated',
          actor: { userId: null, label: 'admin@emisja.test' },
          impersonator: null,
          entityType: 'advisor',
          entityId: ADVISOR_JAN_ID,
          ip: null,
          before: null,
          after: null,
          metadata: null,
        },
      ]),
      [`POST /api/advisor/impersonation/${ADVISOR_JAN_ID}`]: jsonResponse(
        {
          accessToken: impersonatedToken,
          expiresAt: '2026-11-25T12:00:00.000Z',
          contextType: 'advisor-panel',
          user: { id: '0a0a0a0a-0000-4000-8000-000000000001', email: 'jan.kowalski@emisja.test' },
          impersonator: { id: '0a0a0a0a-0000-4000-8000-000000000002', email: 'admin@emisja.test' },
        },
        201,
      ),
    });
    const user = userEvent.setup();
    renderApp(`/app/advisors/${ADVISOR_JAN_ID}`);

    const history = within(await screen.findByTestId('record-history', {}, { timeout: 5000 }));
    expect(await history.findByTestId('audit-action')).toHaveTextContent('advisor-updated');
    expect(history.getByTestId('record-history-more')).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent(ADVISOR_JAN_ID)),
    );
    expect(receivedRequests(fetchMock).some((request) => request.url.includes(`/advisor/${ADVISOR_JAN_ID}/history`))).toBe(true);

    await user.click(await screen.findByRole('button', { name: 'Zobacz panel jako Jan Kowalski' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/app'));
    expect(window.localStorage.getItem('apiKey')).toBe(impersonatedToken);
    expect(window.localStorage.getItem('refreshToken')).toBeNull();
    expect(window.localStorage.getItem('impersonatorApiKey')).toBe(ADMIN_TOKEN);
    expect(window.localStorage.getItem('impersonatorRefreshToken')).toBe('admin-refresh');
  });

  it('shows why the server refused and stays in the admin session', async () => {
    storeSession({ accessToken: ADMIN_TOKEN, refreshToken: 'admin-refresh' });
    mockAdvisorPage(adminUser(), {
      [`GET /api/advisor/advisor/${ADVISOR_JAN_ID}/history`]: jsonResponse([]),
      [`POST /api/advisor/impersonation/${ADVISOR_JAN_ID}`]: errorResponse(403, {
        label: 'error.accessDenied',
        message: 'Access denied',
      }),
    });
    const user = userEvent.setup();
    renderApp(`/app/advisors/${ADVISOR_JAN_ID}`);

    expect(await screen.findByText('Brak zapisanych zmian.', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(await screen.findByTestId('impersonate-button'));
    expect(await screen.findByTestId('impersonate-error')).toHaveTextContent('Brak dostępu');
    expect(window.localStorage.getItem('apiKey')).toBe(ADMIN_TOKEN);
    expect(assign).not.toHaveBeenCalled();
  });

  it("is not offered to a coordinator, who sees the advisor's history without the link to the admin's trail", async () => {
    storeSession();
    const fetchMock = mockAdvisorPage(coordinatorUser(), {
      [`GET /api/advisor/advisor/${ADVISOR_JAN_ID}/history`]: jsonResponse([
        {
          id: 8,
          createdAt: '2026-11-21T09:00:00.000Z',
          action: 'advisor.updated',
          actor: { userId: null, label: 'koordynator@emisja.test' },
          impersonator: null,
          entityType: 'advisor',
          entityId: ADVISOR_JAN_ID,
          ip: null,
          before: null,
          after: null,
          metadata: null,
        },
      ]),
    });
    renderApp(`/app/advisors/${ADVISOR_JAN_ID}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edycja doradcy: Jan Kowalski' }, { timeout: 5000 }),
    ).toBeVisible();
    const history = within(await screen.findByTestId('record-history', {}, { timeout: 5000 }));
    expect(await history.findByTestId('audit-action')).toHaveTextContent('advisor.updated');
    expect(history.queryByTestId('record-history-more')).not.toBeInTheDocument();
    expect(screen.queryByTestId('impersonate-button')).not.toBeInTheDocument();
    expect(receivedRequests(fetchMock).some((request) => request.url.includes('/api/advisor/audit'))).toBe(false);
  });
});
