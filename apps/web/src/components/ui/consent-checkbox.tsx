import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-label';

type ConsentCheckboxProps = {
  label: string;
  error: string | undefined;
  lang?: string | undefined;
  extra?: ReactNode;
  'data-testid'?: string;
} & UseFormRegisterReturn;

/** A required checkbox with its message under it (announced with it) and, for documents, the link to read first. */
export function ConsentCheckbox({ label, error, lang, extra, 'data-testid': testId, ...field }: ConsentCheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div data-testid={testId}>
      <div className="flex items-start gap-3">
        <input
          {...field}
          id={id}
          type="checkbox"
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-4 shrink-0 rounded border-gray-300 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        />
        <div className="text-sm">
          <label htmlFor={id} lang={lang} className="whitespace-pre-line text-gray-800">
            {label}
          </label>
          {extra && <div className="mt-1">{extra}</div>}
        </div>
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
