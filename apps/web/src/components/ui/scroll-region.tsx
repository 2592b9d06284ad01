import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A box that scrolls sideways when its content is wider than the screen (a table or the chart on a phone). It takes focus and
 * has a name, so a keyboard user can scroll it with the arrow keys and a screen reader says what it holds (WCAG 2.1.1; axe
 * rule scrollable-region-focusable, issue 16). `label` is the translated name, usually the table's caption.
 */
export function ScrollRegion({
  label,
  className,
  children,
  testId,
}: {
  label: string;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // A scrollable region must be reachable by keyboard.
      tabIndex={0}
      data-testid={testId}
      className={cn('overflow-x-auto focus-visible:outline-2 focus-visible:outline-primary', className)}
    >
      {children}
    </div>
  );
}
