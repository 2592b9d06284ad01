import type { Language, TOfferDetail, TServicedScheduleEntry } from '@emisja/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentScheduleTable } from '@/components/schedule/payment-schedule-table';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/format';
import { RecordSchedulePaymentDialog } from './record-schedule-payment-dialog';

type PaymentScheduleProps = {
  offerId: string;
  investment: NonNullable<TOfferDetail['investment']>;
  /** Coordinators of the offer's network and admins record payments (`recordSchedulePayment` in allowedActions). */
  canRecordPayments: boolean;
  language: Language;
};

/**
 * The investment's payment schedule on the advisor's offer page (spec section 3 "Payment schedule"): the table both panels
 * show (components/schedule), with "Record payment" on every row for those who service it (product-decisions section 10).
 */
export function PaymentSchedule({ offerId, investment, canRecordPayments, language }: PaymentScheduleProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [recording, setRecording] = useState<TServicedScheduleEntry | null>(null);
  const rowAction = (entry: TServicedScheduleEntry) => (
    <Button
      variant="secondary"
      className="px-3 py-1.5"
      aria-label={t('investorOffers.schedulePayment.buttonLabel', {
        periodNo: entry.periodNo,
        date: format.date(entry.paymentDate),
      })}
      onClick={() => setRecording(entry)}
      data-testid="schedule-record-payment"
    >
      {t('investorOffers.schedulePayment.button')}
    </Button>
  );

  return (
    <section aria-labelledby="offer-schedule-heading" className="space-y-2" data-testid="offer-schedule">
      <h3 id="offer-schedule-heading" className="text-base font-semibold text-gray-900">
        {t('investorOffers.detail.schedule')}
      </h3>
      <PaymentScheduleTable
        schedule={investment.schedule}
        currency={investment.currency}
        rowAction={canRecordPayments ? rowAction : undefined}
      />
      {recording && (
        <RecordSchedulePaymentDialog
          offerId={offerId}
          investmentId={investment.id}
          currency={investment.currency}
          entry={recording}
          language={language}
          onClose={() => setRecording(null)}
        />
      )}
    </section>
  );
}
