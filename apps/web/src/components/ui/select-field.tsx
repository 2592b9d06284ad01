import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps } from './field-frame';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> &
  Omit<FieldFrameProps, 'hint'> & {
    /** Translated choices. */
    options: readonly { value: string; label: string }[];
    /** The text of the empty choice ('' value), e.g. "Not chosen"; none when the field always has a value. */
    emptyLabel?: string;
    ref?: Ref<HTMLSelectElement>;
  };

/** A labelled native select with its error message. */
export function SelectField({ label, options, emptyLabel, error, isRequired, className, ref, ...props }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} isRequired={isRequired} className={className}>
      {(control) => (
        <select {...props} ref={ref} {...control}>
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
