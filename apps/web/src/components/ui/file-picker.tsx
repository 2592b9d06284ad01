import { useId } from 'react';
import { cn } from '@/lib/cn';
import { BUTTON_VARIANTS } from './button';
import { BusyStatus } from './spinner';

type FilePickerProps = {
  /** The button's text, also the file input's accessible name ("Upload a logo"). */
  label: string;
  /** The input's `accept` (MIME types); the server checks the bytes again. */
  accept: string;
  /** What is allowed ("PNG, JPEG, WEBP or SVG, up to 2 MB"). */
  hint?: string;
  isPending?: boolean;
  /** Shown while the file is sent ("Uploading logo.png…"). */
  pendingText?: string;
  /** Why the last file was refused, already translated; announced at once. */
  error?: string | null;
  onFile: (file: File) => void;
  /** The button's weight: `primary` where choosing a file is the screen's main action (the documents page). */
  variant?: 'primary' | 'secondary';
  className?: string;
  'data-testid'?: string;
};

/** The button's colours are the Button's; a secondary picker is a size smaller, as it sits beside form fields. */
const VARIANT_SIZES = { primary: 'px-4 py-2.5', secondary: 'px-3 py-2' } as const;

/**
 * A file chosen with a button that sends it at once (the back office's images and documents, the documents for advisors,
 * the settlement PDFs): a visually hidden file input with a label drawn as a button, keyboard-focusable as the input
 * itself, with its hint, progress and refusal tied to it. One picker for every upload (docs/decisions/065).
 */
export function FilePicker({
  label,
  accept,
  hint,
  isPending = false,
  pendingText,
  error,
  onFile,
  variant = 'secondary',
  className,
  'data-testid': testId,
}: FilePickerProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)} data-testid={testId}>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          type="file"
          className="peer sr-only"
          accept={accept}
          disabled={isPending}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file can be chosen again after a failure.
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        <label
          htmlFor={inputId}
          aria-disabled={isPending || undefined}
          className={cn(
            'inline-flex cursor-pointer items-center justify-center rounded-md text-sm font-semibold shadow-xs',
            BUTTON_VARIANTS[variant],
            VARIANT_SIZES[variant],
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary',
            isPending && 'cursor-not-allowed opacity-60',
          )}
        >
          {label}
        </label>
        {isPending && pendingText && <BusyStatus data-testid="file-picker-pending">{pendingText}</BusyStatus>}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-gray-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" data-testid="file-picker-error" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
