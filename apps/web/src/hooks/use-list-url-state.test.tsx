import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListUrlState, type ListUrlStateOptions } from './use-list-url-state';

type View = 'table' | 'kanban';
const OPTIONS: ListUrlStateOptions<View> = {
  defaultSort: { column: 'surname', order: 'asc' },
  views: ['table', 'kanban'],
  defaultView: 'table',
};

function renderListState(url: string, options: ListUrlStateOptions<View> = OPTIONS) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  const { result } = renderHook(
    () => {
      const location = useLocation();
      return { list: useListUrlState(options), url: `${location.pathname}${location.search}${location.hash}` };
    },
    { wrapper },
  );
  return result;
}

describe('useListUrlState', () => {
  it('reads filters, sorting, page, perPage and view from the URL (spec section 2)', () => {
    const result = renderListState(
      '/app/investors?filters[surname][value]=Kow&filters[surname][operator]=like' +
        '&filters[status][value][]=active&filters[status][value][]=initial&filters[status][operator]=in' +
        '&sort=email&order=desc&page=3&perPage=50&view=kanban',
    );
    const { list } = result.current;
    expect(list).toMatchObject({
      filters: [
        { column: 'surname', operator: 'like', value: 'Kow' },
        { column: 'status', operator: 'in', value: ['active', 'initial'] },
      ],
      sort: 'email',
      order: 'desc',
      page: 3,
      perPage: 50,
      view: 'kanban',
      hasFilters: true,
    });
    expect(list.filterValue('status')).toEqual(['active', 'initial']);
    expect(list.filterValue('email')).toBeUndefined();
    expect(list.toListQuery()).toEqual({
      limit: 50,
      offset: 100,
      filters: list.filters,
      sort: { column: 'email', order: 'desc' },
    });
  });

  it('uses the defaults for an empty URL: page 1 of 20, the default sort and view', () => {
    const { list } = renderListState('/app/advisors').current;
    expect(list).toMatchObject({
      filters: [],
      sort: 'surname',
      order: 'asc',
      page: 1,
      perPage: 20,
      view: 'table',
      hasFilters: false,
    });
    expect(list.listQuery).toEqual({ limit: 20, offset: 0, filters: [], sort: { column: 'surname', order: 'asc' } });
  });

  it('ignores what it cannot read in a hand-edited URL', () => {
    const { list } = renderListState(
      '/app/advisors?page=-2&perPage=abc&order=sideways&view=calendar&filters[x][value]=1&filters[surname][value]=a&filters[surname][operator]=regex',
    ).current;
    expect(list).toMatchObject({ filters: [], sort: 'surname', order: 'asc', page: 1, perPage: 20, view: 'table' });
    expect(renderListState('/a?perPage=100000').current.list.perPage).toBe(20);
    expect(renderListState('/a?page=1.5').current.list.page).toBe(1);
  });

  it('writes a filter to the URL, goes back to page 1, and keeps other parameters and the hash', () => {
    const result = renderListState('/app/advisors?tab=mine&page=4&perPage=50#top');
    act(() => result.current.list.setFilter('surname', 'like', 'Nowak & syn'));
    expect(result.current.url).toBe(
      '/app/advisors?tab=mine&filters[surname][value]=Nowak%20%26%20syn&filters[surname][operator]=like&perPage=50#top',
    );
    expect(result.current.list).toMatchObject({ page: 1, perPage: 50, filters: [{ column: 'surname', value: 'Nowak & syn' }] });

    act(() => result.current.list.setFilter('brokerNetworkIds', 'contain', ['n1', 'n2']));
    expect(result.current.list.filterValue('brokerNetworkIds')).toEqual(['n1', 'n2']);

    act(() => result.current.list.setFilter('surname', 'like', '  '));
    act(() => result.current.list.setFilter('brokerNetworkIds', 'contain', []));
    expect(result.current.url).toBe('/app/advisors?tab=mine&perPage=50#top');
  });

  it('sets several filters at once, as a date range does', () => {
    const result = renderListState('/offers');
    act(() =>
      result.current.list.setFilters({
        agreementDateFrom: { operator: 'gte', value: '2026-01-01' },
        agreementDateTo: { operator: 'lte', value: '2026-01-31' },
      }),
    );
    expect(result.current.list.filters).toEqual([
      { column: 'agreementDateFrom', operator: 'gte', value: '2026-01-01' },
      { column: 'agreementDateTo', operator: 'lte', value: '2026-01-31' },
    ]);
    act(() => result.current.list.setFilters({ agreementDateFrom: { operator: 'gte', value: '' } }));
    expect(result.current.list.filters).toEqual([{ column: 'agreementDateTo', operator: 'lte', value: '2026-01-31' }]);
  });

  it('toggles sorting: a new column ascending, the sorted one the other way, back to page 1', () => {
    const result = renderListState('/app/advisors?page=2');
    act(() => result.current.list.toggleSort('surname'));
    expect(result.current.list).toMatchObject({ sort: 'surname', order: 'desc', page: 1 });
    expect(result.current.url).toBe('/app/advisors?sort=surname&order=desc');
    act(() => result.current.list.toggleSort('surname'));
    expect(result.current.list).toMatchObject({ sort: 'surname', order: 'asc' });
    act(() => result.current.list.toggleSort('email'));
    expect(result.current.list).toMatchObject({ sort: 'email', order: 'asc' });
    act(() => result.current.list.setSort('status', 'desc'));
    expect(result.current.url).toBe('/app/advisors?sort=status&order=desc');
  });

  it('pages, changes the page size (back to page 1) and switches the view', () => {
    const result = renderListState('/app/investors?filters[email][value]=x&filters[email][operator]=like');
    act(() => result.current.list.setPage(3));
    expect(result.current.list.listQuery).toMatchObject({ limit: 20, offset: 40 });
    expect(result.current.list.filters).toHaveLength(1);
    act(() => result.current.list.setPerPage(100));
    expect(result.current.list).toMatchObject({ page: 1, perPage: 100 });
    act(() => result.current.list.setView('kanban'));
    expect(result.current.url).toBe(
      '/app/investors?filters[email][value]=x&filters[email][operator]=like&perPage=100&view=kanban',
    );
    act(() => result.current.list.setView('table'));
    expect(result.current.url).not.toContain('view=');
  });

  it('survives a reload: the URL it writes reads back as the same state', () => {
    const first = renderListState('/app/advisors');
    act(() => first.current.list.setFilter('status', 'in', ['active', 'deleted']));
    act(() => first.current.list.setFilter('email', 'leq', 'a,b@example.com'));
    act(() => first.current.list.setSort('email', 'desc'));
    act(() => first.current.list.setPerPage(50));
    act(() => first.current.list.setPage(2));

    const reloaded = renderListState(first.current.url);
    const { list } = reloaded.current;
    expect(list.filters).toEqual(first.current.list.filters);
    expect(list.listQuery).toEqual(first.current.list.listQuery);
    expect(list.listQuery).toEqual({
      limit: 50,
      offset: 50,
      filters: [
        { column: 'status', operator: 'in', value: ['active', 'deleted'] },
        { column: 'email', operator: 'leq', value: 'a,b@example.com' },
      ],
      sort: { column: 'email', order: 'desc' },
    });
  });

  it('keeps the same list query object while the URL does not change', () => {
    const result = renderListState('/app/advisors?page=2');
    const before = result.current.list.listQuery;
    act(() => result.current.list.setPage(2));
    expect(result.current.list.listQuery).toBe(before);
  });
});
