import type { TInvestorOffer } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { OfferDeclaredTerms } from '@/components/offer/offer-declared-terms';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { OfferStatusBadge } from './offer-status-badge';

/** Where the offer stands (product-decisions section 3), what comes next, and the investment once the payment is confirmed. */
export function OfferStatusCard({ offer }: { offer: TInvestorOffer }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="offer-status-heading" className="space-y-3" data-testid="offer-status">
      <h2 id="offer-status-heading" className="text-base font-semibold text-gray-900">
        {t('investorPanel.offer.status.title')}
      </h2>
      <p>
        <OfferStatusBadge status={offer.status} />
      </p>
      <p className="text-sm text-gray-600" data-testid="offer-status-hint">
        {t(`investorPanel.offer.status.hints.${offer.status}`)}
      </p>
      <OfferDeclaredTerms offer={offer} />
      {offer.investmentId !== null && (
        <ButtonLink
          to={paths.app.investments.detail.getHref(offer.investmentId)}
          className="w-full"
          data-testid="offer-investment-link"
        >
          {t('investorPanel.offer.status.seeInvestment')}
        </ButtonLink>
      )}
    </section>
  );
}
