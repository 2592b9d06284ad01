import { ERROR_LABELS } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
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
    <section
      data-testid="offer-unavailable"
      data-reason={reason}
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
      <h1 className="mt-5 text-2xl font-semibold tracking-tight text-gray-900">{t('publicOffer.unavailable.title')}</h1>
      <p data-testid="offer-unavailable-message" className="mt-3 text-gray-700">
        {t(`errors.${MESSAGE_LABELS[reason]}`)}
      </p>
      <p className="mt-2 text-sm text-gray-500">{t('publicOffer.unavailable.contactAdvisor')}</p>
    </section>
  );
}
