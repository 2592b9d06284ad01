import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The element a URL hash points at: `#faq` -> id "faq" (ids may hold encoded characters). */
function hashTarget(hash: string): HTMLElement | null {
  const id = hash.replace(/^#/, '');
  if (!id) return null;
  let decoded = id;
  try {
    decoded = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the id up as written.
  }
  return document.getElementById(decoded);
}

/** Spec section 2: a page change scrolls to the top, or to the element of the URL hash when there is one. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hashTarget(hash);
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
