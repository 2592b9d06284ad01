import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-label';

type ConsentCheckboxProps = {
  label: string;
  error: string | undefined;
  lang?: string | undefined;
  extra?: ReactNode;
  /** False for a voluntary consent: not marked required to assistive technology. */
  isRequired?: boolean;
  /** Said after the label, in the interface's language (a voluntary consent's "(optional)"): part of the checkbox's name. */
  labelSuffix?: string;
  'data-testid'?: string;
} & UseFormRegisterReturn;

/** A consent's checkbox (required unless `isRequired` is false) with its message under it (announced with it) and, for documents, the link to read first. */
export function ConsentCheckbox({
  label,
  error,
  lang,
  extra,
  isRequired = true,
  labelSuffix,
  'data-testid': testId,
  ...field
}: ConsentCheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div data-testid={testId}>
      <div className="flex items-start gap-3">
        <input
          {...field}
          id={id}
          type="checkbox"
          aria-required={isRequired}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-4 shrink-0 rounded border-gray-300 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        />
        <div className="text-sm">
          <label htmlFor={id} className="whitespace-pre-line text-gray-800">
            <span lang={lang}>{label}</span>
            {labelSuffix && <span className="font-medium text-gray-500"> {labelSuffix}</span>}
          </label>
          {extra && <div className="mt-1">{extra}</div>}
        </div>
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
