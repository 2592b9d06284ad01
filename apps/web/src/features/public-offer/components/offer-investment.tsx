import type { TPublicOffer } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { OfferSection } from './offer-section';

type OfferInvestmentProps = {
  offer: Pick<TPublicOffer, 'investmentValue' | 'agreementDate' | 'product' | 'campaign' | 'investorEmail'>;
};

/**
 * An active offer on the public page (issue 18): the payment is confirmed, so the page shows the investment instead of
 * asking for the payment. The link's answer carries no schedule (the investment is the investor panel's, behind a login):
 * the page names the investment and leads to the panel, where the schedule is.
 */
export function OfferInvestment({ offer }: OfferInvestmentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <OfferSection id="offer-investment" title={t('publicOffer.investment.title')} size="card" className="space-y-4">
      <p className="text-sm text-gray-700">{t('publicOffer.investment.description')}</p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-gray-500">{t('publicOffer.investment.campaign')}</dt>
          <dd className="mt-0.5 font-medium break-words text-gray-900">
            {offer.campaign.name} · {offer.product.code}
          </dd>
        </div>
        {offer.investmentValue !== null && (
          <div>
            <dt className="text-gray-500">{t('publicOffer.investment.amount')}</dt>
            <dd className="mt-0.5 font-medium text-gray-900 tabular-nums" data-testid="offer-investment-amount">
              {format.money(offer.investmentValue, offer.product.currency)}
            </dd>
          </div>
        )}
        {offer.agreementDate !== null && (
          <div>
            <dt className="text-gray-500">{t('publicOffer.investment.agreementDate')}</dt>
            <dd className="mt-0.5 font-medium text-gray-900">{format.date(offer.agreementDate)}</dd>
          </div>
        )}
      </dl>
      <p className="text-sm text-gray-700">{t('publicOffer.investment.schedule', { email: offer.investorEmail })}</p>
      <ButtonLink to={paths.investorLogin.getHref()} data-testid="offer-investment-login">
        {t('publicOffer.investment.login')}
      </ButtonLink>
    </OfferSection>
  );
}
