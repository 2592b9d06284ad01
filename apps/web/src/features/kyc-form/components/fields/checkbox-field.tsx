import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-label';

type CheckboxFieldProps = {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  isRequired?: boolean;
  disabled?: boolean;
  className?: string;
  'data-testid'?: string;
};

/**
 * A checkbox with its message under it, announced with it: components/ui's Checkbox has no message, and the statements
 * ("field must be checked") and "signs for the company" need one. Generic; kept in this feature until another screen needs it.
 */
export function CheckboxField({
  label,
  registration,
  error,
  isRequired = false,
  disabled,
  className,
  'data-testid': testId,
}: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className} data-testid={testId}>
      <div className="flex items-start gap-3">
        <input
          {...registration}
          id={id}
          type="checkbox"
          disabled={disabled}
          aria-required={isRequired || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-4 shrink-0 rounded border-gray-300 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        />
        <label htmlFor={id} className="text-sm text-gray-800">
          {label}
        </label>
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
