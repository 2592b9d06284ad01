import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';

/** One choice of a select filter; the label is already translated. */
export interface FilterOption {
  value: string;
  label: string;
}

/**
 * The filter under a column's header. `column` is the list query's filter name when it differs from the column id. A date
 * range writes two filters (product-decisions section 6 carries one operator per filter): `from` with gte, `to` with lte.
 */
export type DataTableFilter =
  | { type: 'text'; column?: string; operator?: 'like' | 'leq' }
  | { type: 'select'; column?: string; options: readonly FilterOption[] }
  | { type: 'multiSelect'; column?: string; operator?: 'in' | 'contain'; options: readonly FilterOption[] }
  | { type: 'dateRange'; from: string; to: string };

export interface DataTableColumn<Row> {
  /** The list query's column name for sorting (and filtering, unless the filter names another). */
  id: string;
  /** i18n key of the header text. */
  header: ParseKeys;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Hidden until the user shows it with the column picker (e.g. the offers' currency, spec section 3). */
  hiddenByDefault?: boolean;
  /** False for columns that are always shown (e.g. actions). */
  canHide?: boolean;
  filter?: DataTableFilter;
  /** Classes of the column's cells, e.g. `text-right` for amounts. */
  className?: string;
  /** Pinned to the right edge of the scroll box (an actions column stays in view however wide the table; issue 18). */
  isSticky?: boolean;
}

/** A page of a list as `fetchList` returns it; `total` is undefined when the server sent no X-Total-Count. */
export interface ListResult<Row> {
  rows: Row[];
  total: number | undefined;
}
