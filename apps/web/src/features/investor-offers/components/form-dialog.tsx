import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useModalFocus } from '@/hooks/use-modal-focus';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

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
 * A modal form (role dialog named by its title), like components/ui/confirm-dialog but with fields and the server's error
 * shown inside: focus goes to the first field (else the cancelling button), stays inside, and returns when it closes;
 * Escape cancels unless the action runs.
 */
export function FormDialog({
  isOpen,
  title,
  description,
  children,
  submitLabel,
  tone = 'primary',
  isPending = false,
  error,
  onSubmit,
  onCancel,
  'data-testid': testId,
}: FormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = useModalFocus({
    isOpen,
    dialogRef,
    initialFocus: () =>
      dialogRef.current?.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), textarea') ??
      cancelRef.current,
    isPending,
    onCancel,
  });

  if (!isOpen) return null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isPending) onSubmit();
  };

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
        <form noValidate onSubmit={submit} className="mt-4 space-y-4">
          {children}
          {error && <Alert data-testid="offer-action-error">{error}</Alert>}
          <div className="flex flex-wrap justify-end gap-3 pt-2">
            <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={isPending} data-testid="form-dialog-cancel">
              {t('investorOffers.actions.cancel')}
            </Button>
            <Button
              type="submit"
              variant={tone === 'danger' ? 'danger' : 'primary'}
              isLoading={isPending}
              data-testid="form-dialog-submit"
            >
              {submitLabel}
            </Button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}
