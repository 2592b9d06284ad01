import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * Focus handling of a modal dialog: when it opens, focus moves to what `initialFocus` picks; Tab stays inside the dialog;
 * Escape cancels unless `isPending`; when it closes, focus returns where it was. Returns the dialog's keydown handler.
 */
export function useModalFocus({
  isOpen,
  dialogRef,
  initialFocus,
  isPending,
  onCancel,
}: {
  isOpen: boolean;
  dialogRef: RefObject<HTMLElement | null>;
  initialFocus: () => HTMLElement | null | undefined;
  isPending: boolean;
  onCancel: () => void;
}) {
  useEffect(() => {
    if (!isOpen) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    initialFocus()?.focus();
    return () => previous?.focus();
    // The initial focus is chosen once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);

  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!isPending) onCancel();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
