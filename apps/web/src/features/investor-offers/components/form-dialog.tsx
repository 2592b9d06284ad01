import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { ModalDialog } from '@/components/ui/modal-dialog';

type FormDialogProps = {
  isOpen: boolean;
  /** Also the dialog's accessible name. */
  title: string;
  description?: ReactNode;
  /** The fields, if any. */
  children?: ReactNode;
  submitLabel: string;
  tone?: 'danger' | 'primary';
  isPending?: boolean;
  /** The failure of the last submit, already translated; shown above the buttons. */
  error?: string | null;
  onSubmit: () => void;
  onCancel: () => void;
  'data-testid'?: string;
};

/**
 * A modal form of an offer action (components/ui/modal-dialog as a form) with the server's error shown inside: focus goes
 * to the first field (else the cancelling button), stays inside, and returns when it closes; Escape cancels unless the
 * action runs.
 */
export function FormDialog({ children, submitLabel, tone = 'primary', error, onSubmit, ...props }: FormDialogProps) {
  return (
    <ModalDialog {...props} isForm confirmLabel={submitLabel} tone={tone} onConfirm={onSubmit} buttonTestIdPrefix="form-dialog">
      {children}
      {error && <Alert data-testid="offer-action-error">{error}</Alert>}
    </ModalDialog>
  );
}
