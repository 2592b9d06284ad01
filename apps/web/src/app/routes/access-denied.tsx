import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { BlankLayout } from '../layouts/blank-layout';

/** The 'No access' screen (spec section 2). */
export function Component() {
  const { t } = useTranslation();
  return (
    <BlankLayout>
      <div
        aria-hidden="true"
        className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary"
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} className="size-7">
          <rect x="5" y="10.5" width="14" height="10" rx="2" />
          <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" strokeLinecap="round" />
        </svg>
      </div>
      <h1 data-testid="access-denied-title" className="mt-6 text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
        {t('accessDenied.title')}
      </h1>
      <p className="mt-3 text-gray-600">{t('accessDenied.description')}</p>
      <Link
        to={paths.landing.getHref()}
        data-testid="access-denied-home-link"
        className="mt-8 inline-flex rounded-md bg-primary px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {t('common.backToHome')}
      </Link>
    </BlankLayout>
  );
}
