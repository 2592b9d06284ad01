import { ERROR_LABELS } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { LinkUnavailable } from '@/components/ui/link-unavailable';
import type { TOfferUnavailableReason } from '../lib/offer-unavailable';

const MESSAGE_LABELS = {
  tokenInactive: ERROR_LABELS.tokenInactive,
  offerOutOfDate: ERROR_LABELS.offerOutOfDate,
} as const satisfies Record<TOfferUnavailableReason, string>;

/**
 * The whole page when the link leads nowhere: an unknown token or none ('Token nie jest już aktywny') or a finished offer
 * or ended campaign ('Oferta jest nieaktualna: ...'), the texts of the shared error catalogue (spec section 8).
 */
export function OfferUnavailable({ reason }: { reason: TOfferUnavailableReason }) {
  const { t } = useTranslation();
  return (
    <LinkUnavailable
      data-testid="offer-unavailable"
      reason={reason}
      title={t('publicOffer.unavailable.title')}
      message={t(`errors.${MESSAGE_LABELS[reason]}`)}
    >
      <p className="mt-2 text-sm text-gray-500">{t('publicOffer.unavailable.contactAdvisor')}</p>
    </LinkUnavailable>
  );
}
