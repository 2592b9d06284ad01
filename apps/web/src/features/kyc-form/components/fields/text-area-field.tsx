import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldError, FieldLabel } from '@/components/ui/field-label';
import { INPUT_CLASSES, inputStateClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  isRequired?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
};

/**
 * A labelled multi-line text with its message: the TextField of components/ui for long answers (a company's representation
 * rules, the origin of funds). Generic; kept in this feature until another screen needs it.
 */
export function TextAreaField({
  label,
  error,
  hint,
  isRequired = false,
  className,
  ref,
  rows = 3,
  ...props
}: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} isRequired={isRequired}>
        {label}
      </FieldLabel>
      <textarea
        {...props}
        ref={ref}
        id={id}
        rows={rows}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(INPUT_CLASSES, inputStateClasses(error), 'resize-y')}
      />
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-xs text-gray-500">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
