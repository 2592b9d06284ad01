import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  /** What the user can do instead: a link or a button. */
  action?: ReactNode;
  className?: string;
  'data-testid'?: string;
};

/** Nothing to show yet (a new user's list or page): what it will hold and, when there is one, the next step. */
export function EmptyState({ title, description, action, className, 'data-testid': testId }: EmptyStateProps) {
  return (
    <div
      data-testid={testId}
      className={cn('rounded-lg border border-dashed border-gray-300 bg-white px-6 py-8 text-center', className)}
    >
      <p className="text-base font-semibold text-gray-900">{title}</p>
      {description && <div className="mx-auto mt-2 max-w-prose text-sm text-gray-600">{description}</div>}
      {action && <div className="mt-4 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
