import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'danger';
  /** Disables the button and marks it busy while its action runs. */
  isLoading?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/** The colours of each button look, shared by everything drawn as a button (ButtonLink, FilePicker's label). */
export const BUTTON_VARIANTS = {
  primary: 'bg-primary text-white hover:bg-primary-hover focus-visible:outline-primary',
  secondary: 'bg-white text-gray-900 ring-1 ring-gray-300 ring-inset hover:bg-gray-50 focus-visible:outline-primary',
  danger: 'bg-red-600 text-white hover:bg-red-500 focus-visible:outline-red-600',
} as const;

export function Button({ variant = 'primary', isLoading = false, disabled, className, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={cn(
        'inline-flex cursor-pointer items-center justify-center gap-2 rounded-md px-4 py-2.5 text-sm font-semibold shadow-xs transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
        BUTTON_VARIANTS[variant],
        className,
      )}
    />
  );
}
