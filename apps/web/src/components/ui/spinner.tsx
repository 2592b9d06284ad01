import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A small turning circle in the theme colour; decorative, the text next to it says what runs. */
export function Spinner() {
  return <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-gray-300 border-t-primary" />;
}

/** Something running (a load, an upload), announced politely: the spinner and what it is. */
export function BusyStatus({
  children,
  className,
  'data-testid': testId,
}: {
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <p role="status" className={cn('flex items-center gap-2 text-sm text-gray-700', className)} data-testid={testId}>
      <Spinner />
      {children}
    </p>
  );
}
