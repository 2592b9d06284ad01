import type { TInvestorOffer } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { OfferStatusBadge } from './offer-status-badge';

/** Where the offer stands (product-decisions section 3), what comes next, and the investment once the payment is confirmed. */
export function OfferStatusCard({ offer }: { offer: TInvestorOffer }) {
  const { t } = useTranslation();
  const format = useFormat();
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
      {(offer.investmentValue !== null || offer.agreementDate !== null) && (
        <dl className="space-y-1 text-sm">
          {offer.investmentValue !== null && (
            <div className="flex flex-wrap gap-x-1.5">
              <dt className="text-gray-500">{t('investorPanel.offer.status.amount')}:</dt>
              <dd className="font-medium text-gray-900 tabular-nums" data-testid="offer-investment-value">
                {format.money(offer.investmentValue, offer.product.currency)}
              </dd>
            </div>
          )}
          {offer.agreementDate !== null && (
            <div className="flex flex-wrap gap-x-1.5">
              <dt className="text-gray-500">{t('investorPanel.offer.status.agreementDate')}:</dt>
              <dd className="font-medium text-gray-900">{format.date(offer.agreementDate)}</dd>
            </div>
          )}
        </dl>
      )}
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
