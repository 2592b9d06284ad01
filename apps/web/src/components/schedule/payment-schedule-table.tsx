import { isoDateInTimeZone, type Currency, type TServicedScheduleEntry } from '@emisja/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/ui/status-badge';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { isOverdue, SCHEDULE_STATUS_KEYS, SCHEDULE_STATUS_TONES } from './schedule-status';
import { ScrollRegion } from '@/components/ui/scroll-region';

type PaymentScheduleTableProps = {
  schedule: TServicedScheduleEntry[];
  currency: Currency;
  /** The action column (the advisor's "record a payment"): what a row offers, if anything. Without it, no column. */
  rowAction?: (entry: TServicedScheduleEntry) => ReactNode;
  /** A sentence after the overdue note: what the reader can do about it (the investor: contact the advisor). */
  overdueAdvice?: string;
  'data-testid'?: string;
};

const CELL = 'px-3 py-2.5 whitespace-nowrap';
const MONEY_CELL = `${CELL} text-right tabular-nums`;
const MONEY_COLUMNS = ['gross', 'tax', 'net', 'principal'] as const;

/**
 * A payment schedule as both panels show it (spec section 3; product-decisions sections 4 and 10; the investor's investment
 * and the advisor's offer page): period, payment date, gross, tax, net, principal and status with what was recorded as paid,
 * and optionally an action per row. A row past its date and not paid stands out by a word, the note above the table and the
 * date in bold, never by its colour alone. The table scrolls inside its box on a phone.
 */
export function PaymentScheduleTable({
  schedule,
  currency,
  rowAction,
  overdueAdvice,
  'data-testid': testId = 'schedule-table',
}: PaymentScheduleTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const today = isoDateInTimeZone(new Date());
  const money = (value: string) => format.money(value, currency);
  const overdueCount = schedule.filter((entry) => isOverdue(entry, today)).length;

  if (schedule.length === 0) return <p className="text-sm text-gray-500">{t('schedule.empty')}</p>;
  return (
    <div className="space-y-4">
      {overdueCount > 0 && (
        <p
          className="rounded-md bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200 ring-inset"
          data-testid="schedule-overdue-note"
        >
          {t('schedule.overdueNote', { count: overdueCount })}
          {overdueAdvice && ` ${overdueAdvice}`}
        </p>
      )}
      {/* `relative`: visually hidden texts (absolutely placed) scroll with the table instead of widening the page. */}
      <ScrollRegion
        label={t('schedule.caption', { currency })}
        className="relative rounded-lg bg-white shadow-xs ring-1 ring-gray-200"
      >
        <table className="min-w-full divide-y divide-gray-200 text-sm" data-testid={testId}>
          <caption className="sr-only">{t('schedule.caption', { currency })}</caption>
          <thead className="bg-gray-50 text-left text-xs font-semibold text-gray-600">
            <tr>
              <th scope="col" className={CELL}>
                {t('schedule.columns.period')}
              </th>
              <th scope="col" className={CELL}>
                {t('schedule.columns.paymentDate')}
              </th>
              {MONEY_COLUMNS.map((column) => (
                <th key={column} scope="col" className={`${CELL} text-right`}>
                  {t(`schedule.columns.${column}`)}
                </th>
              ))}
              <th scope="col" className={CELL}>
                {t('schedule.columns.status')}
              </th>
              {rowAction && (
                <th scope="col" className={CELL}>
                  {t('schedule.columns.action')}
                </th>
              )}
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
                    {t('schedule.periodValue', { from: format.date(entry.periodFrom), to: format.date(entry.periodTo) })}
                  </th>
                  <td className={cn(CELL, isLate && 'font-semibold text-red-800')}>{format.date(entry.paymentDate)}</td>
                  <td className={MONEY_CELL}>{money(entry.gross)}</td>
                  <td className={MONEY_CELL}>{money(entry.tax)}</td>
                  <td className={`${MONEY_CELL} font-medium text-gray-900`}>{money(entry.net)}</td>
                  <td className={MONEY_CELL}>{money(entry.principal)}</td>
                  <td className={CELL}>
                    <StatusBadge tone={SCHEDULE_STATUS_TONES[entry.status]} data-testid="schedule-status">
                      {t(`schedule.statuses.${SCHEDULE_STATUS_KEYS[entry.status]}`)}
                    </StatusBadge>
                    {isLate && entry.status !== 'unpaid' && (
                      <span className="ml-2 text-xs font-semibold text-red-800">{t('schedule.overdue')}</span>
                    )}
                    {entry.paidAmount !== null && entry.paidAt !== null && (
                      <span className="mt-1 block text-xs text-gray-600" data-testid="schedule-paid">
                        {t('schedule.paidOn', { amount: money(entry.paidAmount), date: format.date(entry.paidAt) })}
                      </span>
                    )}
                  </td>
                  {rowAction && <td className={CELL}>{rowAction(entry)}</td>}
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
