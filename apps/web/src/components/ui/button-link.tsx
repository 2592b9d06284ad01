import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/cn';
import { BUTTON_VARIANTS } from './button';

/** A link inside the app that looks like a Button (the next step of a page: "Open the offer", "See the schedule"). */
export function ButtonLink({ variant = 'primary', className, ...props }: LinkProps & { variant?: 'primary' | 'secondary' }) {
  return (
    <Link
      {...props}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2.5 text-sm font-semibold shadow-xs transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
        BUTTON_VARIANTS[variant],
        className,
      )}
    />
  );
}

/** A link in running text in the theme colour. */
export const TEXT_LINK_CLASSES =
  'font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
