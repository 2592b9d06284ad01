import { lazy, Suspense, type ComponentType } from 'react';

// A login form brings react-hook-form, its zod resolver and the form helpers (~16 kB brotli) that the rest of a landing
// page does not need to show (issue 16, docs/performance-budgets.md). Its chunk is requested as soon as the page's module
// is evaluated, in parallel with the page's translations, so it is usually there by the first render; until then the
// form's place is kept, so the page does not jump when it appears. Each form has its own module calling this factory with
// its own `import()`, so each stays a chunk of its own and a page reaches only its form (and its translation groups,
// lib/i18n-routes.test.ts).

export type TLazyLoginForm = {
  /** The form, its place kept empty until its chunk is in. */
  Form: ComponentType;
  /** Starts loading the form with the page's code; a failure here is retried by lazy() on render (then the error page). */
  preload: () => void;
};

export function createLazyLoginForm(load: () => Promise<{ default: ComponentType }>): TLazyLoginForm {
  const LazyForm = lazy(load);
  function Form() {
    return (
      <Suspense fallback={<div className="min-h-64" aria-hidden="true" />}>
        <LazyForm />
      </Suspense>
    );
  }
  return {
    Form,
    preload: () => {
      load().catch(() => undefined);
    },
  };
}
