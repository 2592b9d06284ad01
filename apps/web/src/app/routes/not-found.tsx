import { ErrorPage } from '../error-page';

/** Any unmatched path: the error page with status 404 and 'Page not found: {path}' (spec section 2). */
export function Component() {
  return <ErrorPage status={404} />;
}
