import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type AlertProps = {
  tone?: 'error' | 'warning' | 'success' | 'info';
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
};

const TONES = {
  error: 'bg-red-50 text-red-800 ring-red-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  success: 'bg-green-50 text-green-800 ring-green-200',
  info: 'bg-blue-50 text-blue-800 ring-blue-200',
} as const;

/** A message inside a page or form; errors are announced at once (role alert), the rest politely (role status). */
export function Alert({ tone = 'error', children, className, 'data-testid': testId }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={cn('rounded-md px-4 py-3 text-sm ring-1 ring-inset', TONES[tone], className)}
    >
      {children}
    </div>
  );
}
