import { lazy, Suspense } from 'react';

// The login form brings react-hook-form, its zod resolver and the form helpers (~16 kB brotli) that the rest of a landing
// page does not need to show (issue 16, docs/performance-budgets.md). Its chunk is requested as soon as the page's module
// is evaluated, in parallel with the page's translations, so it is usually there by the first render; until then the
// form's place is kept, so the page does not jump when it appears. One module per form: a page reaches only its own form
// (and its translation groups, lib/i18n-routes.test.ts).
const loadForm = () => import('@/features/auth/components/investor-login-form');
const LazyForm = lazy(() => loadForm().then(({ InvestorLoginForm }) => ({ default: InvestorLoginForm })));

/** Starts loading the form with the page's code; a failure here is retried by lazy() on render (then the error page). */
export function preloadInvestorLoginForm() {
  loadForm().catch(() => undefined);
}

export function InvestorLoginForm() {
  return (
    <Suspense fallback={<div className="min-h-64" aria-hidden="true" />}>
      <LazyForm />
    </Suspense>
  );
}
