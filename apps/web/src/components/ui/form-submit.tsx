import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Alert } from './alert';
import { Button } from './button';

type FormSubmitProps = {
  label: string;
  isSubmitting: boolean;
  /** The form's message (spec section 8), already translated; shown above the button. */
  error: string | null;
  /** Anything else to show above the button, after the message (a success notice). */
  children?: ReactNode;
  variant?: 'primary' | 'danger';
  /** The button as wide as the form (the narrow login and e-mail link forms). */
  isFullWidth?: boolean;
};

/** The end of a form that sends one request: its message, if any, and the submit button that shows the request running. */
export function FormSubmit({ label, isSubmitting, error, children, variant = 'primary', isFullWidth = false }: FormSubmitProps) {
  return (
    <>
      {error && <Alert data-testid="form-error">{error}</Alert>}
      {children}
      <Button type="submit" variant={variant} isLoading={isSubmitting} className={cn(isFullWidth && 'w-full')}>
        {label}
      </Button>
    </>
  );
}
