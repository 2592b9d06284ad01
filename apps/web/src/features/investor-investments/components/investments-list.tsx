import type { TInvestorInvestmentRow } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InvestorListPage } from '@/components/investor-panel/investor-list-page';
import { CARD_LINK_CLASSES, LINK_CARD_CLASSES } from '@/components/investor-panel/panel-card';
import { cn } from '@/lib/cn';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useInvestments } from '../api/get-investments';
import { InvestmentStatusBadge } from './investment-status-badge';

/** `/app/investments`: the investor's investments as cards (a phone reads them as well as a wide screen), active first. */
export function InvestmentsList() {
  const { t } = useTranslation();
  const investments = useInvestments();
  return (
    <InvestorListPage
      title={t('investorPanel.investments.title')}
      subtitle={t('investorPanel.investments.subtitle')}
      query={investments}
      isEmpty={(rows) => rows.length === 0}
      empty={{
        'data-testid': 'investments-empty',
        title: t('investorPanel.investments.emptyTitle'),
        description: t('investorPanel.investments.emptyDescription'),
        action: <ButtonLink to={paths.app.offers.list.getHref()}>{t('investorPanel.investments.seeOffers')}</ButtonLink>,
      }}
    >
      {(rows) => (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="investments-list">
          {[...rows]
            .sort((a, b) => Number(a.status === 'finished') - Number(b.status === 'finished'))
            .map((investment) => (
              <li key={investment.id}>
                <InvestmentCard investment={investment} />
              </li>
            ))}
        </ul>
      )}
    </InvestorListPage>
  );
}

function InvestmentCard({ investment }: { investment: TInvestorInvestmentRow }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <article className={cn(LINK_CARD_CLASSES, 'p-5')} data-testid="investment-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-primary uppercase">
            {t(`campaign.types.${investment.campaignType}`)}
          </p>
          <h2 className="mt-1 text-base font-semibold break-words text-gray-900">
            {/* The whole card is the link (its ::after covers the card); the name is its text. */}
            <Link to={paths.app.investments.detail.getHref(investment.id)} className={CARD_LINK_CLASSES}>
              {investment.campaignName}
            </Link>
          </h2>
          <p className="text-sm text-gray-600">{investment.productCode}</p>
        </div>
        <InvestmentStatusBadge status={investment.status} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div>
          <dt className="text-gray-500">{t('investorPanel.investments.amount')}</dt>
          <dd className="font-semibold text-gray-900 tabular-nums" data-testid="investment-amount">
            {format.money(investment.amount, investment.currency)}
          </dd>
        </div>
        <div>
          <dt className="text-gray-500">{t('investorPanel.investments.interestRate')}</dt>
          <dd className="font-medium text-gray-900">
            {investment.interestRate === null
              ? t('investorPanel.investments.noInterest')
              : t('campaign.terms.interestRateValue', { rate: format.number(investment.interestRate) })}
          </dd>
        </div>
        <div>
          <dt className="text-gray-500">{t('investorPanel.investments.period')}</dt>
          <dd className="font-medium text-gray-900">
            {t('campaign.periodValue', { start: format.date(investment.startDate), end: format.date(investment.endDate) })}
          </dd>
        </div>
        <div>
          <dt className="text-gray-500">{t('investorPanel.investments.nextPayment')}</dt>
          <dd className="font-medium text-gray-900" data-testid="investment-next-payment">
            {investment.nextPaymentDate ? format.date(investment.nextPaymentDate) : t('investorPanel.investments.noNextPayment')}
          </dd>
        </div>
      </dl>
    </article>
  );
}
