import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router';

export type UnsavedChangesGuard = {
  /** React Router's blocker: `blocked` while the user is asked whether to leave. */
  blocker: Blocker;
  /** Lets the next navigation through, e.g. back to the list after a successful save. */
  allowNavigation: () => void;
};

/**
 * Keeps a form with unsaved changes from being left by mistake: navigations inside the app wait for a confirmation
 * (render <UnsavedChangesDialog guard={guard} />), and closing or reloading the tab asks the browser's own question.
 * A navigation to the same address (e.g. a hash) is not held up.
 */
export function useUnsavedChangesGuard(isDirty: boolean): UnsavedChangesGuard {
  // A ref, not state: the save's own navigation follows in the same tick, before a re-render would update the blocker.
  const isNavigationAllowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      !isNavigationAllowed.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  const allowNavigation = useCallback(() => {
    isNavigationAllowed.current = true;
  }, []);

  return { blocker, allowNavigation };
}
