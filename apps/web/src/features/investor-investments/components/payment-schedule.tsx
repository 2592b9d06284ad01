import { isoDateInTimeZone, type Currency, type TServicedScheduleEntry } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useDownloadSchedule } from '../hooks/use-download-schedule';
import { isOverdue, SCHEDULE_STATUS_KEYS, SCHEDULE_STATUS_TONES } from '../lib/schedule';

type PaymentScheduleProps = {
  investmentId: string;
  productCode: string;
  currency: Currency;
  schedule: TServicedScheduleEntry[];
};

const CELL = 'px-3 py-2.5 whitespace-nowrap';
const MONEY_CELL = `${CELL} text-right tabular-nums`;

function DownloadIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
      <path d="M10.75 2.75a.75.75 0 0 0-1.5 0v8.614L6.295 8.235a.75.75 0 1 0-1.09 1.03l4.25 4.5a.75.75 0 0 0 1.09 0l4.25-4.5a.75.75 0 0 0-1.09-1.03l-2.955 3.129V2.75Z" />
      <path d="M3.5 12.75a.75.75 0 0 0-1.5 0v2.5A2.75 2.75 0 0 0 4.75 18h10.5A2.75 2.75 0 0 0 18 15.25v-2.5a.75.75 0 0 0-1.5 0v2.5c0 .69-.56 1.25-1.25 1.25H4.75c-.69 0-1.25-.56-1.25-1.25v-2.5Z" />
    </svg>
  );
}

/**
 * The payment schedule (spec section 3; product-decisions sections 4 and 10): period, payment date, gross, tax, net,
 * principal and status with what was recorded as paid; a row past its date and not paid stands out (colour, a word and
 * the date, never colour alone). The table scrolls inside its box on a phone; the downloads stay above it.
 */
export function PaymentSchedule({ investmentId, productCode, currency, schedule }: PaymentScheduleProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const download = useDownloadSchedule(investmentId, productCode);
  const today = isoDateInTimeZone(new Date());
  const money = (value: string) => format.money(value, currency);
  const overdueCount = schedule.filter((entry) => isOverdue(entry, today)).length;

  return (
    <section aria-labelledby="schedule-heading" className="space-y-4" data-testid="investment-schedule">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="schedule-heading" className="text-lg font-semibold text-gray-900">
          {t('investorPanel.investments.schedule.title')}
        </h2>
        {schedule.length > 0 && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              className="px-3 py-1.5"
              data-testid="schedule-download-csv"
              isLoading={download.isPending && download.variables === 'csv'}
              onClick={() => download.mutate('csv')}
            >
              <DownloadIcon />
              {t('investorPanel.investments.schedule.downloadCsv')}
            </Button>
            <Button
              variant="secondary"
              className="px-3 py-1.5"
              data-testid="schedule-download-ics"
              isLoading={download.isPending && download.variables === 'ics'}
              onClick={() => download.mutate('ics')}
            >
              <DownloadIcon />
              {t('investorPanel.investments.schedule.downloadIcs')}
            </Button>
          </div>
        )}
      </div>
      {overdueCount > 0 && (
        <p
          className="rounded-md bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200 ring-inset"
          data-testid="schedule-overdue-note"
        >
          {t('investorPanel.investments.schedule.overdueNote', { count: overdueCount })}
        </p>
      )}
      {schedule.length === 0 ? (
        <p className="text-sm text-gray-500">{t('investorPanel.investments.schedule.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg bg-white shadow-xs ring-1 ring-gray-200">
          <table className="min-w-full divide-y divide-gray-200 text-sm" data-testid="schedule-table">
            <caption className="sr-only">{t('investorPanel.investments.schedule.caption', { currency })}</caption>
            <thead className="bg-gray-50 text-left text-xs font-semibold text-gray-600">
              <tr>
                <th scope="col" className={CELL}>
                  {t('investorPanel.investments.schedule.columns.period')}
                </th>
                <th scope="col" className={CELL}>
                  {t('investorPanel.investments.schedule.columns.paymentDate')}
                </th>
                <th scope="col" className={`${CELL} text-right`}>
                  {t('investorPanel.investments.schedule.columns.gross')}
                </th>
                <th scope="col" className={`${CELL} text-right`}>
                  {t('investorPanel.investments.schedule.columns.tax')}
                </th>
                <th scope="col" className={`${CELL} text-right`}>
                  {t('investorPanel.investments.schedule.columns.net')}
                </th>
                <th scope="col" className={`${CELL} text-right`}>
                  {t('investorPanel.investments.schedule.columns.principal')}
                </th>
                <th scope="col" className={CELL}>
                  {t('investorPanel.investments.schedule.columns.status')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {schedule.map((entry) => {
                const isLate = isOverdue(entry, today);
                return (
                  <tr
                    key={entry.id}
                    data-testid="schedule-row"
                    data-status={entry.status}
                    data-overdue={isLate || undefined}
                    className={cn(isLate && 'bg-red-50')}
                  >
                    <th scope="row" className={`${CELL} text-left font-normal text-gray-900`}>
                      <span className="mr-2 text-xs text-gray-500">{entry.periodNo}.</span>
                      {t('investorPanel.investments.schedule.periodValue', {
                        from: format.date(entry.periodFrom),
                        to: format.date(entry.periodTo),
                      })}
                    </th>
                    <td className={cn(CELL, isLate && 'font-semibold text-red-800')}>{format.date(entry.paymentDate)}</td>
                    <td className={MONEY_CELL}>{money(entry.gross)}</td>
                    <td className={MONEY_CELL}>{money(entry.tax)}</td>
                    <td className={`${MONEY_CELL} font-medium text-gray-900`}>{money(entry.net)}</td>
                    <td className={MONEY_CELL}>{money(entry.principal)}</td>
                    <td className={CELL}>
                      <StatusBadge tone={SCHEDULE_STATUS_TONES[entry.status]} data-testid="schedule-status">
                        {t(`investorPanel.investments.schedule.statuses.${SCHEDULE_STATUS_KEYS[entry.status]}`)}
                      </StatusBadge>
                      {isLate && entry.status !== 'unpaid' && (
                        <span className="ml-2 text-xs font-semibold text-red-800">
                          {t('investorPanel.investments.schedule.overdue')}
                        </span>
                      )}
                      {entry.paidAmount !== null && entry.paidAt !== null && (
                        <span className="mt-1 block text-xs text-gray-600" data-testid="schedule-paid">
                          {t('investorPanel.investments.schedule.paidOn', {
                            amount: money(entry.paidAmount),
                            date: format.date(entry.paidAt),
                          })}
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
