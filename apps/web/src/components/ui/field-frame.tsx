import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FieldError, FieldLabel } from './field-label';

export const INPUT_CLASSES =
  'mt-1.5 block w-full rounded-md bg-white px-3 py-2 text-base text-gray-900 outline-1 -outline-offset-1 placeholder:text-gray-400 focus:outline-2 focus:-outline-offset-2 disabled:cursor-not-allowed disabled:bg-gray-50 disabled:text-gray-500 sm:text-sm';

export function inputStateClasses(error: string | undefined): string {
  return error ? 'outline-red-400 focus:outline-red-600' : 'outline-gray-300 focus:outline-primary';
}

/** What FieldFrame gives its control: the id the label points at, the ARIA ties to the hint and message, the look. */
export type FieldControlProps = {
  id: string;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
};

export type FieldFrameProps = {
  label: string;
  /** The field's message, already translated; shown under the control and announced with it. */
  error?: string | undefined;
  hint?: string;
  /** Marks the field required (a mark after the label, aria-required); the form's schema does the checking. */
  isRequired?: boolean;
  className?: string | undefined;
};

/**
 * The label, hint and message around one form control (spec section 5: one clear message per field), written once for
 * TextField, TextAreaField and SelectField: the control renders itself from the props it is handed.
 */
export function FieldFrame({
  label,
  error,
  hint,
  isRequired = false,
  className,
  children,
}: FieldFrameProps & { children: (control: FieldControlProps) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} isRequired={isRequired}>
        {label}
      </FieldLabel>
      {children({
        id,
        'aria-required': isRequired || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        className: cn(INPUT_CLASSES, inputStateClasses(error)),
      })}
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-xs text-gray-500">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
