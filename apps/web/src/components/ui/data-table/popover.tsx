import type { ReactNode } from 'react';
import { useDropdown } from '@/hooks/use-dropdown';
import { cn } from '@/lib/cn';

type PopoverProps = {
  /** The button's content. */
  trigger: ReactNode;
  /** Accessible name of the button when its content is not enough. */
  label?: string;
  children: ReactNode;
  align?: 'left' | 'right';
  'data-testid'?: string;
};

/** A button that opens a small panel below it; Escape, a click outside or the button close it again. */
export function Popover({ trigger, label, children, align = 'left', 'data-testid': testId }: PopoverProps) {
  const { rootRef, buttonRef, buttonProps, panelProps } = useDropdown();

  return (
    <div ref={rootRef} className="relative inline-block" data-testid={testId}>
      <button
        ref={buttonRef}
        {...buttonProps}
        aria-label={label}
        className="inline-flex w-full cursor-pointer items-center justify-between gap-2 rounded-md bg-white px-2.5 py-1.5 text-left text-sm text-gray-900 ring-1 ring-gray-300 ring-inset hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-primary"
      >
        {trigger}
        <span aria-hidden="true" className="text-gray-400">
          ▾
        </span>
      </button>
      <div
        {...panelProps}
        className={cn(
          'absolute z-20 mt-1 max-h-72 min-w-48 overflow-auto rounded-md bg-white p-2 shadow-lg ring-1 ring-black/5',
          align === 'right' ? 'right-0' : 'left-0',
        )}
      >
        {children}
      </div>
    </div>
  );
}
