import { useTranslation } from 'react-i18next';
import { PaymentScheduleTable } from '@/components/schedule/payment-schedule-table';
import { ButtonLink } from '@/components/ui/button-link';
import { RetryAlert } from '@/components/ui/retry-alert';
import { BusyStatus } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useOfferInvestment } from '../api/get-offer-investment';

/**
 * An active offer's investment on the offer page (issue 18): once the payment is confirmed the page shows what it became,
 * the amount, the dates and the payment schedule (the one table of both panels), instead of asking for the payment.
 */
export function OfferInvestmentCard({ investmentId }: { investmentId: string }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const investment = useOfferInvestment(investmentId, currentLanguage(i18n));
  return (
    <section aria-labelledby="offer-investment-heading" className="space-y-4" data-testid="offer-investment">
      <h2 id="offer-investment-heading" className="text-lg font-semibold text-gray-900">
        {t('investorPanel.offer.investment.title')}
      </h2>
      <p className="text-sm text-gray-700">{t('investorPanel.offer.investment.description')}</p>
      {investment.isPending && <BusyStatus>{t('investorPanel.common.loading')}</BusyStatus>}
      {investment.isError && <RetryAlert error={investment.error} onRetry={() => void investment.refetch()} />}
      {investment.data && (
        <>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-gray-500">{t('investorPanel.investments.amount')}</dt>
              <dd className="mt-0.5 font-medium text-gray-900 tabular-nums" data-testid="offer-investment-amount">
                {format.money(investment.data.amount, investment.data.currency)}
              </dd>
            </div>
            <div>
              <dt className="text-gray-500">{t('investorPanel.investments.paymentDate')}</dt>
              <dd className="mt-0.5 font-medium text-gray-900">
                {investment.data.paymentDate ? format.date(investment.data.paymentDate) : t('investorPanel.common.none')}
              </dd>
            </div>
            <div>
              <dt className="text-gray-500">{t('investorPanel.investments.nextPayment')}</dt>
              <dd className="mt-0.5 font-medium text-gray-900">
                {investment.data.nextPaymentDate
                  ? format.date(investment.data.nextPaymentDate)
                  : t('investorPanel.investments.noNextPayment')}
              </dd>
            </div>
          </dl>
          <h3 className="text-base font-semibold text-gray-900">{t('investorPanel.investments.schedule.title')}</h3>
          <PaymentScheduleTable
            schedule={investment.data.schedule}
            currency={investment.data.currency}
            overdueAdvice={t('investorPanel.investments.schedule.overdueAdvice')}
            data-testid="offer-investment-schedule"
          />
          <ButtonLink
            variant="secondary"
            to={paths.app.investments.detail.getHref(investmentId)}
            data-testid="offer-investment-open"
          >
            {t('investorPanel.offer.investment.open')}
          </ButtonLink>
        </>
      )}
    </section>
  );
}
