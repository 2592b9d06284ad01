import type { Currency, TInvestorSummary } from '@emisja/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PANEL_CARD_CLASSES } from '@/components/investor-panel/panel-card';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { BusyStatus } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useInvestorSummary } from '../api/get-investor-summary';
import { chartCurrencies, chartMonths } from '../lib/payment-chart';
import { CurrencySummary } from './currency-summary';
import { KycState } from './kyc-state';
import { OfferCounts } from './offer-counts';
import { PaymentsChart } from './payments-chart';

function Section({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4" data-testid={`home-${id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

type InvestorHomeProps = {
  /** The greeting's name (the user data). */
  userName: string;
  /** The context switcher for a user with several panels, from the app layer. */
  contextSwitcher?: ReactNode;
};

/**
 * `/app` in the investor context (issue 13; product-decisions section 10): the summary per currency, the payments over
 * time, the offers by status and the questionnaire, with a clear next step for a new investor.
 */
export function InvestorHome({ userName, contextSwitcher }: InvestorHomeProps) {
  const { t } = useTranslation();
  const summary = useInvestorSummary();
  return (
    <div className="space-y-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 data-testid="app-user-name" className="text-2xl font-semibold tracking-tight text-gray-900">
            {t('app.home.greeting', { name: userName })}
          </h1>
          <p className="mt-1 text-sm text-gray-600">{t('investorPanel.home.subtitle')}</p>
        </div>
        {contextSwitcher}
      </header>
      {summary.isPending ? (
        <BusyStatus data-testid="home-loading">{t('investorPanel.common.loading')}</BusyStatus>
      ) : summary.isError ? (
        <RetryAlert error={summary.error} onRetry={() => void summary.refetch()} data-testid="home-error" />
      ) : (
        <HomeSections summary={summary.data} />
      )}
    </div>
  );
}

function HomeSections({ summary }: { summary: TInvestorSummary }) {
  const { t } = useTranslation();
  const offerTotal = Object.values(summary.offerCounts).reduce((sum, count) => sum + count, 0);
  const hasInvestments = summary.currencies.length > 0;
  return (
    <>
      <Section
        id="summary"
        title={t('investorPanel.home.summary.title')}
        action={
          hasInvestments && (
            <ButtonLink to={paths.app.investments.list.getHref()} variant="secondary" className="px-3 py-1.5">
              {t('investorPanel.home.summary.allInvestments')}
            </ButtonLink>
          )
        }
      >
        {hasInvestments ? (
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {summary.currencies.map((currency) => (
              <CurrencySummary key={currency.currency} summary={currency} />
            ))}
          </div>
        ) : (
          <EmptyState
            data-testid="home-no-investments"
            title={t('investorPanel.home.empty.investmentsTitle')}
            description={t('investorPanel.home.empty.investmentsDescription')}
            action={
              <>
                {offerTotal > 0 && (
                  <ButtonLink to={paths.app.offers.list.getHref()}>{t('investorPanel.home.empty.seeOffers')}</ButtonLink>
                )}
                <ButtonLink to={paths.app.products.list.getHref()} variant={offerTotal > 0 ? 'secondary' : 'primary'}>
                  {t('investorPanel.home.empty.seeProducts')}
                </ButtonLink>
              </>
            }
          />
        )}
      </Section>

      {summary.payments.length > 0 && (
        <Section id="payments" title={t('investorPanel.home.chart.sectionTitle')}>
          <div className={PANEL_CARD_CLASSES}>
            <PaymentsByCurrency payments={summary.payments} />
          </div>
        </Section>
      )}

      <Section id="offers" title={t('investorPanel.home.offers.title')}>
        {offerTotal > 0 ? (
          <OfferCounts counts={summary.offerCounts} />
        ) : (
          <EmptyState
            data-testid="home-no-offers"
            title={t('investorPanel.home.empty.offersTitle')}
            description={t('investorPanel.home.empty.offersDescription')}
            action={
              <ButtonLink to={paths.app.products.list.getHref()} variant="secondary">
                {t('investorPanel.home.empty.seeProducts')}
              </ButtonLink>
            }
          />
        )}
      </Section>

      <Section id="kyc" title={t('investorPanel.kyc.title')}>
        <div className={PANEL_CARD_CLASSES}>
          <KycState kyc={summary.kyc} />
        </div>
      </Section>
    </>
  );
}

/** One chart per currency (amounts of different currencies are never drawn on one axis), chosen with tabs when several. */
function PaymentsByCurrency({ payments }: { payments: TInvestorSummary['payments'] }) {
  const { t } = useTranslation();
  const currencies = chartCurrencies(payments);
  const [chosen, setChosen] = useState<Currency | null>(null);
  const currency = chosen !== null && currencies.includes(chosen) ? chosen : currencies[0];
  if (currency === undefined) return null;
  return (
    <div className="space-y-4">
      {currencies.length > 1 && (
        <div role="group" aria-label={t('investorPanel.home.chart.currency')} className="flex flex-wrap gap-2">
          {currencies.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === currency}
              onClick={() => setChosen(option)}
              data-testid={`payments-currency-${option}`}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-semibold ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                option === currency
                  ? 'bg-primary text-white ring-primary'
                  : 'bg-white text-gray-700 ring-gray-300 hover:bg-gray-50',
              )}
            >
              {option}
            </button>
          ))}
        </div>
      )}
      <PaymentsChart key={currency} currency={currency} months={chartMonths(payments, currency)} />
    </div>
  );
}
