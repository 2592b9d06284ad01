import { ERROR_LABELS } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { LinkUnavailable } from '@/components/ui/link-unavailable';

/**
 * The whole page when the link leads nowhere: an unknown, expired or replaced token, or none (404 `error.tokenInactive`):
 * the catalogue's message (spec section 8) and what to do, as on the public offer pages.
 */
export function KycLinkInactive() {
  const { t } = useTranslation();
  return (
    <LinkUnavailable
      data-testid="kyc-link-inactive"
      title={t('kycForm.inactive.title')}
      message={t(`errors.${ERROR_LABELS.tokenInactive}`)}
    >
      <p className="mt-2 text-sm text-gray-600">{t('kycForm.inactive.description')}</p>
      <p className="mt-2 text-sm text-gray-500">{t('kycForm.inactive.contactAdvisor')}</p>
    </LinkUnavailable>
  );
}
