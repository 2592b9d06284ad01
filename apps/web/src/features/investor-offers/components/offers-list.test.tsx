import { parseListQueryString, type TInvestorOfferRow } from '@emisja/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dashboardAnswers } from '@/testing/admin-fixtures';
import { ADVISOR_ANNA_ID, NETWORK_NORTH, coordinatorUser, networks } from '@/testing/advisor-fixtures';
import { adminConfiguration, advisorUser, demoWhiteLabel } from '@/testing/fixtures';
import { OFFER_ACCEPTED_ID, kanbanSummary, offerRow, offerRows, ownerChoices } from '@/testing/offer-fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, mockServerApi, receivedRequests, type MockAnswer } from '@/testing/server-api';
import { storeSession } from '@/testing/tokens';

const OWN = '/api/advisor/investor/offers';
const NETWORK = '/api/advisor/investor/offers-by-network';

function listAnswer(rows: TInvestorOfferRow[] = offerRows(), total = rows.length) {
  return (): Response =>
    new Response(JSON.stringify(rows), { headers: { 'content-type': 'application/json', 'x-total-count': String(total) } });
}

function mockOffers(answers: Record<string, MockAnswer> = {}, user = advisorUser()) {
  return mockServerApi({
    ...dashboardAnswers(),
    'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
    'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    'GET /api/contexts': jsonResponse(user.contexts),
    'GET /api/auth/data': jsonResponse(user),
    'GET /api/advisor/network': jsonResponse(networks()),
    [`GET ${OWN}`]: listAnswer(),
    [`GET ${OWN}/summary`]: jsonResponse(kanbanSummary()),
    ...answers,
  });
}

function requestsTo(fetchMock: ReturnType<typeof mockServerApi>, path: string) {
  return receivedRequests(fetchMock).filter((request) => new URL(request.url).pathname === path);
}

function queryOf(request: Request | undefined) {
  return parseListQueryString(new URL(request?.url ?? 'http://localhost/').searchParams).query;
}

const currentUrl = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${decodeURIComponent(router.state.location.search)}`;

const headers = () =>
  within(screen.getByRole('table', { name: 'Oferty inwestorów' }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.replace(/[▲▼↕].*$/, ''));

describe('investor offers table (/app/investors)', () => {
  it('shows the columns that fit a 1366 px screen, the rest (dates, network, currency, series) from the column picker', async () => {
    storeSession();
    const fetchMock = mockOffers();
    const user = userEvent.setup();
    renderApp('/app/investors');

    expect(await screen.findByRole('heading', { level: 1, name: 'Inwestorzy' }, { timeout: 5000 })).toBeInTheDocument();
    await screen.findAllByTestId('data-table-row');
    expect(headers()).toEqual([
      'Inwestor',
      'E-mail',
      'Kwota inwestycji',
      'Status',
      'Ankieta KYC',
      'Data statusu',
      'Kampania',
      'Załączniki',
    ]);
    // The hidden columns are one click away.
    await user.click(screen.getByRole('button', { name: 'Kolumny' }));
    for (const name of ['Data zapisu', 'Sieć']) await user.click(screen.getByRole('checkbox', { name }));
    await user.keyboard('{Escape}');
    expect(headers()).toEqual(expect.arrayContaining(['Data zapisu', 'Sieć']));
    // Page size 20, the server's default order, the total asked for, campaign names in the interface language.
    const [request] = requestsTo(fetchMock, OWN);
    expect(request?.headers.get('x-request-total-count')).toBe('true');
    expect(new URL(request?.url ?? '').searchParams.get('language')).toBe('pl');
    expect(queryOf(request)).toEqual({ limit: 20, offset: 0, filters: [], sort: { column: 'statusDate', order: 'desc' } });

    const [invited, accepted, rejected] = screen.getAllByTestId('data-table-row').map((row) => within(row));
    // No name yet: the e-mail stands in.
    expect(invited!.getByRole('link', { name: 'nowy.inwestor@example.com' })).toHaveAttribute(
      'title',
      'nowy.inwestor@example.com',
    );
    expect(invited!.getByRole('link', { name: 'nowy.inwestor@example.com' })).toHaveAttribute(
      'href',
      `/app/investors/offer/${offerRows()[0]!.id}`,
    );
    expect(invited!.getByText('Obligacje Zielona Energia...')).toHaveAttribute('title', 'Obligacje Zielona Energia seria A 2026');
    expect(invited!.getByTestId('offer-status')).toHaveTextContent('Zaproszenie');
    expect(invited!.getByText('01.03.2026, 09:05')).toBeInTheDocument();
    expect(accepted!.getByTestId('offer-amount')).toHaveTextContent('12 500,50 EUR');
    expect(accepted!.getByText('10.03.2026')).toBeInTheDocument();
    expect(accepted!.getByText('Południe')).toBeInTheDocument();
    expect(accepted!.getByTestId('offer-attachments')).toHaveTextContent('1');
    expect(rejected!.getByTestId('offer-status')).toHaveTextContent('Odrzucona');
    // The investor's KYC questionnaire: none sent yet; submitted with the identity verified.
    expect(invited!.getByTestId('offer-kyc')).toHaveTextContent('Brak ankiety');
    expect(invited!.getByTestId('offer-kyc')).toHaveAttribute('data-status', 'none');
    expect(accepted!.getByTestId('offer-kyc')).toHaveTextContent('PrzesłanyZweryfikowano');

    await user.click(screen.getByRole('button', { name: 'Kolumny' }));
    await user.click(screen.getByRole('checkbox', { name: 'Waluta' }));
    expect(headers()).toContain('Waluta');
    expect(headers().indexOf('Waluta')).toBe(headers().indexOf('Kwota inwestycji') + 1);
    expect(accepted!.getByText('EUR')).toBeInTheDocument();
  });

  it('keeps view, filters, sorting, page size and page in the URL, and shows the same list from it after a reload', async () => {
    storeSession();
    const fetchMock = mockOffers({ [`GET ${OWN}`]: listAnswer(offerRows(), 120) });
    const user = userEvent.setup();
    const first = renderApp('/app/investors');
    await screen.findAllByTestId('data-table-row');

    await user.type(screen.getByRole('searchbox', { name: 'Filtr: Inwestor' }), 'Wój');
    await waitFor(() => expect(currentUrl(first.router)).toContain('filters[investorName][value]=Wój'));
    await user.click(screen.getByRole('button', { name: 'Filtr: Status: Wszystkie' }));
    await user.click(screen.getByRole('checkbox', { name: 'Utracona' }));
    await user.click(screen.getByRole('checkbox', { name: 'Zaakceptowana' }));
    await user.keyboard('{Escape}');
    await user.type(screen.getByLabelText('Data statusu od'), '01.03.2026{Enter}');
    await user.click(screen.getByTestId('data-table-sort-investmentValue'));
    await user.selectOptions(screen.getByTestId('data-table-per-page'), '50');
    await user.click(await screen.findByTestId('data-table-page-2'));

    const expectedQuery = {
      limit: 50,
      offset: 50,
      filters: [
        { column: 'investorName', operator: 'like', value: 'Wój' },
        { column: 'status', operator: 'in', value: ['accepted', 'lost'] },
        { column: 'statusDateFrom', operator: 'gte', value: '2026-03-01' },
      ],
      sort: { column: 'investmentValue', order: 'asc' },
    };
    await waitFor(() => expect(queryOf(requestsTo(fetchMock, OWN).at(-1))).toEqual(expectedQuery));
    const url = currentUrl(first.router);
    expect(url).toContain('page=2');
    expect(url).toContain('perPage=50');
    expect(url).toContain('sort=investmentValue&order=asc');

    // Kanban view: the filters stay; the view joins the URL.
    await user.click(screen.getByRole('button', { name: 'Kanban' }));
    await waitFor(() => expect(currentUrl(first.router)).toContain('view=kanban'));
    expect(await screen.findByRole('region', { name: 'Kanban ofert' })).toBeInTheDocument();
    const kanbanUrl = `${first.router.state.location.pathname}${first.router.state.location.search}`;
    first.unmount();

    // A reload: the same URL shows the same kanban, with the same filters in its filter bar.
    const fetchAfterReload = mockOffers({ [`GET ${OWN}`]: listAnswer(offerRows(), 120) });
    renderApp(kanbanUrl);
    expect(await screen.findByRole('region', { name: 'Kanban ofert' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kanban' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox', { name: 'Filtr: Inwestor' })).toHaveValue('Wój');
    expect(screen.getByRole('button', { name: 'Filtr: Status: Wybrano: 2' })).toBeInTheDocument();
    expect(screen.getByLabelText('Data statusu od')).toHaveValue('01.03.2026');
    await waitFor(() => expect(requestsTo(fetchAfterReload, `${OWN}/summary`)).toHaveLength(1));
    const summaryQuery = queryOf(requestsTo(fetchAfterReload, `${OWN}/summary`)[0]);
    expect(summaryQuery.filters).toEqual(expectedQuery.filters);

    // Back to the table: page, page size and sorting were kept.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tabela' }));
    await waitFor(() => expect(queryOf(requestsTo(fetchAfterReload, OWN).at(-1))).toEqual(expectedQuery));
  });
});

describe('the KYC status filter', () => {
  it('filters the table by the investor’s questionnaire (kycStatus in ...), kept in the URL', async () => {
    storeSession();
    const fetchMock = mockOffers();
    const user = userEvent.setup();
    const { router } = renderApp('/app/investors');
    await screen.findAllByTestId('data-table-row', {}, { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: 'Filtr: Ankieta KYC: Wszystkie' }));
    await user.click(screen.getByRole('checkbox', { name: 'Brak ankiety' }));
    await user.click(screen.getByRole('checkbox', { name: 'Wygasły' }));
    await user.keyboard('{Escape}');

    await waitFor(() =>
      expect(queryOf(requestsTo(fetchMock, OWN).at(-1)).filters).toEqual([
        { column: 'kycStatus', operator: 'in', value: ['none', 'expired'] },
      ]),
    );
    expect(currentUrl(router)).toContain('filters[kycStatus][value][]=none&filters[kycStatus][value][]=expired');
  });
});

/** Answers a list call with the fixture rows its status filter selects (the kanban asks per column). */
function rowsByStatus(rows: TInvestorOfferRow[] = offerRows()) {
  return (request: Request): Response => {
    const status = queryOf(request).filters.find((filter) => filter.column === 'status');
    const statuses = status ? [status.value].flat() : null;
    const selected = rows.filter((row) => statuses === null || statuses.includes(row.status));
    return listAnswer(selected)();
  };
}

describe('investor offers kanban (?view=kanban)', () => {
  it('cuts a long campaign name on a card by its width, not at 25 characters, with the whole name as the tooltip', async () => {
    const longName = 'Obligacje Zielona Energia seria B na rozbudowę farm wiatrowych w Wielkopolsce';
    storeSession();
    mockOffers({ [`GET ${OWN}`]: rowsByStatus([offerRow({ campaignName: longName, productCode: 'ZE-B', status: 'accepted' })]) });
    renderApp('/app/investors?view=kanban');

    const column = within(await screen.findByTestId('kanban-column-accepted'));
    const card = within(await column.findByTestId('kanban-card'));
    const campaign = card.getByTitle(`${longName} · ZE-B`);
    // The whole name is in the card (the 25 characters of spec section 9 are for table cells): CSS cuts it, not the text.
    expect(campaign.textContent).toBe(`${longName} · ZE-B`);
    expect(campaign).toHaveClass('truncate');
  });

  it('shows the seven columns in order with their colours, counts and per-currency sums, and cards linking to the offers', async () => {
    storeSession();
    const fetchMock = mockOffers({ [`GET ${OWN}`]: rowsByStatus() });
    renderApp('/app/investors?view=kanban');

    const kanban = await screen.findByRole('region', { name: 'Kanban ofert' });
    const columns = within(kanban).getAllByTestId(/^kanban-column-/);
    expect(columns.map((column) => column.dataset.testid)).toEqual([
      'kanban-column-invited',
      'kanban-column-viewed',
      'kanban-column-interested',
      'kanban-column-accepted',
      'kanban-column-active',
      'kanban-column-lost',
      'kanban-column-archived',
    ]);
    expect(columns.map((column) => column.dataset.color)).toEqual(['gray', 'yellow', 'purple', 'blue', 'green', 'red', 'gray']);
    expect(
      within(kanban)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Zaproszenie', 'Wyświetlona', 'Zainteresowanie', 'Zaakceptowana', 'Aktywna', 'Utracona', 'Zarchiwizowana']);

    const column = (id: string) => within(screen.getByTestId(`kanban-column-${id}`));
    // Counts and sums come from the summary (the whole filtered set), not from the cards loaded.
    await waitFor(() => expect(column('invited').getByTestId('kanban-count')).toHaveTextContent('4'));
    expect(column('invited').getByLabelText('Liczba ofert: 4')).toBeInTheDocument();
    expect(column('invited').queryByTestId('kanban-sums')).not.toBeInTheDocument();
    expect(column('interested').queryByTestId('kanban-sums')).not.toBeInTheDocument();
    const sums = (id: string) =>
      column(id)
        .getAllByTestId('kanban-sum')
        .map((sum) => sum.textContent);
    expect(sums('accepted')).toEqual(['1 234 567,89 PLN', '12 500,50 EUR']);
    expect(sums('active')).toEqual(['1 000,00 USD']);
    expect(sums('lost')).toEqual(['0,00 PLN']);
    expect(column('archived').getByTestId('kanban-sums')).toHaveTextContent('Brak kwot');

    // Cards: investor (e-mail without a name), campaign, amount, status date; a link to the offer.
    await waitFor(() => expect(column('accepted').getAllByTestId('kanban-card')).toHaveLength(1));
    expect(column('accepted').getByRole('link', { name: 'Tomasz Wójcik' })).toHaveAttribute(
      'href',
      `/app/investors/offer/${OFFER_ACCEPTED_ID}`,
    );
    expect(column('accepted').getByTestId('kanban-card-amount')).toHaveTextContent('12 500,50 EUR');
    expect(column('accepted').getByText('10.03.2026, 13:30')).toBeInTheDocument();
    expect(column('invited').getByRole('link', { name: 'nowy.inwestor@example.com' })).toBeInTheDocument();
    expect(column('lost').getByRole('link', { name: 'Ewa Lis' })).toBeInTheDocument();
    expect(column('lost').getByText(/Odrzucona/)).toBeInTheDocument();
    expect(column('viewed').getByTestId('kanban-empty')).toHaveTextContent('Brak ofert');
    // Each card carries the investor's KYC in one small badge.
    expect(column('accepted').getByTestId('kanban-card-kyc')).toHaveTextContent('KYC przesłany · Zweryfikowano');
    expect(column('invited').getByTestId('kanban-card-kyc')).toHaveTextContent('KYC: Brak ankiety');

    // One call per column with its statuses (lost = rejected + declined), 50 cards, the list's order; no table page.
    const calls = requestsTo(fetchMock, OWN).map(queryOf);
    expect(calls).toHaveLength(7);
    expect(calls.map((query) => query.filters)).toEqual([
      [{ column: 'status', operator: 'in', value: ['invited'] }],
      [{ column: 'status', operator: 'in', value: ['viewed'] }],
      [{ column: 'status', operator: 'in', value: ['interested'] }],
      [{ column: 'status', operator: 'in', value: ['accepted'] }],
      [{ column: 'status', operator: 'in', value: ['active'] }],
      [{ column: 'status', operator: 'in', value: ['rejected', 'declined'] }],
      [{ column: 'status', operator: 'in', value: ['archived'] }],
    ]);
    expect(calls.every((query) => query.limit === 50 && query.offset === 0)).toBe(true);
    expect(calls[0]?.sort).toEqual({ column: 'statusDate', order: 'desc' });
  });

  it('asks only for the columns a status filter leaves, with the other filters, and the sums with the same filters', async () => {
    storeSession();
    const fetchMock = mockOffers({ [`GET ${OWN}`]: rowsByStatus() });
    renderApp(
      '/app/investors?view=kanban&filters[status][value][]=accepted&filters[status][value][]=lost&filters[status][operator]=in' +
        '&filters[currency][value][]=EUR&filters[currency][operator]=in',
    );

    await screen.findByRole('region', { name: 'Kanban ofert' });
    await waitFor(() => expect(requestsTo(fetchMock, OWN)).toHaveLength(2));
    const currency = { column: 'currency', operator: 'in', value: ['EUR'] };
    expect(requestsTo(fetchMock, OWN).map((request) => queryOf(request).filters)).toEqual([
      [currency, { column: 'status', operator: 'in', value: ['accepted'] }],
      [currency, { column: 'status', operator: 'in', value: ['rejected', 'declined'] }],
    ]);
    expect(queryOf(requestsTo(fetchMock, `${OWN}/summary`)[0]).filters).toEqual([
      { column: 'status', operator: 'in', value: ['accepted', 'lost'] },
      currency,
    ]);
    expect(within(screen.getByTestId('kanban-column-invited')).getByTestId('kanban-empty')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtr: Waluta: EUR' })).toBeInTheDocument();
  });

  it('loads more cards of a column when it holds more than the first 50', async () => {
    storeSession();
    const many = Array.from({ length: 50 }, (_, index) =>
      offerRow({ id: `eeeeeeee-eeee-4eee-8eee-${String(index).padStart(12, '0')}`, investorName: `Inwestor ${index}` }),
    );
    const fetchMock = mockOffers({
      [`GET ${OWN}`]: (request) => {
        const query = queryOf(request);
        const isInvited = query.filters.some((filter) => filter.column === 'status' && filter.value.includes('invited'));
        return isInvited ? listAnswer(many.slice(0, query.limit), 60)() : listAnswer([])();
      },
      [`GET ${OWN}/summary`]: jsonResponse({
        columns: kanbanSummary().columns.map((column) => (column.column === 'invited' ? { ...column, count: 60 } : column)),
      }),
    });
    const user = userEvent.setup();
    renderApp('/app/investors?view=kanban');

    const invited = within(await screen.findByTestId('kanban-column-invited'));
    await waitFor(() => expect(invited.getAllByTestId('kanban-card')).toHaveLength(50));
    expect(invited.getByText('Pokazano 50 z 60')).toBeInTheDocument();
    await user.click(invited.getByRole('button', { name: 'Pokaż więcej' }));
    await waitFor(() => expect(queryOf(requestsTo(fetchMock, OWN).at(-1)).limit).toBe(100));
  });
});

describe('network offers (/app/investors/network)', () => {
  it('adds the advisor column, calls the attachments files, and changes the owner advisor', async () => {
    storeSession();
    let isChanged = false;
    const rows = () =>
      offerRows().map((row) =>
        row.id === OFFER_ACCEPTED_ID && isChanged ? { ...row, ownerId: ADVISOR_ANNA_ID, ownerName: 'Anna Nowak' } : row,
      );
    const fetchMock = mockOffers(
      {
        [`GET ${NETWORK}`]: () => listAnswer(rows())(),
        [`GET /api/advisor/investor/offer/${OFFER_ACCEPTED_ID}/owner-choices`]: jsonResponse(ownerChoices()),
        [`PATCH /api/advisor/investor/${OFFER_ACCEPTED_ID}/owner/${ADVISOR_ANNA_ID}`]: () => {
          isChanged = true;
          return jsonResponse(rows()[1]);
        },
      },
      coordinatorUser(),
    );
    const user = userEvent.setup();
    renderApp('/app');

    const menuLink = await screen.findByTestId('nav-investors-network');
    expect(menuLink).toHaveTextContent('Oferty sieci');
    await user.click(menuLink);
    expect(await screen.findByRole('heading', { level: 1, name: 'Oferty sieci' })).toBeInTheDocument();
    await screen.findAllByTestId('data-table-row');
    const networkHeaders = within(screen.getByRole('table', { name: 'Oferty inwestorów w sieci' }))
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.replace(/[▲▼↕].*$/, ''));
    expect(networkHeaders.slice(0, 3)).toEqual(['Inwestor', 'E-mail', 'Doradca']);
    expect(networkHeaders.slice(-2)).toEqual(['Pliki', 'Akcje']);
    expect(screen.getByRole('searchbox', { name: 'Filtr: Doradca' })).toBeInTheDocument();

    const row = () =>
      within(screen.getAllByTestId('data-table-row').find((candidate) => within(candidate).queryByText('Tomasz Wójcik'))!);
    expect(row().getByTestId('offer-owner')).toHaveTextContent('Jan Kowalski');
    await user.click(row().getByRole('button', { name: 'Zmień doradcę: Tomasz Wójcik' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Zmień doradcę oferty' }));
    expect(dialog.getByText('Obecny doradca: Jan Kowalski')).toBeInTheDocument();
    const select = dialog.getByRole('combobox', { name: 'Nowy doradca' });
    await waitFor(() => expect(select).toBeEnabled());
    // The current owner is not a choice.
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Wybierz doradcę', 'Anna Nowak (anna.nowak@emisja.test)']);
    await user.click(dialog.getByRole('button', { name: 'Zapisz' }));
    expect(dialog.getByText('To pole jest wymagane')).toBeInTheDocument();
    await user.selectOptions(select, ADVISOR_ANNA_ID);
    await user.click(dialog.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Doradca oferty został zmieniony. Nowy doradca: Anna Nowak')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(row().getByTestId('offer-owner')).toHaveTextContent('Anna Nowak'));
    expect(requestsTo(fetchMock, NETWORK).length).toBeGreaterThanOrEqual(2);
    expect(
      receivedRequests(fetchMock)
        .filter((request) => request.method === 'PATCH')
        .map((request) => new URL(request.url).pathname),
    ).toEqual([`/api/advisor/investor/${OFFER_ACCEPTED_ID}/owner/${ADVISOR_ANNA_ID}`]);
  });

  it('offers no owner change on offers outside the networks a coordinator coordinates', async () => {
    storeSession();
    const base = coordinatorUser();
    const user = { ...base, advisor: { ...base.advisor!, coordinatorNetworkIds: [NETWORK_NORTH] } };
    mockOffers({ [`GET ${NETWORK}`]: listAnswer() }, user);
    renderApp('/app/investors/network');

    await screen.findAllByTestId('data-table-row');
    const row = (name: string) =>
      within(screen.getAllByTestId('data-table-row').find((candidate) => within(candidate).queryByText(name))!);
    expect(row('Ewa Lis').getByRole('button', { name: 'Zmień doradcę: Ewa Lis' })).toBeInTheDocument();
    expect(row('Tomasz Wójcik').queryByRole('button', { name: /Zmień doradcę/ })).not.toBeInTheDocument();
  });

  it('is not for a plain advisor: the menu shows only the own offers and the page shows the access denied screen', async () => {
    storeSession();
    mockOffers();
    const { router } = renderApp('/app');

    expect(await screen.findByRole('link', { name: 'Inwestorzy' })).toHaveAttribute('href', '/app/investors');
    expect(screen.queryByRole('link', { name: 'Oferty sieci' })).not.toBeInTheDocument();
    await router.navigate('/app/investors/network');
    expect(await screen.findByRole('heading', { level: 1, name: 'Brak dostępu' })).toBeInTheDocument();
  });
});
