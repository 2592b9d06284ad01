import type { TInvestorInvestment } from '@emisja/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackToListLink, InvestorDetailPage } from '@/components/investor-panel/investor-detail-page';
import { CampaignTerms } from '@/components/campaign/campaign-terms';
import { PANEL_CARD_CLASSES } from '@/components/investor-panel/panel-card';
import { TEXT_LINK_CLASSES } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useInvestment } from '../api/get-investment';
import { InvestmentStatusBadge } from './investment-status-badge';
import { PaymentSchedule } from './payment-schedule';

function BackLink() {
  const { t } = useTranslation();
  return <BackToListLink to={paths.app.investments.list.getHref()}>{t('investorPanel.investments.backToList')}</BackToListLink>;
}

/** `/app/investments/{id}` (spec section 2): one investment, its terms and its payment schedule. */
export function InvestmentPage({ investmentId }: { investmentId: string }) {
  const { t, i18n } = useTranslation();
  const investment = useInvestment(investmentId, currentLanguage(i18n));
  return (
    <InvestorDetailPage
      query={investment}
      backLink={<BackLink />}
      notFound={{ 'data-testid': 'investment-not-found', title: t('investorPanel.investments.notFound') }}
    >
      {(data) => <InvestmentDetails investment={data} />}
    </InvestorDetailPage>
  );
}

function Detail({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-gray-500">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-gray-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function InvestmentDetails({ investment }: { investment: TInvestorInvestment }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { campaign, product, advisor } = investment;
  const none = t('investorPanel.common.none');
  return (
    <article className="space-y-8" data-testid="investment-page">
      <header className="space-y-3">
        <BackLink />
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-primary uppercase">{t(`campaign.types.${campaign.type}`)}</p>
            <h1
              className="mt-1 text-2xl font-semibold tracking-tight break-words text-gray-900"
              data-testid="investment-campaign"
            >
              {campaign.name}
            </h1>
            <p className="mt-1 text-sm text-gray-600">
              {campaign.issuerName} · {product.code}
            </p>
          </div>
          <InvestmentStatusBadge status={investment.status} />
        </div>
      </header>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <section aria-labelledby="investment-details-heading" className={`${PANEL_CARD_CLASSES} lg:col-span-2`}>
          <h2 id="investment-details-heading" className="text-lg font-semibold text-gray-900">
            {t('investorPanel.investments.details')}
          </h2>
          <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
            <Detail label={t('investorPanel.investments.amount')} testId="investment-detail-amount">
              {format.money(investment.amount, investment.currency)}
            </Detail>
            <Detail label={t('investorPanel.investments.interestRate')}>
              {investment.interestRate === null
                ? t('investorPanel.investments.noInterest')
                : t('campaign.terms.interestRateValue', { rate: format.number(investment.interestRate) })}
            </Detail>
            <Detail label={t('investorPanel.investments.startDate')}>{format.date(investment.startDate)}</Detail>
            <Detail label={t('investorPanel.investments.endDate')}>{format.date(investment.endDate)}</Detail>
            <Detail label={t('investorPanel.investments.agreementDate')}>
              {investment.agreementDate ? format.date(investment.agreementDate) : none}
            </Detail>
            <Detail label={t('investorPanel.investments.paymentDate')}>
              {investment.paymentDate ? format.date(investment.paymentDate) : none}
            </Detail>
            <Detail label={t('investorPanel.investments.nextPayment')}>
              {investment.nextPaymentDate
                ? format.date(investment.nextPaymentDate)
                : t('investorPanel.investments.noNextPayment')}
            </Detail>
            <Detail label={t('investorPanel.investments.agreement')}>
              <Link
                to={paths.app.offers.detail.getHref(investment.offerId)}
                className={TEXT_LINK_CLASSES}
                data-testid="investment-offer-link"
              >
                {t('investorPanel.investments.openOffer')}
              </Link>
            </Detail>
          </dl>
        </section>
        <section aria-labelledby="investment-advisor-heading" className={PANEL_CARD_CLASSES}>
          <h2 id="investment-advisor-heading" className="text-lg font-semibold text-gray-900">
            {t('investorPanel.common.advisor')}
          </h2>
          <dl className="mt-4 space-y-2 text-sm">
            <Detail label={t('investorPanel.common.advisorName')}>{advisor.name}</Detail>
            <Detail label={t('investorPanel.common.email')}>
              <a href={`mailto:${advisor.email}`} className={TEXT_LINK_CLASSES}>
                {advisor.email}
              </a>
            </Detail>
            {advisor.phone && (
              <Detail label={t('investorPanel.common.phone')}>
                <a href={`tel:${advisor.phone.replace(/\s+/g, '')}`} className={TEXT_LINK_CLASSES}>
                  {advisor.phone}
                </a>
              </Detail>
            )}
          </dl>
        </section>
      </div>

      {(campaign.debt || campaign.equity) && (
        <section aria-labelledby="investment-terms-heading" className={PANEL_CARD_CLASSES}>
          <h2 id="investment-terms-heading" className="mb-4 text-lg font-semibold text-gray-900">
            {t('campaign.terms.title')}
          </h2>
          <CampaignTerms campaign={campaign} className="grid grid-cols-1 gap-x-6 gap-y-4 text-sm sm:grid-cols-2 lg:grid-cols-4" />
        </section>
      )}

      <PaymentSchedule
        investmentId={investment.id}
        productCode={investment.productCode}
        currency={investment.currency}
        schedule={investment.schedule}
      />
    </article>
  );
}
