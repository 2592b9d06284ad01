import type { TInvestment } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';

const COLUMNS = ['periodNo', 'periodFrom', 'periodTo', 'paymentDate', 'gross', 'tax', 'net', 'principal', 'status'] as const;
const AMOUNT_COLUMNS = new Set<string>(['gross', 'tax', 'net', 'principal']);

/** The investment's payment schedule (spec section 3 "Payment schedule"): period from/to, payment date, gross, tax, net, status. */
export function PaymentSchedule({ investment }: { investment: TInvestment }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="space-y-2">
      <h3 id="offer-schedule-heading" className="text-base font-semibold text-gray-900">
        {t('investorOffers.detail.schedule')}
      </h3>
      {investment.schedule.length === 0 ? (
        <p className="text-sm text-gray-500">{t('investorOffers.detail.scheduleEmpty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg ring-1 ring-gray-200">
          <table
            aria-labelledby="offer-schedule-heading"
            data-testid="offer-schedule"
            className="min-w-full divide-y divide-gray-200 bg-white text-sm"
          >
            <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-700 uppercase">
              <tr>
                {COLUMNS.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={AMOUNT_COLUMNS.has(column) ? 'px-3 py-2 text-right' : 'px-3 py-2 text-left'}
                  >
                    {t(`investorOffers.detail.scheduleColumns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {investment.schedule.map((entry) => (
                <tr key={entry.periodNo} data-testid="offer-schedule-row">
                  <td className="px-3 py-2">{entry.periodNo}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{format.date(entry.periodFrom)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{format.date(entry.periodTo)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{format.date(entry.paymentDate)}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">{format.number(entry.gross)}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">{format.number(entry.tax)}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">{format.number(entry.net)}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">{format.number(entry.principal)}</td>
                  <td className="px-3 py-2">{t(`investorOffers.detail.scheduleStatuses.${entry.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
