import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, RequiredMark } from '@/components/ui/field-label';
import { cn } from '@/lib/cn';

type RadioGroupFieldProps = {
  /** The question: the group's legend, which names every radio button in it. */
  legend: ReactNode;
  options: readonly { value: string; label: string }[];
  /** react-hook-form's registration of the field, spread on each radio button (a native radio group). */
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: string | undefined;
  isRequired?: boolean;
  /** Side by side (yes / no), or one under the other (longer labels). */
  layout?: 'inline' | 'stacked';
  className?: string;
  'data-testid'?: string;
};

/**
 * A single choice as native radio buttons in a fieldset named by its legend (arrow keys move between them). The message is
 * tied to the group and to each button (aria-describedby), which are marked invalid. Generic; kept in this feature until
 * another screen needs it.
 */
export function RadioGroupField({
  legend,
  options,
  registration,
  error,
  hint,
  isRequired = false,
  layout = 'inline',
  className,
  'data-testid': testId,
}: RadioGroupFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={className} aria-describedby={describedBy} data-testid={testId}>
      <legend className="text-sm font-medium text-gray-900">
        {legend}
        {isRequired && <RequiredMark />}
      </legend>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-gray-500">
          {hint}
        </p>
      )}
      <div className={cn('mt-2 flex gap-x-6 gap-y-2', layout === 'stacked' ? 'flex-col' : 'flex-wrap')}>
        {options.map((option) => (
          <label key={option.value} className="flex cursor-pointer items-center gap-2.5 text-sm text-gray-800">
            <input
              {...registration}
              type="radio"
              value={option.value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={cn(
                'size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                error && 'outline-1 outline-red-400',
              )}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
