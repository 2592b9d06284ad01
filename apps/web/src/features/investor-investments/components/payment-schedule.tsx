import type { Currency, TServicedScheduleEntry } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { PaymentScheduleTable } from '@/components/schedule/payment-schedule-table';
import { Button } from '@/components/ui/button';
import { useDownloadSchedule } from '../hooks/use-download-schedule';

type PaymentScheduleProps = {
  investmentId: string;
  productCode: string;
  currency: Currency;
  schedule: TServicedScheduleEntry[];
};

function DownloadIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
      <path d="M10.75 2.75a.75.75 0 0 0-1.5 0v8.614L6.295 8.235a.75.75 0 1 0-1.09 1.03l4.25 4.5a.75.75 0 0 0 1.09 0l4.25-4.5a.75.75 0 0 0-1.09-1.03l-2.955 3.129V2.75Z" />
      <path d="M3.5 12.75a.75.75 0 0 0-1.5 0v2.5A2.75 2.75 0 0 0 4.75 18h10.5A2.75 2.75 0 0 0 18 15.25v-2.5a.75.75 0 0 0-1.5 0v2.5c0 .69-.56 1.25-1.25 1.25H4.75c-.69 0-1.25-.56-1.25-1.25v-2.5Z" />
    </svg>
  );
}

/**
 * The investment's payment schedule (spec section 3; product-decisions sections 4 and 10): the table both panels show
 * (components/schedule), with the CSV and iCalendar downloads above it.
 */
export function PaymentSchedule({ investmentId, productCode, currency, schedule }: PaymentScheduleProps) {
  const { t } = useTranslation();
  const download = useDownloadSchedule(investmentId, productCode);

  return (
    <section aria-labelledby="schedule-heading" className="space-y-4" data-testid="investment-schedule">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="schedule-heading" className="text-lg font-semibold text-gray-900">
          {t('investorPanel.investments.schedule.title')}
        </h2>
        {schedule.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {(
              [
                { format: 'csv', label: t('investorPanel.investments.schedule.downloadCsv') },
                { format: 'ics', label: t('investorPanel.investments.schedule.downloadIcs') },
              ] as const
            ).map(({ format, label }) => (
              <Button
                key={format}
                variant="secondary"
                className="px-3 py-1.5"
                data-testid={`schedule-download-${format}`}
                isLoading={download.isPending && download.variables === format}
                onClick={() => download.mutate(format)}
              >
                <DownloadIcon />
                {label}
              </Button>
            ))}
          </div>
        )}
      </div>
      <PaymentScheduleTable
        schedule={schedule}
        currency={currency}
        overdueAdvice={t('investorPanel.investments.schedule.overdueAdvice')}
      />
    </section>
  );
}
