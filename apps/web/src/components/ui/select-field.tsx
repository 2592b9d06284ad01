import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { FieldError, FieldLabel } from './field-label';
import { INPUT_CLASSES, inputStateClasses } from './text-field';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  /** Translated choices. */
  options: readonly { value: string; label: string }[];
  /** The text of the empty choice ('' value), e.g. "Not chosen"; none when the field always has a value. */
  emptyLabel?: string;
  error?: string | undefined;
  isRequired?: boolean;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled native select with its error message. */
export function SelectField({
  label,
  options,
  emptyLabel,
  error,
  isRequired = false,
  className,
  ref,
  ...props
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} isRequired={isRequired}>
        {label}
      </FieldLabel>
      <select
        {...props}
        ref={ref}
        id={id}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(INPUT_CLASSES, inputStateClasses(error))}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
