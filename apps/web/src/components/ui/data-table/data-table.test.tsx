import { parseListQueryString, type TListQuery } from '@emisja/shared';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useListUrlState } from '@/hooks/use-list-url-state';
import { i18n } from '@/lib/i18n';
import { errorResponse, mockServerApi, receivedRequests } from '@/testing/server-api';
import { DataTable } from './data-table';
import { listQueryOptions } from './fetch-list';
import type { DataTableColumn } from './types';

// The table with the URL list state and TanStack Query against a fake list endpoint that filters, sorts and pages like the
// server does. Header texts reuse existing keys of the `list` namespace (the table does not care what they say):
// surname "Wierszy na stronie", status "Strony", currency "Widoczne kolumny", actions "Kolumny".

const ZPerson = z.object({ id: z.string(), surname: z.string(), status: z.enum(['active', 'initial']), currency: z.string() });
type Person = z.infer<typeof ZPerson>;

const PEOPLE: Person[] = Array.from({ length: 45 }, (_, index) => ({
  id: `p${String(index + 1).padStart(2, '0')}`,
  surname: `Surname ${String(index + 1).padStart(2, '0')}`,
  status: index % 3 === 0 ? 'initial' : 'active',
  currency: index % 2 === 0 ? 'PLN' : 'EUR',
}));

const PATH = '/public-api/test/people';

/** The list endpoint: like on surname, in on status, sorting, limit/offset, X-Total-Count when asked. */
function peopleEndpoint(people: Person[] = PEOPLE) {
  return (request: Request) => {
    const { query, issues } = parseListQueryString(new URL(request.url).searchParams);
    if (issues.length > 0) return errorResponse(400, { label: 'error.validation' });
    let rows = people.filter((person) =>
      query.filters.every((filter) =>
        filter.column === 'surname'
          ? person.surname.toLowerCase().includes(String(filter.value).toLowerCase())
          : (filter.value as string[]).includes(person.status),
      ),
    );
    const { column = 'surname', order = 'asc' } = query.sort ?? {};
    const key = column as keyof Person;
    rows = [...rows].sort((a, b) => a[key].localeCompare(b[key]) * (order === 'desc' ? -1 : 1) || a.id.localeCompare(b.id));
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (request.headers.get('x-request-total-count') === 'true') headers['x-total-count'] = String(rows.length);
    return new Response(JSON.stringify(rows.slice(query.offset, query.offset + query.limit)), { headers });
  };
}

const COLUMNS: DataTableColumn<Person>[] = [
  {
    id: 'surname',
    header: 'list.pagination.perPage',
    cell: (person) => person.surname,
    sortable: true,
    filter: { type: 'text' },
  },
  {
    id: 'status',
    header: 'list.pagination.label',
    cell: (person) => person.status,
    sortable: true,
    filter: {
      type: 'multiSelect',
      options: [
        { value: 'active', label: 'Aktywny' },
        { value: 'initial', label: 'Nowy' },
      ],
    },
  },
  { id: 'currency', header: 'list.columns.label', cell: (person) => person.currency, hiddenByDefault: true },
  {
    id: 'actions',
    header: 'list.columns.button',
    cell: (person) => <button type="button">Edit {person.id}</button>,
    canHide: false,
  },
];

function PeopleTable() {
  const list = useListUrlState({ defaultSort: { column: 'surname', order: 'asc' } });
  const result = useQuery(listQueryOptions(['people'], PATH, list.listQuery, ZPerson));
  return (
    <DataTable tableId="people" caption="People" columns={COLUMNS} list={list} result={result} getRowId={(person) => person.id} />
  );
}

function renderTable(url = '/people') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/people', element: <PeopleTable /> }], { initialEntries: [url] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const currentUrl = () => `${router.state.location.pathname}${decodeURIComponent(router.state.location.search)}`;
  return { ...view, router, currentUrl };
}

const rowTexts = () => screen.getAllByTestId('data-table-row').map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const headerOf = (name: RegExp) => screen.getByRole('columnheader', { name });

function lastListQuery(fetchMock: ReturnType<typeof mockServerApi>): TListQuery {
  const request = receivedRequests(fetchMock).at(-1);
  if (!request) throw new Error('no request');
  return parseListQueryString(new URL(request.url).searchParams).query;
}

describe('DataTable', () => {
  it('loads the first page of 20 with the total asked for in a header', async () => {
    const fetchMock = mockServerApi({ [`GET ${PATH}`]: peopleEndpoint() });
    renderTable();

    expect(await screen.findAllByTestId('data-table-row')).toHaveLength(20);
    expect(screen.getByTestId('data-table-summary')).toHaveTextContent('1–20 z 45');
    const [request] = receivedRequests(fetchMock);
    expect(request?.headers.get('x-request-total-count')).toBe('true');
    expect(decodeURIComponent(new URL(request?.url ?? '').search)).toBe('?limit=20&offset=0&sort=surname&order=asc');
    expect(screen.getByRole('table', { name: 'People' })).toBeInTheDocument();
  });

  it('shows a skeleton while the first page loads', async () => {
    mockServerApi({ [`GET ${PATH}`]: () => new Promise<Response>(() => {}) });
    renderTable();
    expect(await screen.findAllByTestId('data-table-loading')).toHaveLength(5);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('data-table-pagination')).not.toBeInTheDocument();
  });

  it('sorts by a header click, toggling the direction, with aria-sort and the URL in step', async () => {
    const user = userEvent.setup();
    const fetchMock = mockServerApi({ [`GET ${PATH}`]: peopleEndpoint() });
    const { currentUrl } = renderTable('/people?page=2');
    await screen.findAllByTestId('data-table-row');
    expect(headerOf(/^Wierszy na stronie/)).toHaveAttribute('aria-sort', 'ascending');
    expect(headerOf(/^Strony/)).toHaveAttribute('aria-sort', 'none');
    expect(headerOf(/^Kolumny/)).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByTestId('data-table-sort-surname'));
    await waitFor(() => expect(rowTexts()[0]).toBe('Surname 45'));
    expect(headerOf(/^Wierszy na stronie/)).toHaveAttribute('aria-sort', 'descending');
    expect(currentUrl()).toBe('/people?sort=surname&order=desc');
    expect(lastListQuery(fetchMock)).toMatchObject({ offset: 0, sort: { column: 'surname', order: 'desc' } });

    await user.click(screen.getByTestId('data-table-sort-status'));
    await waitFor(() => expect(headerOf(/^Strony/)).toHaveAttribute('aria-sort', 'ascending'));
    expect(headerOf(/^Wierszy na stronie/)).toHaveAttribute('aria-sort', 'none');
    expect(currentUrl()).toBe('/people?sort=status&order=asc');
  });

  it('pages from 1 with the total of X-Total-Count, and changes the page size', async () => {
    const user = userEvent.setup();
    mockServerApi({ [`GET ${PATH}`]: peopleEndpoint() });
    const { currentUrl } = renderTable();
    await screen.findAllByTestId('data-table-row');
    expect(screen.getByTestId('data-table-previous')).toBeDisabled();
    expect(screen.getByTestId('data-table-page-1')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('data-table-page-3')).toBeInTheDocument();
    expect(screen.queryByTestId('data-table-page-4')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('data-table-next'));
    await waitFor(() => expect(rowTexts()[0]).toBe('Surname 21'));
    expect(currentUrl()).toBe('/people?page=2');
    expect(screen.getByTestId('data-table-summary')).toHaveTextContent('21–40 z 45');

    await user.click(screen.getByTestId('data-table-page-3'));
    await waitFor(() => expect(screen.getAllByTestId('data-table-row')).toHaveLength(5));
    expect(screen.getByTestId('data-table-summary')).toHaveTextContent('41–45 z 45');
    expect(screen.getByTestId('data-table-next')).toBeDisabled();

    await user.selectOptions(screen.getByTestId('data-table-per-page'), '50');
    await waitFor(() => expect(screen.getAllByTestId('data-table-row')).toHaveLength(45));
    expect(currentUrl()).toBe('/people?perPage=50');
    expect(screen.queryByTestId('data-table-page-2')).not.toBeInTheDocument();
  });

  it('goes to the last page when the URL points beyond it', async () => {
    mockServerApi({ [`GET ${PATH}`]: peopleEndpoint() });
    const { currentUrl } = renderTable('/people?page=9');
    await waitFor(() => expect(currentUrl()).toBe('/people?page=3'));
    await waitFor(() => expect(screen.getAllByTestId('data-table-row')).toHaveLength(5));
  });

  it('filters by text once typing pauses, back to page 1, and a reload shows the same filtered list', async () => {
    const user = userEvent.setup();
    const fetchMock = mockServerApi({ [`GET ${PATH}`]: peopleEndpoint() });
    const first = renderTable('/people?page=2');
    await screen.findAllByTestId('data-table-row');

    await user.type(screen.getByRole('searchbox', { name: 'Filtr: Wierszy na stronie' }), 'name 1');
    await waitFor(() =>
      expect(first.currentUrl()).toBe('/people?filters[surname][value]=name 1&filters[surname][operator]=like'),
    );
    await waitFor(() => expect(rowTexts()).toHaveLength(10));
    // Typing six characters sent one request for the filter, not six.
    const filtered = receivedRequests(fetchMock).filter((request) => request.url.includes('filters'));
    expect(filtered).toHaveLength(1);
    expect(screen.getByTestId('data-table-summary')).toHaveTextContent('1–10 z 10');

    const url = first.router.state.location;
    first.unmount();
    renderTable(`${url.pathname}${url.search}`);
    expect(await screen.findByRole('searchbox', { name: /Filtr/ })).toHaveValue('name 1');
    await waitFor(() => expect(rowTexts()).toEqual(PEOPLE.slice(9, 19).map((person) => person.surname)));
  });

  it('filters by several values of a multi-select', async () => {
    const user = userEvent.setup();
    const fetchMock = mockServerApi({ [`GET ${PATH}`]: peopleEndpoint() });
    const { currentUrl } = renderTable();
    await screen.findAllByTestId('data-table-row');

    const filter = screen.getByTestId('data-table-filter-status');
    await user.click(within(filter).getByRole('button'));
    await user.click(within(filter).getByRole('checkbox', { name: 'Nowy' }));
    await waitFor(() => expect(screen.getByTestId('data-table-summary')).toHaveTextContent('z 15'));
    expect(currentUrl()).toBe('/people?filters[status][value][]=initial&filters[status][operator]=in');
    expect(within(filter).getByRole('button')).toHaveTextContent('Nowy');

    await user.click(within(filter).getByRole('checkbox', { name: 'Aktywny' }));
    await waitFor(() => expect(screen.getByTestId('data-table-summary')).toHaveTextContent('z 45'));
    expect(lastListQuery(fetchMock).filters).toEqual([{ column: 'status', operator: 'in', value: ['active', 'initial'] }]);
    expect(within(filter).getByRole('button')).toHaveTextContent('Wybrano: 2');

    await user.keyboard('{Escape}');
    expect(within(filter).getByRole('button')).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows and hides columns with the picker, remembered on this device', async () => {
    const user = userEvent.setup();
    mockServerApi({ [`GET ${PATH}`]: peopleEndpoint() });
    const first = renderTable();
    await screen.findAllByTestId('data-table-row');
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
    expect(screen.queryByText('EUR')).not.toBeInTheDocument();

    await user.click(within(screen.getByTestId('data-table-column-picker')).getByRole('button'));
    // The actions column cannot be hidden, so it is not offered.
    expect(screen.queryByTestId('data-table-column-toggle-actions')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('data-table-column-toggle-currency'));
    await user.click(screen.getByTestId('data-table-column-toggle-surname'));
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
    expect(screen.getAllByText('EUR').length).toBeGreaterThan(0);
    expect(screen.queryByText('Surname 01')).not.toBeInTheDocument();

    first.unmount();
    renderTable();
    await screen.findAllByTestId('data-table-row');
    expect(screen.getAllByText('PLN').length).toBeGreaterThan(0);
    expect(screen.queryByText('Surname 01')).not.toBeInTheDocument();
  });

  it('says so when nothing matches the filters and clears them on request', async () => {
    const user = userEvent.setup();
    mockServerApi({ [`GET ${PATH}`]: peopleEndpoint() });
    const { currentUrl } = renderTable('/people?filters[surname][value]=nobody&filters[surname][operator]=like');

    expect(await screen.findByTestId('data-table-empty')).toHaveTextContent('Nic nie pasuje do filtrów');
    await user.click(screen.getByTestId('data-table-clear-filters'));
    await waitFor(() => expect(screen.getAllByTestId('data-table-row')).toHaveLength(20));
    expect(currentUrl()).toBe('/people');
    expect(screen.getByRole('searchbox', { name: /Filtr/ })).toHaveValue('');
  });

  it('says so when the list is empty', async () => {
    mockServerApi({ [`GET ${PATH}`]: peopleEndpoint([]) });
    renderTable();
    expect(await screen.findByTestId('data-table-empty')).toHaveTextContent('Nie ma tu jeszcze nic');
    expect(screen.queryByTestId('data-table-clear-filters')).not.toBeInTheDocument();
    expect(screen.getByTestId('data-table-summary')).toHaveTextContent('0–0 z 0');
  });

  it('shows the catalogue message of a failure and loads again on retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const endpoint = peopleEndpoint();
    mockServerApi({
      [`GET ${PATH}`]: (request) => {
        calls += 1;
        return calls === 1 ? errorResponse(403, { label: 'error.forbidden', message: 'Forbidden' }) : endpoint(request);
      },
    });
    renderTable();

    const error = await screen.findByTestId('data-table-error');
    expect(error).toHaveTextContent('Nie masz uprawnień do wykonania tej operacji');
    expect(screen.queryByTestId('data-table-pagination')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('data-table-retry'));
    expect(await screen.findAllByTestId('data-table-row')).toHaveLength(20);
    expect(screen.queryByTestId('data-table-error')).not.toBeInTheDocument();
  });

  it('pages without a total when the server sends none', async () => {
    const user = userEvent.setup();
    mockServerApi({
      [`GET ${PATH}`]: async (request) => {
        const response = await peopleEndpoint()(request);
        return new Response(await response.text(), { headers: { 'content-type': 'application/json' } });
      },
    });
    renderTable('/people?page=2');
    await waitFor(() => expect(rowTexts()[0]).toBe('Surname 21'));
    expect(screen.getByTestId('data-table-summary')).toHaveTextContent('21–40');
    expect(screen.getByTestId('data-table-next')).toBeEnabled();
    await user.click(screen.getByTestId('data-table-next'));
    await waitFor(() => expect(rowTexts()).toHaveLength(5));
    expect(screen.getByTestId('data-table-next')).toBeDisabled();
  });
});
