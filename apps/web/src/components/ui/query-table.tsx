import type { ReactNode } from 'react';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { RetryAlert } from './retry-alert';
import { SkeletonRows, TableMessageRow } from './table-states';

/** What a list query gives a table: TanStack Query's result, reduced to what the table reads. */
export type TTableQuery<TRow> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: readonly TRow[] | undefined;
  refetch: () => unknown;
};

/**
 * A plain table of one list query (the back office's lists): its header row, and in the body the loading bars, the failure
 * with a retry, the empty message or the rows. Test ids `<testId>-table`, `-loading`, `-error`, `-empty`.
 */
export function QueryTable<TRow>({
  query,
  headers,
  caption,
  emptyMessage,
  renderRow,
  testId,
}: {
  query: TTableQuery<TRow>;
  headers: readonly { key: string; label: ReactNode }[];
  caption: string;
  emptyMessage: ReactNode;
  renderRow: (row: TRow) => ReactNode;
  testId: string;
}) {
  const columns = headers.length;
  let body;
  if (query.isPending) {
    body = <SkeletonRows rows={3} columns={columns} data-testid={`${testId}-loading`} />;
  } else if (query.isError || query.data === undefined) {
    body = (
      <TableMessageRow columns={columns}>
        <RetryAlert error={query.error} onRetry={() => void query.refetch()} data-testid={`${testId}-error`} />
      </TableMessageRow>
    );
  } else if (query.data.length === 0) {
    body = (
      <TableMessageRow columns={columns} className="px-3 py-10 text-center text-sm text-gray-500" data-testid={`${testId}-empty`}>
        {emptyMessage}
      </TableMessageRow>
    );
  } else {
    body = query.data.map(renderRow);
  }
  return (
    <ScrollRegion label={caption} className="rounded-lg ring-1 ring-gray-200">
      <table
        className="min-w-full divide-y divide-gray-200 bg-white"
        aria-busy={query.isPending || undefined}
        data-testid={`${testId}-table`}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50">
          <tr>
            {headers.map((header) => (
              <th
                key={header.key}
                scope="col"
                className="px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-gray-700 uppercase"
              >
                {header.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">{body}</tbody>
      </table>
    </ScrollRegion>
  );
}

/** The heading of a list page with its main action (a "New ..." button or link) on the right. */
export function ListPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{title}</h1>
      {children}
    </div>
  );
}
