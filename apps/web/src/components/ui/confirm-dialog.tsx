import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useModalFocus } from '@/hooks/use-modal-focus';
import { Button } from './button';

type ConfirmDialogProps = {
  isOpen: boolean;
  /** The question, e.g. "Archive the advisor Jan Kowalski?"; also the dialog's accessible name. */
  title: string;
  description?: ReactNode;
  /** The confirming button's text, e.g. "Archive". */
  confirmLabel: string;
  /** "Cancel" unless told otherwise. */
  cancelLabel?: string;
  /** Destructive actions (archive, delete, leave without saving) confirm with a red button. */
  tone?: 'danger' | 'primary';
  /** The confirmed action runs: the confirming button shows it and the dialog cannot be dismissed meanwhile. */
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  'data-testid'?: string;
};

/**
 * A modal confirmation (role dialog, named by its title). Focus moves to the cancelling button when it opens (the safe
 * choice for destructive actions), stays inside while it is open, and returns where it was when it closes; Escape cancels.
 */
export function ConfirmDialog({
  isOpen,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  isPending = false,
  onConfirm,
  onCancel,
  'data-testid': testId,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = useModalFocus({ isOpen, dialogRef, initialFocus: () => cancelRef.current, isPending, onCancel });

  if (!isOpen) return null;

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-gray-900/50 p-4">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        data-testid={testId}
        onKeyDown={onKeyDown}
        className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl ring-1 ring-black/5"
      >
        <h2 id={titleId} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="mt-2 text-sm text-gray-600">
            {description}
          </div>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={isPending} data-testid="confirm-dialog-cancel">
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onClick={onConfirm}
            isLoading={isPending}
            data-testid="confirm-dialog-confirm"
          >
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
