import {
  decimalToHundredths,
  formatMoney,
  hundredthsToDecimal,
  isoDateInTimeZone,
  isValidIsoDate,
  type Language,
  type TRecordSchedulePaymentRequest,
  type TServicedScheduleEntry,
} from '@emisja/shared';
import { fieldViolation, forbidden, notFound } from '../../lib/app-error.ts';
import type { AdvisorActor, RequestContext } from '../../lib/request-context.ts';
import { offerAccessOf } from '../advisors/advisor-actor.service.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { createRedirectLoginLink } from '../auth/redirect-login.service.ts';
import { writeEmail } from '../mail/mail.service.ts';
import { toServicedEntry } from './investor-investments.service.ts';
import {
  displayedScheduleStatus,
  findInvestmentMailFacts,
  lockScheduleRow,
  updateScheduleRowPayment,
  type RecordedPayment,
  type ScheduleRow,
} from './schedule.repository.ts';

// Schedule servicing in the advisor panel (product-decisions section 10; docs/decisions/033-investor-panel-server.md):
// `PATCH /api/advisor/investment/{id}/schedule/{rowId}`. A coordinator of the offer's network or the admin records what the
// issuer paid on a row of the payment schedule; the owner advisor alone sees the row but may not (403); anyone else gets 404.
// Rules:
// - `paid`: the full amount of the row (net interest + principal) on a day not in the future;
// - `partially paid`: 0 < amount < that full amount, on a day not in the future;
// - `cancelled`: the payment will not happen; amount and day cleared;
// - `unpaid`: puts the row back (a mistake recorded): amount and day cleared, stored `scheduled`, so it reads `unpaid` once
//   its payment date has passed and `scheduled` before.
// The row is locked for the change; the audit row keeps before and after; the investor gets an e-mail (PL/EN, the landing
// page's language) with a redirect link to the investment; summaries read the recorded payments, so they follow at once.

export type RecordSchedulePaymentInput = {
  investmentId: string;
  rowId: string;
} & Pick<TRecordSchedulePaymentRequest, 'status'> & { paidAmount?: string | null; paidAt?: string | null };

export interface RecordSchedulePaymentOutcome {
  entry: TServicedScheduleEntry;
  /** The investor's e-mail, to dispatch after the commit (none when nothing changed). */
  outboxIds: string[];
}

const hundredths = (value: string): bigint => {
  const parsed = decimalToHundredths(value);
  if (parsed === null) throw new RangeError(`not an amount: ${value}`);
  return parsed;
};

/** The day a payment was received: a real day, not later than today (Europe/Warsaw); 400 on `paidAt` otherwise. */
function checkPaidAt(paidAt: string | null | undefined, today: string, language: Language): string {
  if (!paidAt) throw fieldViolation('paidAt', 'validation.required', language);
  if (!isValidIsoDate(paidAt)) throw fieldViolation('paidAt', 'validation.invalidDate', language);
  // Zero-padded ISO dates sort in calendar order.
  if (paidAt > today) throw fieldViolation('paidAt', 'validation.paymentDateInFuture', language);
  return paidAt;
}

/** What the request writes on the row, checked against the row's full amount (400 with a violation otherwise). */
export function resolveRecordedPayment(
  row: Pick<ScheduleRow, 'net' | 'principal'>,
  input: Pick<RecordSchedulePaymentInput, 'status' | 'paidAmount' | 'paidAt'>,
  context: { userId: string; today: string; language: Language; currency: Parameters<typeof formatMoney>[1] },
): RecordedPayment {
  const { language } = context;
  if (input.status === 'cancelled' || input.status === 'unpaid') {
    return {
      status: input.status === 'cancelled' ? 'cancelled' : 'scheduled',
      paidAmount: null,
      paidAt: null,
      recordedByUserId: context.userId,
    };
  }
  const full = hundredths(row.net) + hundredths(row.principal);
  const money = (units: bigint) => formatMoney(hundredthsToDecimal(units), context.currency, language);
  if (input.paidAmount === null || input.paidAmount === undefined) {
    throw fieldViolation('paidAmount', 'validation.required', language);
  }
  const amount = hundredths(input.paidAmount);
  if (input.status === 'paid') {
    // Paid means the full amount: a different amount is a partial payment, or a typing mistake.
    if (amount < full) throw fieldViolation('paidAmount', 'validation.minValue', language, { min: money(full) });
    if (amount > full) throw fieldViolation('paidAmount', 'validation.maxValue', language, { max: money(full) });
  } else {
    if (amount <= 0n) throw fieldViolation('paidAmount', 'validation.minValue', language, { min: money(1n) });
    if (amount >= full) throw fieldViolation('paidAmount', 'validation.maxValue', language, { max: money(full - 1n) });
  }
  return {
    status: input.status,
    paidAmount: hundredthsToDecimal(amount),
    paidAt: checkPaidAt(input.paidAt, context.today, language),
    recordedByUserId: context.userId,
  };
}

const isSameRecord = (row: ScheduleRow, payment: RecordedPayment) =>
  row.status === payment.status && row.paidAmount === payment.paidAmount && row.paidAt === payment.paidAt;

/** `PATCH /api/advisor/investment/{id}/schedule/{rowId}`: records a payment on a schedule row (rules above). */
export async function recordSchedulePayment(
  context: RequestContext,
  actor: AdvisorActor,
  input: RecordSchedulePaymentInput,
): Promise<RecordSchedulePaymentOutcome> {
  const { landing } = context;
  const today = isoDateInTimeZone(new Date());
  return context.db.transaction(async (tx) => {
    const locked = await lockScheduleRow(tx, landing.id, { investmentId: input.investmentId, rowId: input.rowId });
    const access = locked ? offerAccessOf(actor, locked.offer) : null;
    if (!locked || !access?.canSee) throw notFound();
    if (!access.canManage) throw forbidden();
    const { row, investment } = locked;
    const payment = resolveRecordedPayment(row, input, {
      userId: actor.userId,
      today,
      language: context.language,
      currency: investment.currency,
    });
    if (isSameRecord(row, payment)) {
      return { entry: toServicedEntry(row, displayedScheduleStatus(row.status, row.paymentDate, today)), outboxIds: [] };
    }
    const updated = await updateScheduleRowPayment(tx, row.id, payment);
    const shownStatus = displayedScheduleStatus(updated.status, updated.paymentDate, today);
    const facts = await findInvestmentMailFacts(tx, landing.id, investment.id, landing.language);
    if (!facts) throw new Error(`investment ${investment.id} has no investor or campaign`);
    await writeAudit(tx, context, {
      action: 'schedule-payment-recorded',
      actor: { userId: actor.userId, label: context.session?.email ?? null },
      entity: { type: 'payment-schedule-entry', id: row.id },
      before: { status: row.status, paidAmount: row.paidAmount, paidAt: row.paidAt },
      after: { status: updated.status, paidAmount: updated.paidAmount, paidAt: updated.paidAt },
      metadata: { investmentId: investment.id, offerId: investment.offerId, periodNo: row.periodNo, recorded: input.status },
    });
    const investmentPath = `/app/investments/${investment.id}`;
    const link =
      (await createRedirectLoginLink(tx, context, { userId: facts.investorUserId, targetPath: investmentPath })) ??
      `${context.baseUrl}/`;
    const mailLanguage = landing.language;
    const money = (value: string) => formatMoney(value, investment.currency, mailLanguage);
    const outboxId = await writeEmail(tx, context, {
      to: facts.investorEmail,
      language: mailLanguage,
      template: {
        name: 'schedule-payment-recorded',
        data: {
          campaignName: facts.campaignName,
          productCode: facts.productCode,
          periodNo: updated.periodNo,
          paymentDate: updated.paymentDate,
          status: shownStatus,
          amountDue: money(hundredthsToDecimal(hundredths(updated.net) + hundredths(updated.principal))),
          paidAmount: updated.paidAmount === null ? null : money(updated.paidAmount),
          paidAt: updated.paidAt,
          link,
        },
      },
    });
    return { entry: toServicedEntry(updated, shownStatus), outboxIds: [outboxId] };
  });
}
