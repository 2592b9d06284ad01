import type { ReactNode } from 'react';
import { ModalDialog } from './modal-dialog';

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
export function ConfirmDialog({ tone = 'danger', ...props }: ConfirmDialogProps) {
  return <ModalDialog {...props} tone={tone} buttonTestIdPrefix="confirm-dialog" />;
}
