import type { ReactNode } from 'react';

/** The required mark after a field's label: seen, but not read as part of the field's name (the input says aria-required). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-600">
      *
    </span>
  );
}

type FieldLabelProps = { htmlFor: string; isRequired?: boolean; children: ReactNode };

export function FieldLabel({ htmlFor, isRequired = false, children }: FieldLabelProps) {
  return (
    <div className="flex text-sm font-medium text-gray-900">
      <label htmlFor={htmlFor}>{children}</label>
      {isRequired && <RequiredMark />}
    </div>
  );
}

/** A field's message under it, announced with the field (aria-describedby points here). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} data-testid="field-error" className="mt-1.5 text-sm text-red-600">
      {children}
    </p>
  );
}
