import { parseListQueryString, type TAuditRow } from '@emisja/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminPanelAnswers } from '@/testing/admin-fixtures';
import { catchDownloads } from '@/testing/downloads';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, mockServerApi, receivedRequests } from '@/testing/server-api';
import { storeSession } from '@/testing/tokens';

// The audit trail (/app/admin/audit, issue 15): rows with who, on whose behalf, action, record and when; the list query in
// the URL; the CSV export with the same filters.

const SLOW_TESTS = { timeout: 20_000 };
const ADVISOR_USER_ID = '0a0a0a0a-0000-4000-8000-000000000001';
const ADMIN_USER_ID = '0a0a0a0a-0000-4000-8000-000000000002';

function auditRow(overrides: Partial<TAuditRow> = {}): TAuditRow {
  return {
    id: 1,
    createdAt: '2026-11-25T10:00:00.000Z',
    action: 'impersonation-started',
    actor: { userId: ADMIN_USER_ID, label: 'admin@emisja.test' },
    impersonator: null,
    entityType: 'user',
    entityId: ADVISOR_USER_ID,
    ip: '127.0.0.1',
    before: null,
    after: null,
    metadata: { contextType: 'advisor-panel' },
    ...overrides,
  };
}

const ROWS = [
  auditRow({ id: 3, action: 'impersonation-ended', createdAt: '2026-11-25T10:05:00.000Z' }),
  auditRow({
    id: 2,
    action: 'impersonated-request',
    createdAt: '2026-11-25T10:01:00.000Z',
    actor: { userId: ADVISOR_USER_ID, label: 'doradca@emisja.test' },
    impersonator: { userId: ADMIN_USER_ID, label: 'admin@emisja.test' },
    entityType: null,
    entityId: null,
  }),
  auditRow(),
];

const auditRequests = (fetchMock: ReturnType<typeof mockServerApi>, path = '/api/advisor/audit') =>
  receivedRequests(fetchMock).filter((request) => new URL(request.url).pathname === path);

describe('the audit trail (/app/admin/audit)', SLOW_TESTS, () => {
  it('lists who did what on whose behalf, asking for the list the URL describes', async () => {
    storeSession();
    const fetchMock = mockServerApi(
      adminPanelAnswers({
        'GET /api/advisor/audit': new Response(JSON.stringify(ROWS), {
          headers: { 'content-type': 'application/json', 'x-total-count': '3' },
        }),
      }),
    );
    renderApp(
      '/app/admin/audit?filters[action][value]=imperson&filters[action][operator]=like' +
        '&filters[createdAtFrom][value]=2026-11-01&filters[createdAtFrom][operator]=gte' +
        // Not a filter of the audit trail: left out rather than a 400.
        '&filters[before][value]=x&filters[before][operator]=like&sort=action&order=asc',
    );

    const rows = await screen.findAllByTestId('data-table-row', {}, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Dziennik zdarzeń' })).toBeInTheDocument();
    expect(rows.map((row) => within(row).getByTestId('audit-action').textContent)).toEqual([
      'impersonation-ended',
      'impersonated-request',
      'impersonation-started',
    ]);
    const impersonated = within(rows[1]!);
    expect(impersonated.getByTestId('audit-actor')).toHaveTextContent('doradca@emisja.test');
    expect(impersonated.getByTestId('audit-impersonator')).toHaveTextContent('jako admin@emisja.test');
    expect(within(rows[2]!).getByText(ADVISOR_USER_ID)).toBeInTheDocument();

    const [request] = auditRequests(fetchMock);
    expect(request?.headers.get('x-request-total-count')).toBe('true');
    expect(parseListQueryString(new URL(request?.url ?? '').searchParams).query).toEqual({
      limit: 20,
      offset: 0,
      filters: [
        { column: 'action', operator: 'like', value: 'imperson' },
        { column: 'createdAtFrom', operator: 'gte', value: '2026-11-01' },
      ],
      sort: { column: 'action', order: 'asc' },
    });
  });

  it('exports the filtered rows as CSV', async () => {
    storeSession();
    const saved = catchDownloads();
    const fetchMock = mockServerApi(
      adminPanelAnswers({
        'GET /api/advisor/audit': jsonResponse(ROWS),
        'GET /api/advisor/audit.csv': new Response(new Blob(['createdAt,actor\r\n'], { type: 'text/csv' }), {
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="audit.csv"' },
        }),
      }),
    );
    const user = userEvent.setup();
    renderApp('/app/admin/audit?filters[actor][value]=doradca&filters[actor][operator]=like');

    await screen.findAllByTestId('data-table-row', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Eksportuj CSV' }));
    await waitFor(() => expect(saved).toEqual(['audit.csv']));
    const [csv] = auditRequests(fetchMock, '/api/advisor/audit.csv');
    expect(parseListQueryString(new URL(csv?.url ?? '').searchParams).query.filters).toEqual([
      { column: 'actor', operator: 'like', value: 'doradca' },
    ]);
  });
});
