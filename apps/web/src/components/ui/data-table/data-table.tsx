import type { TListFilterOperator } from '@emisja/shared';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SkeletonRows, TableMessageRow } from '@/components/ui/table-states';
import { PER_PAGE_OPTIONS, type ListUrlState } from '@/hooks/use-list-url-state';
import { cn } from '@/lib/cn';
import { ColumnPicker } from './column-picker';
import { useColumnVisibility } from './column-visibility';
import { DateRangeFilter, MultiSelectFilter, SelectFilter, TextFilter } from './filters';
import { Pagination } from './pagination';
import { pageCount } from './pagination-items';
import type { DataTableColumn, ListResult } from './types';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** What the table needs of the list's query: a TanStack Query result fits as it is. */
export interface DataTableResult<Row> {
  data: ListResult<Row> | undefined;
  isPending: boolean;
  isError: boolean;
  /** True while a newer page loads over the shown one (placeholderData: keepPreviousData). */
  isFetching?: boolean;
  isPlaceholderData?: boolean;
  error: unknown;
  refetch: () => unknown;
}

type DataTableProps<Row> = {
  /** Names the table in data-testids and in the stored column choice: e.g. "advisors". */
  tableId: string;
  columns: readonly DataTableColumn<Row>[];
  list: ListUrlState;
  result: DataTableResult<Row>;
  getRowId: (row: Row) => string;
  /** Translated caption, read by screen readers. */
  caption?: string;
  perPageOptions?: readonly number[];
  /** Above the table on the left, e.g. an "Add advisor" button or a view switch. */
  toolbar?: ReactNode;
};

const SKELETON_ROWS = 5;
/** A pinned column's cells: at the right edge, over the scrolled cells, with a shadow on its left edge. */
const STICKY_CELL = 'sticky right-0 z-[1] shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.25)]';

/**
 * The filter control of one column, bound to the list's URL state: in the table's header row, and reused by views without
 * one (the offers kanban's filter bar) so both read and write the same filters.
 */
export function ColumnFilter<Row>({
  column,
  list,
  header,
  testIdPrefix = 'data-table-filter',
}: {
  column: DataTableColumn<Row>;
  list: ListUrlState;
  header: string;
  testIdPrefix?: string;
}) {
  const { t } = useTranslation();
  const { filter } = column;
  if (!filter) return null;
  const label = t('list.filter.label', { column: header });
  const testId = `${testIdPrefix}-${column.id}`;
  if (filter.type === 'dateRange') {
    const from = list.filterValue(filter.from);
    const to = list.filterValue(filter.to);
    return (
      <DateRangeFilter
        label={header}
        from={typeof from === 'string' ? from : ''}
        to={typeof to === 'string' ? to : ''}
        data-testid={testId}
        onChange={(range) =>
          list.setFilters({
            [filter.from]: { operator: 'gte', value: range.from },
            [filter.to]: { operator: 'lte', value: range.to },
          })
        }
      />
    );
  }
  const name = filter.column ?? column.id;
  const value = list.filterValue(name);
  const values = value === undefined ? [] : typeof value === 'string' ? [value] : value;
  if (filter.type === 'text') {
    const operator: TListFilterOperator = filter.operator ?? 'like';
    return (
      <TextFilter
        label={label}
        value={values[0] ?? ''}
        data-testid={testId}
        onChange={(text) => list.setFilter(name, operator, text)}
      />
    );
  }
  if (filter.type === 'select') {
    return (
      <SelectFilter
        label={label}
        value={values[0] ?? ''}
        options={filter.options}
        data-testid={testId}
        onChange={(selected) => list.setFilter(name, 'in', selected ? [selected] : [])}
      />
    );
  }
  return (
    <MultiSelectFilter
      label={label}
      value={values}
      options={filter.options}
      data-testid={testId}
      onChange={(selected) => list.setFilter(name, filter.operator ?? 'in', selected)}
    />
  );
}

function SortIndicator({ order }: { order: 'asc' | 'desc' | undefined }) {
  return (
    <span aria-hidden="true" className={cn('text-xs', order ? 'text-gray-900' : 'text-gray-300')}>
      {order === 'desc' ? '▼' : order === 'asc' ? '▲' : '↕'}
    </span>
  );
}

/**
 * A list table whose filters, sorting and paging live in the URL (useListUrlState), with the total from X-Total-Count,
 * a column picker, and its loading (skeleton), empty and error (catalogue message + retry) states.
 *
 * @example
 * const list = useListUrlState({ defaultSort: { column: 'surname', order: 'asc' } });
 * const result = useQuery(listQueryOptions(['advisors'], '/api/advisor/advisor', list.listQuery, ZAdvisorRowSchema));
 * <DataTable tableId="advisors" columns={columns} list={list} result={result} getRowId={(advisor) => advisor.id} />
 */
export function DataTable<Row>({
  tableId,
  columns,
  list,
  result,
  getRowId,
  caption,
  perPageOptions = PER_PAGE_OPTIONS,
  toolbar,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const { isVisible, setVisible } = useColumnVisibility(tableId);
  const visibleColumns = columns.filter(isVisible);
  const hasFilterRow = visibleColumns.some((column) => column.filter);
  const rows = result.data?.rows ?? [];
  const total = result.data?.total;
  const isLoading = result.isPending && !result.data;
  const isRefreshing = Boolean(result.isFetching && result.isPlaceholderData);
  const { page, perPage, setPage } = list;

  // A link or a filter change can leave the page beyond the last one: go to the last page that exists.
  const lastPage = total === undefined || total === 0 ? undefined : pageCount(total, perPage);
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPage(lastPage, { replace: true });
  }, [lastPage, page, setPage]);

  let body: ReactNode;
  if (isLoading) {
    body = <SkeletonRows rows={SKELETON_ROWS} columns={visibleColumns.length} data-testid="data-table-loading" />;
  } else if (result.isError && !result.data) {
    body = (
      <TableMessageRow columns={visibleColumns.length}>
        <RetryAlert
          error={result.error}
          onRetry={() => void result.refetch()}
          data-testid="data-table-error"
          retryTestId="data-table-retry"
        />
      </TableMessageRow>
    );
  } else if (rows.length === 0) {
    body = (
      <TableMessageRow
        columns={visibleColumns.length}
        className="px-3 py-10 text-center text-sm text-gray-500"
        data-testid="data-table-empty"
      >
        <p>{list.hasFilters ? t('list.table.emptyFiltered') : t('list.table.empty')}</p>
        {list.hasFilters && (
          <Button variant="secondary" className="mt-3" onClick={list.clearFilters} data-testid="data-table-clear-filters">
            {t('list.table.clearFilters')}
          </Button>
        )}
      </TableMessageRow>
    );
  } else {
    body = rows.map((row) => (
      <tr key={getRowId(row)} data-testid="data-table-row" className="group hover:bg-gray-50">
        {visibleColumns.map((column) => (
          <td
            key={column.id}
            className={cn(
              'px-3 py-2.5 text-sm text-gray-900',
              column.isSticky && `${STICKY_CELL} bg-white group-hover:bg-gray-50`,
              column.className,
            )}
          >
            {column.cell(row)}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <div data-testid={`data-table-${tableId}`} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>{toolbar}</div>
        <ColumnPicker columns={columns} isVisible={isVisible} onChange={setVisible} />
      </div>
      {/* `relative`: the headers' visually hidden texts (absolutely placed) scroll with the table instead of widening the
          page on a phone. */}
      <ScrollRegion label={caption ?? tableId} className="relative rounded-lg ring-1 ring-gray-200">
        <table
          className={cn('min-w-full divide-y divide-gray-200 bg-white', isRefreshing && 'opacity-60 transition-opacity')}
          aria-busy={isLoading || isRefreshing || undefined}
        >
          {caption && <caption className="sr-only">{caption}</caption>}
          <thead className="bg-gray-50">
            <tr>
              {visibleColumns.map((column) => {
                const header = t(column.header);
                const order = column.sortable && list.sort === column.id ? list.order : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={
                      column.sortable ? (order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none') : undefined
                    }
                    className={cn(
                      'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-gray-700 uppercase',
                      column.isSticky && `${STICKY_CELL} bg-gray-50`,
                      column.className,
                    )}
                  >
                    {column.sortable ? (
                      <button
                        type="button"
                        onClick={() => list.toggleSort(column.id)}
                        data-testid={`data-table-sort-${column.id}`}
                        className="inline-flex cursor-pointer items-center gap-1 uppercase hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-primary"
                      >
                        {header}
                        <SortIndicator order={order} />
                        <span className="sr-only">
                          {order === 'asc'
                            ? t('list.table.sortedAscending')
                            : order === 'desc'
                              ? t('list.table.sortedDescending')
                              : t('list.table.sortBy', { column: header })}
                        </span>
                      </button>
                    ) : (
                      header
                    )}
                  </th>
                );
              })}
            </tr>
            {hasFilterRow && (
              <tr data-testid="data-table-filters">
                {visibleColumns.map((column) => (
                  <td key={column.id} className={cn('px-3 pb-2.5 align-top', column.isSticky && `${STICKY_CELL} bg-gray-50`)}>
                    <ColumnFilter column={column} list={list} header={t(column.header)} />
                  </td>
                ))}
              </tr>
            )}
          </thead>
          <tbody className="divide-y divide-gray-100">{body}</tbody>
        </table>
      </ScrollRegion>
      {!isLoading && !(result.isError && !result.data) && (
        <Pagination
          page={page}
          perPage={perPage}
          total={total}
          rowsOnPage={rows.length}
          perPageOptions={perPageOptions}
          onPageChange={(next) => setPage(next)}
          onPerPageChange={list.setPerPage}
        />
      )}
    </div>
  );
}
