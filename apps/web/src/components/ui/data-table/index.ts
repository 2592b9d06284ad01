// The list machinery of the web app: a typed table bound to the URL list state (hooks/use-list-url-state.ts), its filters,
// pagination and column picker, and the fetcher of list endpoints.
export { ColumnFilter, DataTable, type DataTableResult } from './data-table';
export { DateRangeFilter, FILTER_DEBOUNCE_MS, MultiSelectFilter, SelectFilter, TextFilter } from './filters';
export { Pagination } from './pagination';
export { pageCount, pageRange, paginationItems, type PaginationItem } from './pagination-items';
export { ColumnPicker } from './column-picker';
export { useColumnVisibility } from './column-visibility';
export { fetchList, listQueryOptions } from './fetch-list';
export type { DataTableColumn, DataTableFilter, FilterOption, ListResult } from './types';
