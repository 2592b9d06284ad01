import { DEFAULT_ERROR_STATUS } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { paths } from '@/config/paths';
import { BlankLayout } from './layouts/blank-layout';

type ErrorPageProps = {
  /** HTTP-like status; 500 unless told otherwise (spec section 9). */
  status?: number;
  /** The status message; by default "Page not found: {path}" for 404 and the default error message otherwise. */
  message?: string;
  description?: string;
};

/** The error page of spec section 2: 'Page Not Found' for 404, 'Internal Server Error' for any other status. */
export function ErrorPage({ status = DEFAULT_ERROR_STATUS, message, description }: ErrorPageProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isNotFound = status === 404;
  const title = isNotFound ? t('errorPage.notFound.title') : t('errorPage.serverError.title');
  const statusMessage =
    message ?? (isNotFound ? t('errorPage.notFound.message', { path: pathname }) : t('errors.errorDefaultMessage'));
  const details = description ?? (isNotFound ? t('errorPage.notFound.description') : t('errorPage.serverError.description'));

  return (
    <BlankLayout>
      <p className="text-7xl font-semibold tracking-tight text-primary">
        <span className="sr-only">{t('errorPage.statusLabel')}: </span>
        <span data-testid="error-status">{status}</span>
      </p>
      <h1 data-testid="error-title" className="mt-4 text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
        {title}
      </h1>
      <p data-testid="error-message" className="mt-4 font-medium break-words text-gray-800">
        {statusMessage}
      </p>
      <p data-testid="error-description" className="mt-2 text-gray-600">
        {details}
      </p>
      {/* After a crash a full reload leaves the broken state behind. */}
      <Link
        to={paths.landing.getHref()}
        reloadDocument={!isNotFound}
        className="mt-8 inline-flex rounded-md bg-primary px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {t('common.backToHome')}
      </Link>
    </BlankLayout>
  );
}

/**
 * The router's errorElement: an error thrown while rendering or loading any route shows the error page. Error
 * responses keep their status; anything else is a 500 without internals (React has already logged the error).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : DEFAULT_ERROR_STATUS} />;
}
