import type { TOfferDictionary, TPublicOffer } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { OfferDeclaredTerms } from '@/components/offer/offer-declared-terms';
import { currentLanguage } from '@/lib/i18n';
import { OfferSection } from './offer-section';

type OfferStatusProps = {
  offer: Pick<TPublicOffer, 'status' | 'investmentValue' | 'agreementDate' | 'product'>;
  /** The server's status labels when the dictionary has loaded; this app's own otherwise. */
  dictionary: TOfferDictionary | undefined;
};

/** Where the offer stands (product-decisions section 3) and what the investor may do next. */
export function OfferStatus({ offer, dictionary }: OfferStatusProps) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const label =
    dictionary?.offerStatuses.find((status) => status.value === offer.status)?.label[language] ??
    t(`offerStatuses.${offer.status}`);
  return (
    <OfferSection id="offer-status" title={t('publicOffer.status.title')} size="panel" className="space-y-3">
      <p>
        <span
          data-testid="offer-status-label"
          data-status={offer.status}
          className="inline-flex items-center rounded-full bg-primary/10 px-2.5 py-1 text-sm font-semibold text-primary"
        >
          {label}
        </span>
      </p>
      <p className="text-sm text-gray-600" data-testid="offer-status-hint">
        {t(`publicOffer.status.hints.${offer.status}`)}
      </p>
      <OfferDeclaredTerms offer={offer} />
    </OfferSection>
  );
}
