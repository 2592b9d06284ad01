import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { ScrollRegion } from './scroll-region';

export type RecordTableColumn<TRow> = {
  id: string;
  header: string;
  /** Extra look of the column's cells (the headers keep the plain padding). */
  className?: string;
  cell: (row: TRow) => ReactNode;
};

type RecordTableProps<TRow> = {
  /** The table's name: its caption (for screen readers) and the scroll box's label. */
  caption: string;
  columns: readonly RecordTableColumn<TRow>[];
  rows: readonly TRow[];
  getRowKey: (row: TRow, index: number) => string;
  /** The test id of every body row. */
  rowTestId: string;
};

/**
 * A short read-only table of records in a detail page (an offer's status history, an identity verification's decisions):
 * no sorting, filters or pages, the whole list in a box that scrolls sideways on a phone. Lists with those are `DataTable`.
 */
export function RecordTable<TRow>({ caption, columns, rows, getRowKey, rowTestId }: RecordTableProps<TRow>) {
  return (
    <ScrollRegion label={caption} className="rounded-lg ring-1 ring-gray-200">
      <table className="min-w-full divide-y divide-gray-200 bg-white text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-left text-xs font-semibold tracking-wide text-gray-700 uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className="px-3 py-2">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((row, index) => (
            <tr key={getRowKey(row, index)} data-testid={rowTestId}>
              {columns.map((column) => (
                <td key={column.id} className={cn('px-3 py-2', column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
