import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type TermItem = { id: string; label: string; value: ReactNode };

type TermListProps = {
  items: readonly TermItem[];
  /** The list's grid and text size. */
  className: string;
  'data-testid': string;
  /** Each item is `<prefix>-<id>` for tests. */
  itemTestIdPrefix: string;
  /** Extra look of the values, e.g. 'tabular-nums' for amounts. */
  valueClassName?: string;
};

/** Labelled values in a grid (a campaign's terms, a product's limits): label above, value below in the darker weight. */
export function TermList({ items, className, 'data-testid': testId, itemTestIdPrefix, valueClassName }: TermListProps) {
  return (
    <dl className={className} data-testid={testId}>
      {items.map((item) => (
        <div key={item.id} data-testid={`${itemTestIdPrefix}-${item.id}`} className="min-w-0">
          <dt className="text-gray-500">{item.label}</dt>
          <dd className={cn('font-medium break-words text-gray-900', valueClassName)}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
