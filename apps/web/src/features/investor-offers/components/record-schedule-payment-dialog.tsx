import { zodResolver } from '@hookform/resolvers/zod';
import {
  decimalToHundredths,
  hundredthsToDecimal,
  isoDateInTimeZone,
  isValidIsoDate,
  RECORDABLE_SCHEDULE_STATUSES,
  zAmountInput,
  type Currency,
  type Language,
  type TRecordSchedulePaymentRequest,
  type TServicedScheduleEntry,
} from '@emisja/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SCHEDULE_STATUS_KEYS } from '@/components/schedule/schedule-status';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/notify';
import { applyServerError, useFieldErrorText } from '@/lib/form-errors';
import { useFormat } from '@/lib/format';
import { useRecordSchedulePayment } from '../api/record-schedule-payment';
import { FormDialog } from './form-dialog';

type RecordedStatus = (typeof RECORDABLE_SCHEDULE_STATUSES)[number];

/** Paid and partially paid carry an amount and a day; cancelled and unpaid clear them (the server's rule). */
const isAmountRecorded = (status: RecordedStatus) => status === 'paid' || status === 'partially paid';

/**
 * The form of ZRecordSchedulePaymentRequestSchema: the amount typed with a comma or a dot (the shared amount input), the day
 * a real one and not after `today` (Europe/Warsaw, as the server checks). Whether the amount fits the row (paid = the full
 * amount, partially paid = less) is the server's answer, shown on the field.
 */
function recordPaymentFormSchema(today: string) {
  return z
    .object({ status: z.enum(RECORDABLE_SCHEDULE_STATUSES), paidAmount: z.string(), paidAt: z.string() })
    .superRefine((values, context) => {
      if (!isAmountRecorded(values.status)) return;
      const amount = zAmountInput().safeParse(values.paidAmount);
      if (!amount.success) {
        context.addIssue({ code: 'custom', path: ['paidAmount'], message: amount.error.issues[0]?.message });
      }
      let dateProblem: string | null = null;
      if (!values.paidAt) dateProblem = 'validation.required';
      else if (!isValidIsoDate(values.paidAt)) dateProblem = 'validation.invalidDate';
      // Zero-padded ISO days sort in calendar order.
      else if (values.paidAt > today) dateProblem = 'validation.paymentDateInFuture';
      if (dateProblem) context.addIssue({ code: 'custom', path: ['paidAt'], message: dateProblem });
    })
    .transform((values): TRecordSchedulePaymentRequest => {
      if (!isAmountRecorded(values.status)) return { status: values.status };
      return { status: values.status, paidAmount: zAmountInput().parse(values.paidAmount), paidAt: values.paidAt };
    });
}
type RecordPaymentForm = z.input<ReturnType<typeof recordPaymentFormSchema>>;

/** What a row pays in full: its net interest plus principal, in the amount's decimal form. */
function fullAmountOf(entry: Pick<TServicedScheduleEntry, 'net' | 'principal'>): string {
  return hundredthsToDecimal((decimalToHundredths(entry.net) ?? 0n) + (decimalToHundredths(entry.principal) ?? 0n));
}

/** An amount as the user types it in `language` (a decimal comma in Polish). */
const typedAmount = (value: string, language: Language) => (language === 'pl' ? value.replace('.', ',') : value);

/** The form starts from what the row records, else from a full payment today. */
function defaultsOf(entry: TServicedScheduleEntry, today: string, language: Language): RecordPaymentForm {
  const recorded = RECORDABLE_SCHEDULE_STATUSES.find((status) => status === entry.status && status !== 'unpaid');
  return {
    status: recorded ?? 'paid',
    paidAmount: typedAmount(entry.paidAmount ?? fullAmountOf(entry), language),
    paidAt: entry.paidAt ?? today,
  };
}

type RecordSchedulePaymentDialogProps = {
  offerId: string;
  investmentId: string;
  currency: Currency;
  entry: TServicedScheduleEntry;
  language: Language;
  onClose: () => void;
};

/**
 * "Record payment" on a schedule row of the advisor's offer page (coordinators and admins: `recordSchedulePayment` in the
 * offer's allowedActions): the status, and for a payment its amount and day. The server's violations go on their fields,
 * anything else above the buttons; success closes with a toast and the row shows the answer.
 */
export function RecordSchedulePaymentDialog({
  offerId,
  investmentId,
  currency,
  entry,
  language,
  onClose,
}: RecordSchedulePaymentDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const fieldError = useFieldErrorText();
  const [today] = useState(() => isoDateInTimeZone(new Date()));
  const [formError, setFormError] = useState<string | null>(null);
  const record = useRecordSchedulePayment(offerId, investmentId, language);
  const form = useForm<RecordPaymentForm, unknown, TRecordSchedulePaymentRequest>({
    resolver: zodResolver(recordPaymentFormSchema(today)),
    defaultValues: defaultsOf(entry, today, language),
  });
  const status = useWatch({ control: form.control, name: 'status' });
  const fullAmount = format.money(fullAmountOf(entry), currency);

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await record.mutateAsync({ rowId: entry.id, body });
      notify.success({ title: t('investorOffers.schedulePayment.success', { periodNo: entry.periodNo }) });
      onClose();
    } catch (error) {
      setFormError(applyServerError(error, { fields: ['paidAmount', 'paidAt'], setError: form.setError, t }));
    }
  });

  return (
    <FormDialog
      isOpen
      title={t('investorOffers.schedulePayment.title', { periodNo: entry.periodNo })}
      description={t('investorOffers.schedulePayment.description', {
        date: format.date(entry.paymentDate),
        amount: fullAmount,
      })}
      submitLabel={t('investorOffers.schedulePayment.submit')}
      isPending={record.isPending}
      error={formError}
      onSubmit={() => void submit()}
      onCancel={onClose}
      data-testid="record-schedule-payment-dialog"
    >
      <div className="space-y-4">
        <SelectField
          {...form.register('status')}
          label={t('investorOffers.schedulePayment.status')}
          isRequired
          options={RECORDABLE_SCHEDULE_STATUSES.map((value) => ({
            value,
            label: t(`investorOffers.schedulePayment.statuses.${SCHEDULE_STATUS_KEYS[value]}`),
          }))}
          data-testid="schedule-payment-status"
        />
        {isAmountRecorded(status) && (
          <>
            <TextField
              {...form.register('paidAmount')}
              label={t('investorOffers.schedulePayment.amount')}
              hint={t('investorOffers.schedulePayment.amountHint', { amount: fullAmount })}
              inputMode="decimal"
              autoComplete="off"
              isRequired
              error={fieldError(form.formState.errors.paidAmount)}
              data-testid="schedule-payment-amount"
            />
            <TextField
              {...form.register('paidAt')}
              type="date"
              max={today}
              label={t('investorOffers.schedulePayment.paidAt')}
              isRequired
              error={fieldError(form.formState.errors.paidAt)}
              data-testid="schedule-payment-date"
            />
          </>
        )}
      </div>
    </FormDialog>
  );
}
