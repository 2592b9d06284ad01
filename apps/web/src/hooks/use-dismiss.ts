import { useEffect, type RefObject } from 'react';

/**
 * How an open dropdown (a popover, the admin menu) closes: a pointer pressed outside `rootRef`, or Escape, which also gives
 * the focus back to its button. One copy for every dropdown (issue 11).
 */
export function useDismiss({
  isOpen,
  close,
  rootRef,
  buttonRef,
}: {
  isOpen: boolean;
  close: () => void;
  rootRef: RefObject<HTMLElement | null>;
  buttonRef: RefObject<HTMLElement | null>;
}) {
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen, close, rootRef, buttonRef]);
}
