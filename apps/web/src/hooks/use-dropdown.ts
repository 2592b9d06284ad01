import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';

/**
 * How an open dropdown closes: a pointer pressed outside `rootRef`, or Escape, which also gives the focus back to its
 * button.
 */
function useDismiss({
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

/**
 * A button that opens a panel below it (the list filters' popover, the admin menu): one copy of the open state, the
 * button's ARIA wiring and the dismissal (a press outside, Escape) for every dropdown (issue 11). `openFor` ties the open
 * state to a key, the location's for a menu: the dropdown is open only at the key it was opened at, so any navigation
 * closes it.
 *
 * @example
 * const { rootRef, buttonRef, buttonProps, panelProps } = useDropdown();
 * <div ref={rootRef}><button ref={buttonRef} {...buttonProps}>Status</button><div {...panelProps}>...</div></div>
 */
export function useDropdown({ openFor = 'always' }: { openFor?: string } = {}) {
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isOpen = openAt === openFor;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpenAt(null), []);
  useDismiss({ isOpen, close, rootRef, buttonRef });
  return {
    isOpen,
    rootRef,
    buttonRef,
    buttonProps: {
      type: 'button' as const,
      'aria-expanded': isOpen,
      'aria-controls': panelId,
      onClick: () => setOpenAt(isOpen ? null : openFor),
    },
    panelProps: { id: panelId, hidden: !isOpen },
  };
}
