import { hundredthsToDecimal, isoDateInTimeZone, type Currency } from '@emisja/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { axisMaximum, type TChartMonth } from '../lib/payment-chart';
import { ScrollRegion } from '@/components/ui/scroll-region';

// The drawing's own units (the SVG scales to its box): a slot per month, the value axis on the left.
const SLOT = 28;
const BAR = 16;
const LEFT = 64;
const RIGHT = 8;
const TOP = 12;
const BOTTOM = 28;
const HEIGHT = 220;
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;
const GRID_LINES = 4;
/** Below this many pixels per month on screen the chart scrolls inside its box instead of squeezing the bars. */
const MIN_SLOT_PX = 22;

type PaymentsChartProps = { months: TChartMonth[]; currency: Currency };

/**
 * Net payments per month of one currency (issue 13): what was paid (solid) and what is scheduled (light), stacked, with a
 * line at the current month. Plain SVG, no chart library: a screen reader gets the figure's summary and a table with the
 * same numbers under it (docs/decisions/033-investor-panel-web.md).
 */
export function PaymentsChart({ months, currency }: PaymentsChartProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const descriptionId = useId();
  const money = (value: bigint) => format.money(hundredthsToDecimal(value), currency);

  const maximum = axisMaximum(months);
  const width = LEFT + RIGHT + months.length * SLOT;
  const y = (value: bigint) => TOP + PLOT_HEIGHT - (Number(value) / 100 / maximum) * PLOT_HEIGHT;
  const labelEvery = Math.max(1, Math.ceil(months.length / 12));
  const currentMonth = isoDateInTimeZone(new Date()).slice(0, 7);
  const currentIndex = months.findIndex((month) => month.month === currentMonth);
  const totalPaid = months.reduce((sum, month) => sum + month.paid, 0n);
  const totalScheduled = months.reduce((sum, month) => sum + month.scheduled, 0n);
  const first = months[0];
  const last = months.at(-1);

  return (
    <figure className="space-y-3" data-testid={`payments-chart-${currency}`}>
      <figcaption id={titleId} className="sr-only">
        {t('investorPanel.home.chart.title', { currency })}
      </figcaption>
      <p id={descriptionId} className="sr-only">
        {first && last
          ? t('investorPanel.home.chart.description', {
              from: format.month(first.month),
              to: format.month(last.month),
              paid: money(totalPaid),
              scheduled: money(totalScheduled),
            })
          : ''}
      </p>
      <ScrollRegion label={t('investorPanel.home.chart.title', { currency })}>
        <svg
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="xMinYMid meet"
          className="h-auto w-full"
          style={{ minWidth: `${LEFT + months.length * MIN_SLOT_PX}px`, maxHeight: '18rem' }}
        >
          {Array.from({ length: GRID_LINES + 1 }, (_, index) => {
            const value = (maximum / GRID_LINES) * index;
            const lineY = TOP + PLOT_HEIGHT - (PLOT_HEIGHT / GRID_LINES) * index;
            return (
              <g key={index} aria-hidden="true">
                <line x1={LEFT} x2={width - RIGHT} y1={lineY} y2={lineY} className="stroke-gray-200" strokeWidth={1} />
                <text x={LEFT - 6} y={lineY + 4} textAnchor="end" className="fill-gray-500 text-[10px]">
                  {format.number(value, { decimals: 0 })}
                </text>
              </g>
            );
          })}
          {currentIndex >= 0 && (
            <g aria-hidden="true">
              <line
                x1={LEFT + currentIndex * SLOT}
                x2={LEFT + currentIndex * SLOT}
                y1={TOP - 4}
                y2={TOP + PLOT_HEIGHT}
                className="stroke-gray-400"
                strokeDasharray="3 3"
              />
            </g>
          )}
          {months.map((month, index) => {
            const x = LEFT + index * SLOT + (SLOT - BAR) / 2;
            const paidTop = y(month.paid);
            const totalTop = y(month.paid + month.scheduled);
            return (
              <g key={month.month} data-testid="payments-chart-month" data-month={month.month}>
                <title>
                  {t('investorPanel.home.chart.monthTitle', {
                    month: format.month(month.month),
                    paid: money(month.paid),
                    scheduled: money(month.scheduled),
                  })}
                </title>
                {month.scheduled > 0n && (
                  <rect x={x} y={totalTop} width={BAR} height={paidTop - totalTop} rx={2} className="fill-primary/30" />
                )}
                {month.paid > 0n && (
                  <rect x={x} y={paidTop} width={BAR} height={TOP + PLOT_HEIGHT - paidTop} rx={2} className="fill-primary" />
                )}
                {index % labelEvery === 0 && (
                  <text
                    x={LEFT + index * SLOT + SLOT / 2}
                    y={HEIGHT - 10}
                    textAnchor="middle"
                    className="fill-gray-500 text-[10px]"
                    aria-hidden="true"
                  >
                    {format.month(month.month, 'short')}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </ScrollRegion>
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-xs text-gray-600" aria-hidden="true">
        <li className="flex items-center gap-2">
          <span className="size-3 rounded-sm bg-primary" />
          {t('investorPanel.home.chart.paid')}
        </li>
        <li className="flex items-center gap-2">
          <span className="size-3 rounded-sm bg-primary/30" />
          {t('investorPanel.home.chart.scheduled')}
        </li>
        {currentIndex >= 0 && (
          <li className="flex items-center gap-2">
            <span className="h-3 border-l border-dashed border-gray-400" />
            {t('investorPanel.home.chart.currentMonth')}
          </li>
        )}
      </ul>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
          {t('investorPanel.home.chart.showTable')}
        </summary>
        <div className="mt-3 max-h-80 overflow-auto rounded-md ring-1 ring-gray-200">
          <table className="min-w-full text-sm" data-testid={`payments-table-${currency}`}>
            <caption className="sr-only">{t('investorPanel.home.chart.tableCaption', { currency })}</caption>
            <thead className="sticky top-0 bg-gray-50 text-left text-xs font-semibold text-gray-600">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('investorPanel.home.chart.month')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('investorPanel.home.chart.paid')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('investorPanel.home.chart.scheduled')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {months.map((month) => (
                <tr key={month.month}>
                  <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap text-gray-900">
                    {format.month(month.month)}
                  </th>
                  <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{money(month.paid)}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{money(month.scheduled)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
