import {
  LOAD_ALL_LIMIT,
  PAGE_SIZE,
  listFilter,
  listFilterEntries,
  parseListQueryString,
  toQueryString,
  type TListFilter,
  type TListFilterOperator,
  type TListQuery,
  type TListSort,
  type TSortOrder,
} from '@emisja/shared';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

// The state of a list screen kept in the page URL (spec section 2: "List query parameters: filters, sorting, perPage, page,
// view"), so a link or a reload shows the same list:
//
//   /app/advisors?filters[surname][value]=Kow&filters[surname][operator]=like&sort=surname&order=desc&page=2&perPage=50
//
// Filters and sorting use the API's own wire format (packages/shared/src/schemas/list-query.ts), read and written by the
// same functions; `page` (from 1), `perPage` and `view` are the screen's. Defaults are left out of the URL. Anything in the
// URL that cannot be read (a hand-edited link) is ignored rather than shown as an error.

export const PER_PAGE_OPTIONS = [PAGE_SIZE, 50, 100] as const;

const LIST_PARAMETERS = new Set(['sort', 'order', 'page', 'perPage', 'view', 'limit', 'offset']);

function isListParameter(key: string): boolean {
  return LIST_PARAMETERS.has(key) || key === 'filters' || key.startsWith('filters[');
}

function readPositiveInteger(value: string | null, max: number): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= max ? number : undefined;
}

export interface ListUrlStateOptions<TView extends string = string> {
  /** The order the server applies without `sort` (the list definition's default), shown in the headers' aria-sort. */
  defaultSort?: TListSort;
  /** Page size without `perPage` in the URL: 20 (spec section 9). */
  defaultPerPage?: number;
  views?: readonly TView[];
  defaultView?: TView;
}

export interface ListUrlStateValues<TView extends string = string> {
  filters: TListFilter[];
  /** The sorted column: the URL's, else the default sort's; undefined when neither says. */
  sort: string | undefined;
  order: TSortOrder;
  /** From 1. */
  page: number;
  perPage: number;
  view: TView | undefined;
}

export interface ListUrlState<TView extends string = string> extends ListUrlStateValues<TView> {
  hasFilters: boolean;
  /** The value of the filter on `column`, if any. */
  filterValue(column: string): string | string[] | undefined;
  /** Sets (or, with an empty value, removes) the filter on `column` and goes back to page 1. */
  setFilter(column: string, operator: TListFilterOperator, value: string | readonly string[] | undefined): void;
  /** Several filters at once (e.g. both ends of a date range); undefined values remove. Back to page 1. */
  setFilters(changes: Record<string, { operator: TListFilterOperator; value: string | readonly string[] | undefined }>): void;
  clearFilters(): void;
  /** Sorts by `column` (ascending unless said) and goes back to page 1. */
  setSort(column: string, order?: TSortOrder): void;
  /** Ascending on a new column; on the sorted column, the other direction. */
  toggleSort(column: string): void;
  setPage(page: number, options?: { replace?: boolean }): void;
  /** Changes the page size and goes back to page 1. */
  setPerPage(perPage: number): void;
  setView(view: TView): void;
  /** The API's list query: limit = perPage, offset = (page - 1) * perPage. The same object while the URL is unchanged. */
  listQuery: TListQuery;
  toListQuery(): TListQuery;
}

function readState<TView extends string>(search: string, options: ListUrlStateOptions<TView>): ListUrlStateValues<TView> {
  const params = new URLSearchParams(search);
  const { query } = parseListQueryString(params);
  const defaultPerPage = options.defaultPerPage ?? PAGE_SIZE;
  const view = params.get('view');
  const isKnownView = view !== null && (options.views ? (options.views as readonly string[]).includes(view) : true);
  return {
    filters: query.filters,
    sort: query.sort?.column || options.defaultSort?.column,
    order: query.sort?.order ?? options.defaultSort?.order ?? 'asc',
    page: readPositiveInteger(params.get('page'), Number.MAX_SAFE_INTEGER) ?? 1,
    perPage: readPositiveInteger(params.get('perPage'), LOAD_ALL_LIMIT) ?? defaultPerPage,
    view: isKnownView ? (view as TView) : options.defaultView,
  };
}

function writeSearch<TView extends string>(
  currentSearch: string,
  state: ListUrlStateValues<TView>,
  options: ListUrlStateOptions<TView>,
  explicitSort: boolean,
): string {
  const others = [...new URLSearchParams(currentSearch)].filter(([key]) => !isListParameter(key));
  const sort = explicitSort && state.sort ? { column: state.sort, order: state.order } : undefined;
  const entries: [string, string][] = [...others, ...listFilterEntries(state.filters, sort)];
  if (state.page !== 1) entries.push(['page', String(state.page)]);
  if (state.perPage !== (options.defaultPerPage ?? PAGE_SIZE)) entries.push(['perPage', String(state.perPage)]);
  if (state.view !== undefined && state.view !== options.defaultView) entries.push(['view', state.view]);
  const search = toQueryString(entries);
  return search ? `?${search}` : '';
}

function isEmptyValue(value: string | readonly string[] | undefined): value is undefined {
  return value === undefined || (typeof value === 'string' ? value.trim() === '' : value.length === 0);
}

/**
 * The list state of the current page's URL with setters that write it back. Filter and sorting changes go back to page 1
 * and replace the history entry (typing in a filter is not a step to go back to); page, page size and view changes add one.
 *
 * @example
 * const list = useListUrlState({ defaultSort: { column: 'surname', order: 'asc' } });
 * const advisors = useQuery(listQueryOptions(['advisors'], '/api/advisor/advisor', list.listQuery, ZAdvisorRowSchema));
 * list.setFilter('surname', 'like', 'Kow');       // ?filters[surname][value]=Kow&filters[surname][operator]=like
 */
export function useListUrlState<TView extends string = string>(options: ListUrlStateOptions<TView> = {}): ListUrlState<TView> {
  const location = useLocation();
  const navigate = useNavigate();
  const { search, hash } = location;
  // Options are usually written inline: rebuild them from their parts so that a new object with the same values does not
  // make a new state.
  const { defaultPerPage, defaultView } = options;
  const sortColumn = options.defaultSort?.column;
  const sortOrder = options.defaultSort?.order;
  const viewsKey = options.views?.join(',');
  const stableOptions = useMemo<ListUrlStateOptions<TView>>(
    () => ({
      defaultSort: sortColumn ? { column: sortColumn, order: sortOrder ?? 'asc' } : undefined,
      defaultPerPage,
      views: viewsKey === undefined ? undefined : (viewsKey.split(',') as TView[]),
      defaultView,
    }),
    [sortColumn, sortOrder, defaultPerPage, viewsKey, defaultView],
  );
  const state = useMemo(() => readState(search, stableOptions), [search, stableOptions]);
  const hasExplicitSort = useMemo(() => {
    const params = new URLSearchParams(search);
    return params.has('sort') || params.has('order');
  }, [search]);

  const update = useCallback(
    (changes: Partial<ListUrlStateValues<TView>>, replace: boolean) => {
      const next = { ...state, ...changes };
      const explicitSort = hasExplicitSort || 'sort' in changes || 'order' in changes;
      navigate({ search: writeSearch(search, next, stableOptions, explicitSort), hash }, { replace });
    },
    [state, hasExplicitSort, navigate, search, hash, stableOptions],
  );

  return useMemo(() => {
    const setFilters: ListUrlState<TView>['setFilters'] = (changes) => {
      const filters = state.filters.filter((filter) => !Object.hasOwn(changes, filter.column));
      for (const [column, { operator, value }] of Object.entries(changes)) {
        if (!isEmptyValue(value)) filters.push(listFilter(column, operator, value));
      }
      update({ filters, page: 1 }, true);
    };
    const offset = (state.page - 1) * state.perPage;
    const listQuery: TListQuery = { limit: state.perPage, offset, filters: state.filters };
    if (state.sort) listQuery.sort = { column: state.sort, order: state.order };
    return {
      ...state,
      hasFilters: state.filters.length > 0,
      filterValue: (column) => state.filters.find((filter) => filter.column === column)?.value,
      setFilter: (column, operator, value) => setFilters({ [column]: { operator, value } }),
      setFilters,
      clearFilters: () => update({ filters: [], page: 1 }, true),
      setSort: (column, order = 'asc') => update({ sort: column, order, page: 1 }, true),
      toggleSort: (column) =>
        update({ sort: column, order: state.sort === column && state.order === 'asc' ? 'desc' : 'asc', page: 1 }, true),
      setPage: (page, pageOptions) => update({ page: Math.max(1, Math.trunc(page)) }, pageOptions?.replace ?? false),
      setPerPage: (perPage) => update({ perPage, page: 1 }, false),
      setView: (view) => update({ view }, false),
      listQuery,
      toListQuery: () => listQuery,
    };
  }, [state, update]);
}
