import { parseListQueryString, type TAdvisorListRow } from '@emisja/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '@/lib/i18n';
import {
  ADVISOR_ANNA_ID,
  ADVISOR_JAN_ID,
  NETWORK_NORTH,
  NETWORK_SOUTH,
  adminUser,
  advisor,
  advisorRows,
  coordinatorUser,
  networks,
} from '@/testing/advisor-fixtures';
import { dashboardAnswers } from '@/testing/admin-fixtures';
import { adminConfiguration, advisorUser, demoWhiteLabel } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, mockServerApi, receivedRequests, type MockAnswer } from '@/testing/server-api';
import { storeSession } from '@/testing/tokens';

function listAnswer(rows: TAdvisorListRow[] = advisorRows(), total = rows.length) {
  return (): Response =>
    new Response(JSON.stringify(rows), { headers: { 'content-type': 'application/json', 'x-total-count': String(total) } });
}

function mockAdvisors(answers: Record<string, MockAnswer> = {}, user = coordinatorUser()) {
  return mockServerApi({
    ...dashboardAnswers(),
    'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
    'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    'GET /api/contexts': jsonResponse(user.contexts),
    'GET /api/auth/data': jsonResponse(user),
    'GET /api/advisor/network': jsonResponse(networks()),
    'GET /api/advisor/advisor': listAnswer(),
    ...answers,
  });
}

function listRequests(fetchMock: ReturnType<typeof mockServerApi>) {
  return receivedRequests(fetchMock).filter((request) => new URL(request.url).pathname === '/api/advisor/advisor');
}

const rowOf = (name: string) => {
  const row = screen.getAllByTestId('data-table-row').find((candidate) => within(candidate).queryByText(name));
  if (!row) throw new Error(`no row with ${name}`);
  return within(row);
};

const currentUrl = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${decodeURIComponent(router.state.location.search)}`;

describe('advisors list (/app/advisors)', () => {
  it('asks the server for the list the URL describes: filters, sorting, page and the total', async () => {
    storeSession();
    const fetchMock = mockAdvisors({ 'GET /api/advisor/advisor': listAnswer(advisorRows(), 43) });
    renderApp(
      '/app/advisors?filters[surname][value]=Now&filters[surname][operator]=like' +
        `&filters[brokerNetworkIds][value][]=${NETWORK_NORTH}&filters[brokerNetworkIds][value][]=${NETWORK_SOUTH}` +
        '&filters[brokerNetworkIds][operator]=contain&filters[status][value][]=active&filters[status][operator]=in' +
        '&sort=email&order=desc&page=2',
    );

    await screen.findAllByTestId('data-table-row');
    const [request] = listRequests(fetchMock);
    expect(request?.headers.get('x-request-total-count')).toBe('true');
    expect(parseListQueryString(new URL(request?.url ?? '').searchParams).query).toEqual({
      limit: 20,
      offset: 20,
      filters: [
        { column: 'surname', operator: 'like', value: 'Now' },
        { column: 'brokerNetworkIds', operator: 'contain', value: [NETWORK_NORTH, NETWORK_SOUTH] },
        { column: 'status', operator: 'in', value: ['active'] },
      ],
      sort: { column: 'email', order: 'desc' },
    });
    // The filters show what the URL says, and the summary the server's total.
    expect(screen.getByRole('searchbox', { name: 'Filtr: Nazwisko' })).toHaveValue('Now');
    expect(screen.getByRole('button', { name: 'Filtr: Sieci: Wybrano: 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtr: Status: Aktywny' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /^E-mail/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByTestId('data-table-summary')).toHaveTextContent('21–23 z 43');
  });

  it('starts at page 1 with 20 rows sorted by surname, and shows network names and status labels', async () => {
    storeSession();
    const fetchMock = mockAdvisors();
    renderApp('/app/advisors');

    expect(await screen.findByRole('heading', { level: 1, name: 'Doradcy' })).toBeInTheDocument();
    await screen.findAllByTestId('data-table-row');
    expect(decodeURIComponent(new URL(listRequests(fetchMock)[0]?.url ?? '').search)).toBe(
      '?limit=20&offset=0&sort=surname&order=asc',
    );
    const table = screen.getByRole('table', { name: 'Doradcy' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      expect.stringMatching(/^Imię/),
      expect.stringMatching(/^Nazwisko/),
      expect.stringMatching(/^E-mail/),
      'Sieci',
      expect.stringMatching(/^Status/),
      'Akcje',
    ]);
    expect(rowOf('Anna').getByTestId('advisor-networks')).toHaveTextContent('Północ, Południe');
    expect(rowOf('Anna').getByTestId('advisor-status')).toHaveTextContent('Aktywny');
    expect(rowOf('Jan').getByTestId('advisor-status')).toHaveTextContent('Nowy');
    expect(rowOf('Ewa').getByTestId('advisor-status')).toHaveTextContent('Zarchiwizowany');

    // The actions each status allows (spec section 4).
    expect(rowOf('Jan').getByRole('link', { name: 'Edytuj' })).toHaveAttribute('href', `/app/advisors/${ADVISOR_JAN_ID}`);
    expect(rowOf('Jan').getByRole('button', { name: 'Wyślij e-mail aktywacyjny' })).toBeInTheDocument();
    expect(rowOf('Jan').getByRole('button', { name: 'Aktywuj' })).toBeInTheDocument();
    expect(rowOf('Jan').getByRole('button', { name: 'Archiwizuj' })).toBeInTheDocument();
    expect(rowOf('Anna').queryByRole('button', { name: 'Aktywuj' })).not.toBeInTheDocument();
    expect(rowOf('Anna').getByRole('button', { name: 'Archiwizuj' })).toBeInTheDocument();
    expect(rowOf('Ewa').queryByRole('button', { name: 'Archiwizuj' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dodaj doradcę' })).toHaveAttribute('href', '/app/advisors/new');
  });

  it('reads the status labels in English', async () => {
    storeSession();
    mockAdvisors();
    await changeLanguage(i18n, 'en');
    renderApp('/app/advisors');

    await screen.findAllByTestId('data-table-row');
    expect(rowOf('Anna').getByTestId('advisor-status')).toHaveTextContent('Active');
    expect(rowOf('Jan').getByTestId('advisor-status')).toHaveTextContent('New');
    expect(rowOf('Ewa').getByTestId('advisor-status')).toHaveTextContent('Archived');
    expect(screen.getByRole('link', { name: 'Add advisor' })).toBeInTheDocument();
  });

  it('filters by surname, network and status and sorts by a header, all kept in the URL', async () => {
    storeSession();
    const fetchMock = mockAdvisors();
    const user = userEvent.setup();
    const { router } = renderApp('/app/advisors?page=2');
    await screen.findAllByTestId('data-table-row');

    await user.type(screen.getByRole('searchbox', { name: 'Filtr: Nazwisko' }), 'Kow');
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/app/advisors?filters[surname][value]=Kow&filters[surname][operator]=like'),
    );

    await user.click(screen.getByRole('button', { name: 'Filtr: Sieci: Wszystkie' }));
    await user.click(screen.getByRole('checkbox', { name: 'Południe' }));
    await waitFor(() => expect(currentUrl(router)).toContain(`filters[brokerNetworkIds][value][]=${NETWORK_SOUTH}`));
    expect(currentUrl(router)).toContain('filters[brokerNetworkIds][operator]=contain');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Filtr: Status: Wszystkie' }));
    await user.click(screen.getByRole('checkbox', { name: 'Nowy' }));
    await waitFor(() => expect(currentUrl(router)).toContain('filters[status][value][]=initial&filters[status][operator]=in'));
    await user.keyboard('{Escape}');

    await user.click(screen.getByTestId('data-table-sort-surname'));
    await waitFor(() => expect(currentUrl(router)).toContain('sort=surname&order=desc'));

    await waitFor(() =>
      expect(parseListQueryString(new URL(listRequests(fetchMock).at(-1)?.url ?? '').searchParams).query).toEqual({
        limit: 20,
        offset: 0,
        filters: [
          { column: 'surname', operator: 'like', value: 'Kow' },
          { column: 'brokerNetworkIds', operator: 'contain', value: [NETWORK_SOUTH] },
          { column: 'status', operator: 'in', value: ['initial'] },
        ],
        sort: { column: 'surname', order: 'desc' },
      }),
    );
  });

  it('archives after a confirmation and loads the list again', async () => {
    storeSession();
    let isArchived = false;
    const fetchMock = mockAdvisors({
      'GET /api/advisor/advisor': () =>
        jsonResponse(
          advisorRows().map((row) => (row.id === ADVISOR_ANNA_ID && isArchived ? { ...row, status: 'deleted' as const } : row)),
        ),
      [`DELETE /api/advisor/advisor/${ADVISOR_ANNA_ID}`]: () => {
        isArchived = true;
        return jsonResponse(advisor({ id: ADVISOR_ANNA_ID, firstName: 'Anna', surname: 'Nowak', status: 'deleted' }));
      },
    });
    const user = userEvent.setup();
    renderApp('/app/advisors');
    await screen.findAllByTestId('data-table-row');

    await user.click(rowOf('Anna').getByRole('button', { name: 'Archiwizuj' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Zarchiwizować doradcę Anna Nowak?' }));
    // Cancelling changes nothing.
    await user.click(dialog.getByRole('button', { name: 'Anuluj' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(receivedRequests(fetchMock).some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(rowOf('Anna').getByRole('button', { name: 'Archiwizuj' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Zarchiwizować doradcę Anna Nowak?' })).getByRole('button', {
        name: 'Archiwizuj',
      }),
    );

    expect(await screen.findByText('Zarchiwizowano doradcę Anna Nowak')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('Anna').getByTestId('advisor-status')).toHaveTextContent('Zarchiwizowany'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('activates and sends the activation mail of a new advisor, showing the server’s refusal', async () => {
    storeSession();
    const fetchMock = mockAdvisors({
      [`POST /api/advisor/advisor/${ADVISOR_JAN_ID}/activation-mail`]: jsonResponse({}, 202),
      [`PATCH /api/advisor/advisor/${ADVISOR_JAN_ID}/activate`]: errorResponse(409, {
        label: 'error.conflict',
        message: 'Conflict',
      }),
    });
    const user = userEvent.setup();
    renderApp('/app/advisors');
    await screen.findAllByTestId('data-table-row');

    await user.click(rowOf('Jan').getByRole('button', { name: 'Wyślij e-mail aktywacyjny' }));
    expect(await screen.findByText('Wysłano e-mail aktywacyjny na adres jan.kowalski@emisja.test')).toBeInTheDocument();

    await user.click(rowOf('Jan').getByRole('button', { name: 'Aktywuj' }));
    expect(await screen.findByText('Ta operacja nie jest możliwa w obecnym stanie')).toBeInTheDocument();
    expect(screen.getByText('Nie udało się wykonać operacji')).toBeInTheDocument();
    const methods = receivedRequests(fetchMock)
      .filter((request) => new URL(request.url).pathname.startsWith(`/api/advisor/advisor/${ADVISOR_JAN_ID}`))
      .map((request) => request.method);
    expect(methods).toEqual(['POST', 'PATCH']);
  });

  it('says so when there are no advisors, and shows a failure with a retry', async () => {
    storeSession();
    let calls = 0;
    mockAdvisors({
      'GET /api/advisor/advisor': () => (++calls === 1 ? errorResponse(500) : listAnswer([])()),
    });
    const user = userEvent.setup();
    renderApp('/app/advisors');

    expect(await screen.findByTestId('data-table-error')).toHaveTextContent('Coś poszło nie tak');
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByTestId('data-table-empty')).toHaveTextContent('Nie ma tu jeszcze nic');
  });

  it('shows network ids it cannot name as nothing when the networks call fails (spec section 7: an empty list)', async () => {
    storeSession();
    mockAdvisors({ 'GET /api/advisor/network': errorResponse(500) });
    renderApp('/app/advisors');
    await screen.findAllByTestId('data-table-row');
    expect(rowOf('Anna').getByTestId('advisor-networks')).toHaveTextContent('');
  });
});

describe('advisors menu entry and access', () => {
  it('is in the menu of admins and coordinators', async () => {
    storeSession();
    mockAdvisors({}, adminUser());
    const user = userEvent.setup();
    const { router } = renderApp('/app');

    await user.click(await screen.findByRole('link', { name: 'Doradcy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Doradcy' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/advisors');
    expect(screen.getByRole('link', { name: 'Dokumenty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profil' })).toBeInTheDocument();
  });

  it('is not for a plain advisor: no menu entry, and the pages show the access denied screen', async () => {
    storeSession();
    mockAdvisors({}, advisorUser());
    const { router } = renderApp('/app');

    expect(await screen.findByTestId('app-user-name')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Doradcy' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dokumenty' })).toBeInTheDocument();

    await router.navigate('/app/advisors/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Brak dostępu' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/access-denied');
  });
});
