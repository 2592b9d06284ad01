import { useId } from 'react';
import { cn } from '@/lib/cn';
import { FieldError, RequiredMark } from './field-label';

type CheckboxGroupProps = {
  /** The group's name (its legend), e.g. "Networks". */
  label: string;
  options: readonly { value: string; label: string }[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  error?: string | undefined;
  isRequired?: boolean;
  /** Shown, not changeable (e.g. a coordinator sees which networks an advisor coordinates). */
  isReadOnly?: boolean;
  /** Shown instead of the checkboxes when there is nothing to choose. */
  emptyText?: string;
  className?: string;
  'data-testid'?: string;
};

/**
 * A multiple choice as a group of checkboxes (role group named by its legend). Values not among the options are kept as
 * they are: the user changes only what they are offered.
 */
export function CheckboxGroup({
  label,
  options,
  value,
  onChange,
  onBlur,
  error,
  isRequired = false,
  isReadOnly = false,
  emptyText,
  className,
  'data-testid': testId,
}: CheckboxGroupProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const selected = new Set(value);
  return (
    // No aria-required here: ARIA does not allow it on a group (axe aria-allowed-attr, issue 16); the mark after the legend
    // shows it, and the schema's message names the missing choice.
    <fieldset
      className={className}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      data-testid={testId}
    >
      <legend className="text-sm font-medium text-gray-900">
        {label}
        {isRequired && <RequiredMark />}
      </legend>
      {options.length === 0 && emptyText ? (
        <p className="mt-1.5 text-sm text-gray-500">{emptyText}</p>
      ) : (
        <div
          className={cn(
            'mt-1.5 grid gap-x-6 gap-y-2 rounded-md px-3 py-2.5 ring-1 ring-inset sm:grid-cols-2',
            error ? 'ring-red-400' : 'ring-gray-200',
          )}
        >
          {options.map((option) => (
            <label
              key={option.value}
              className={cn(
                'flex items-center gap-2.5 text-sm text-gray-700',
                isReadOnly ? 'cursor-not-allowed' : 'cursor-pointer',
              )}
            >
              <input
                type="checkbox"
                className="size-4 rounded border-gray-300 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                value={option.value}
                checked={selected.has(option.value)}
                disabled={isReadOnly}
                onBlur={onBlur}
                onChange={(event) =>
                  onChange(event.target.checked ? [...value, option.value] : value.filter((item) => item !== option.value))
                }
              />
              {option.label}
            </label>
          ))}
        </div>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
