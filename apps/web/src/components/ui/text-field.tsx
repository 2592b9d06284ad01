import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, type FieldFrameProps } from './field-frame';

// The input look lives with the field frame; forms that draw their own control read it from here too.
export { INPUT_CLASSES, inputStateClasses } from './field-frame';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & FieldFrameProps & { ref?: Ref<HTMLInputElement> };

/** A labelled input with its hint and error message. */
export function TextField({ label, error, hint, isRequired, className, ref, ...props }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} isRequired={isRequired} className={className}>
      {(control) => <input {...props} ref={ref} {...control} />}
    </FieldFrame>
  );
}
