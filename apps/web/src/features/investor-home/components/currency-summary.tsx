import type { TInvestorCurrencySummary } from '@emisja/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PANEL_CARD_CLASSES } from '@/components/investor-panel/panel-card';
import { TEXT_LINK_CLASSES } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';

function Figure({ label, value, detail, testId }: { label: string; value: ReactNode; detail?: ReactNode; testId: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-gray-500">{label}</dt>
      <dd className="mt-1">
        <span className="block text-xl font-semibold break-words text-gray-900 tabular-nums" data-testid={testId}>
          {value}
        </span>
        {detail && <span className="mt-0.5 block text-xs text-gray-500">{detail}</span>}
      </dd>
    </div>
  );
}

/**
 * The figures of one currency (money is never summed across currencies): invested in active investments, interest paid and
 * still due (gross and net), and the next payment with its date and investment.
 */
export function CurrencySummary({ summary }: { summary: TInvestorCurrencySummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (value: string) => format.money(value, summary.currency);
  const headingId = `summary-${summary.currency}-heading`;
  return (
    <section aria-labelledby={headingId} data-testid={`summary-${summary.currency}`} className={PANEL_CARD_CLASSES}>
      <h3 id={headingId} className="text-base font-semibold text-gray-900">
        {t('investorPanel.home.summary.currencyTitle', { currency: summary.currency })}
      </h3>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-5 sm:grid-cols-2">
        <Figure
          label={t('investorPanel.home.summary.invested')}
          value={money(summary.invested)}
          detail={t('investorPanel.home.summary.activeInvestments', { count: summary.activeInvestments })}
          testId="summary-invested"
        />
        <Figure
          label={t('investorPanel.home.summary.interestPaid')}
          value={money(summary.interestPaidNet)}
          detail={t('investorPanel.home.summary.netOfGross', { gross: money(summary.interestPaidGross) })}
          testId="summary-interest-paid"
        />
        <Figure
          label={t('investorPanel.home.summary.interestDue')}
          value={money(summary.interestDueNet)}
          detail={t('investorPanel.home.summary.netOfGross', { gross: money(summary.interestDueGross) })}
          testId="summary-interest-due"
        />
        <Figure
          label={t('investorPanel.home.summary.nextPayment')}
          value={summary.nextPayment ? money(summary.nextPayment.amountNet) : t('investorPanel.home.summary.noNextPayment')}
          detail={
            summary.nextPayment && (
              <>
                <span data-testid="summary-next-payment-date">{format.date(summary.nextPayment.date)}</span>
                {' · '}
                <Link to={paths.app.investments.detail.getHref(summary.nextPayment.investmentId)} className={TEXT_LINK_CLASSES}>
                  {summary.nextPayment.campaignName}
                </Link>
              </>
            )
          }
          testId="summary-next-payment"
        />
      </dl>
    </section>
  );
}
