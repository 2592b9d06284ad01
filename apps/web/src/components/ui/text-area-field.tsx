import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps } from './field-frame';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> &
  FieldFrameProps & { ref?: Ref<HTMLTextAreaElement> };

/** A labelled multi-line field (a message, a reason) with its hint and error message, like TextField. */
export function TextAreaField({ label, error, hint, isRequired, className, ref, ...props }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} isRequired={isRequired} className={className}>
      {(control) => <textarea {...props} ref={ref} {...control} />}
    </FieldFrame>
  );
}
