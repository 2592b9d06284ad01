import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';

type StatusBadgeProps = Omit<HTMLAttributes<HTMLSpanElement>, 'className'> & {
  /** The colours: background, text and ring, e.g. 'bg-green-50 text-green-700 ring-green-600/20'. */
  tone: string;
  /** Round ends (the offer statuses, like the kanban's counts); square ones otherwise. */
  isPill?: boolean;
  children: ReactNode;
  'data-testid'?: string;
};

/** A status as a small coloured label (advisor, campaign, offer); `data-*` attributes pass through for tests. */
export function StatusBadge({ tone, isPill = false, children, ...attributes }: StatusBadgeProps) {
  return (
    <span
      {...attributes}
      className={cn(
        'inline-flex items-center px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        isPill ? 'rounded-full whitespace-nowrap' : 'rounded-md',
        tone,
      )}
    >
      {children}
    </span>
  );
}
