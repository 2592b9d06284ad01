import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type RowListProps = {
  legend: string;
  description: string;
  /** What stands in place of the rows while there are none. */
  emptyText: string;
  isEmpty: boolean;
  /** False once the list holds as many rows as the shared schema takes. */
  canAdd: boolean;
  addLabel: string;
  onAdd: () => void;
  /** The id of the list's own message while it shows one: the list is then invalid and described by it. */
  errorId?: string | undefined;
  /** What stands between the description and the rows (the list's message), and after the rows (a total). */
  beforeRows?: ReactNode;
  afterRows?: ReactNode;
  'data-testid'?: string;
  /** The rows, each a `RowListItem`. */
  children: ReactNode;
};

/**
 * A list of rows the investor adds one by one, up to the schema's maximum (the CRS tax residences, the ties with sanctioned
 * countries, a company's representatives): one fieldset named by its legend, the rows numbered in an ordered list, "add"
 * under them.
 */
export function RowList({
  legend,
  description,
  emptyText,
  isEmpty,
  canAdd,
  addLabel,
  onAdd,
  errorId,
  beforeRows,
  afterRows,
  'data-testid': testId,
  children,
}: RowListProps) {
  return (
    <fieldset
      className="min-w-0 space-y-4"
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      data-testid={testId}
    >
      <legend className="text-base font-semibold text-gray-900">{legend}</legend>
      <p className="-mt-2 text-sm text-gray-600">{description}</p>
      {beforeRows}
      {isEmpty && <p className="text-sm text-gray-500">{emptyText}</p>}
      <ol className="space-y-4">{children}</ol>
      {afterRows}
      {canAdd && (
        <Button variant="secondary" onClick={onAdd}>
          {addLabel}
        </Button>
      )}
    </fieldset>
  );
}

/** One row of a `RowList`: a card holding a fieldset named by the row's legend ("Residence 2"). */
export function RowListItem({
  legend,
  className,
  'data-testid': testId,
  children,
}: {
  legend: ReactNode;
  /** The row's fieldset's own layout. */
  className?: string;
  'data-testid'?: string;
  children: ReactNode;
}) {
  return (
    <li className="rounded-md p-4 ring-1 ring-gray-200" data-testid={testId}>
      <fieldset className={cn('min-w-0', className)}>
        <legend className="text-sm font-semibold text-gray-900">{legend}</legend>
        {children}
      </fieldset>
    </li>
  );
}
