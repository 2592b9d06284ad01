import { ERROR_LABELS } from '@emisja/shared';
import { useTranslation } from 'react-i18next';

/**
 * The whole page when the link leads nowhere: an unknown, expired or replaced token, or none (404 `error.tokenInactive`):
 * the catalogue's message (spec section 8) and what to do, as on the public offer pages.
 */
export function KycLinkInactive() {
  const { t } = useTranslation();
  return (
    <section
      data-testid="kyc-link-inactive"
      aria-labelledby="kyc-link-inactive-heading"
      className="mx-auto max-w-lg rounded-lg bg-white px-6 py-10 text-center shadow-xs ring-1 ring-gray-200"
    >
      <div
        aria-hidden="true"
        className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary"
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} className="size-6">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7.5v5.25M12 16.25v.01" strokeLinecap="round" />
        </svg>
      </div>
      <h1 id="kyc-link-inactive-heading" className="mt-5 text-2xl font-semibold tracking-tight text-gray-900">
        {t('kycForm.inactive.title')}
      </h1>
      <p data-testid="kyc-link-inactive-message" className="mt-3 text-gray-700">
        {t(`errors.${ERROR_LABELS.tokenInactive}`)}
      </p>
      <p className="mt-2 text-sm text-gray-600">{t('kycForm.inactive.description')}</p>
      <p className="mt-2 text-sm text-gray-500">{t('kycForm.inactive.contactAdvisor')}</p>
    </section>
  );
}
