import type { ReactNode } from 'react';

/** Grey bars in the shape of the table's rows while its first page loads. */
export function SkeletonRows({
  rows,
  columns,
  'data-testid': testId,
}: {
  rows: number;
  columns: number;
  'data-testid'?: string;
}) {
  return Array.from({ length: rows }, (_, row) => (
    <tr key={row} data-testid={testId}>
      {Array.from({ length: columns }, (_, cell) => (
        <td key={cell} className="px-3 py-3">
          <div className="h-4 animate-pulse rounded bg-gray-200" />
        </td>
      ))}
    </tr>
  ));
}

/** One row across the whole table for what stands instead of rows: a failure, or nothing to show. */
export function TableMessageRow({
  columns,
  className = 'px-3 py-6',
  children,
  'data-testid': testId,
}: {
  columns: number;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <tr>
      <td colSpan={columns} className={className} data-testid={testId}>
        {children}
      </td>
    </tr>
  );
}
