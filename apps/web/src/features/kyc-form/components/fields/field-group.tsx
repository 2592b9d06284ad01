import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type FieldGroupProps = {
  legend: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
};

/** A group of related fields (personal data, an address, ...): a fieldset named by its legend, fields in two columns from `sm`. */
export function FieldGroup({ legend, description, children, className, 'data-testid': testId }: FieldGroupProps) {
  return (
    <fieldset className={cn('min-w-0 space-y-4', className)} data-testid={testId}>
      <legend className="text-base font-semibold text-gray-900">{legend}</legend>
      {description && <div className="-mt-2 text-sm text-gray-600">{description}</div>}
      <div className="grid grid-cols-1 gap-x-5 gap-y-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
