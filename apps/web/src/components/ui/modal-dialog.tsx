import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useModalFocus } from '@/hooks/use-modal-focus';
import { Button } from './button';

export type ModalDialogProps = {
  isOpen: boolean;
  /** Also the dialog's accessible name. */
  title: string;
  description?: ReactNode;
  /** What stands between the description and the buttons: a form's fields and its error, if any. */
  children?: ReactNode;
  /** The confirming (submitting) button's text, e.g. "Archive". */
  confirmLabel: string;
  /** "Cancel" unless told otherwise. */
  cancelLabel?: string;
  /** Destructive actions confirm with a red button. */
  tone: 'danger' | 'primary';
  /** The action runs: the confirming button shows it and the dialog cannot be dismissed meanwhile. */
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /**
   * A form dialog: the content and the buttons are one form (Enter submits, the confirming button is its submit) and the
   * focus starts on the first field. Otherwise the focus starts on the cancelling button, the safe choice.
   */
  isForm?: boolean;
  /** `<prefix>-cancel` and `<prefix>-confirm` (or `-submit` in a form) name the buttons for tests. */
  buttonTestIdPrefix: string;
  'data-testid'?: string;
};

const FIRST_FIELD = 'input:not([disabled]), select:not([disabled]), textarea';

/**
 * The one modal of the app (role dialog, named by its title), under ConfirmDialog and the form dialogs: focus moves in when
 * it opens, stays inside while it is open and returns where it was when it closes; Escape cancels unless the action runs.
 */
export function ModalDialog({
  isOpen,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  tone,
  isPending = false,
  onConfirm,
  onCancel,
  isForm = false,
  buttonTestIdPrefix,
  'data-testid': testId,
}: ModalDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = useModalFocus({
    isOpen,
    dialogRef,
    initialFocus: () => (isForm ? dialogRef.current?.querySelector<HTMLElement>(FIRST_FIELD) : null) ?? cancelRef.current,
    isPending,
    onCancel,
  });

  if (!isOpen) return null;

  const buttons = (
    <div className={isForm ? 'flex flex-wrap justify-end gap-3 pt-2' : 'mt-6 flex flex-wrap justify-end gap-3'}>
      <Button
        ref={cancelRef}
        variant="secondary"
        onClick={onCancel}
        disabled={isPending}
        data-testid={`${buttonTestIdPrefix}-cancel`}
      >
        {cancelLabel ?? t('common.cancel')}
      </Button>
      <Button
        type={isForm ? 'submit' : 'button'}
        variant={tone === 'danger' ? 'danger' : 'primary'}
        onClick={isForm ? undefined : onConfirm}
        isLoading={isPending}
        data-testid={`${buttonTestIdPrefix}-${isForm ? 'submit' : 'confirm'}`}
      >
        {confirmLabel}
      </Button>
    </div>
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isPending) onConfirm();
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
        {isForm ? (
          <form noValidate onSubmit={submit} className="mt-4 space-y-4">
            {children}
            {buttons}
          </form>
        ) : (
          <>
            {children}
            {buttons}
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}
