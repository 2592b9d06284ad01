import type {
  Language,
  TInvestorCurrencySummary,
  TInvestorInvestmentRow,
  TInvestorPaymentMonth,
  TServicedScheduleEntry,
} from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import {
  findInvestorInvestment,
  findInvestorInvestments,
  type InvestorInvestmentRecord,
  type InvestorScope,
} from './investor-investments.repository.ts';
import {
  findCurrencyTotals,
  findNextPayments,
  findPaidByMonth,
  findScheduledByMonth,
  type PaymentMonthRecord,
} from './investor-summary.repository.ts';
import { scheduleCsv, scheduleFileName, scheduleIcs } from './schedule-export.ts';
import { findScheduleRows, type ScheduleRow } from './schedule.repository.ts';

// An investor's investments as the investor panel reads them (product-decisions section 10; docs/decisions/033-investor-panel-
// server.md): the rows, one investment with its serviced schedule, and the money of the summary. Only the investor's own
// rows on their landing page (`InvestorScope`); every date rule uses `today` in Europe/Warsaw, given by the caller.

export type { InvestorInvestmentRecord, InvestorScope };

export interface InvestorReadOptions {
  language: Language;
  /** `yyyy-mm-dd` in Europe/Warsaw. */
  today: string;
}

export function toInvestmentRow(record: InvestorInvestmentRecord): TInvestorInvestmentRow {
  return {
    id: record.id,
    offerId: record.offerId,
    campaignId: record.campaignId,
    campaignName: record.campaignName,
    campaignType: record.campaignType,
    productCode: record.productCode,
    amount: record.amount,
    currency: record.currency,
    startDate: record.startDate,
    endDate: record.endDate,
    status: record.status,
    interestRate: record.interestRate,
    nextPaymentDate: record.nextPaymentDate,
  };
}

/** A schedule row as both panels show it: with its id, its displayed status and what was recorded as paid. */
export function toServicedEntry(row: ScheduleRow, displayedStatus: TServicedScheduleEntry['status']): TServicedScheduleEntry {
  return {
    id: row.id,
    periodNo: row.periodNo,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    paymentDate: row.paymentDate,
    gross: row.gross,
    tax: row.tax,
    net: row.net,
    principal: row.principal,
    status: displayedStatus,
    paidAmount: row.paidAmount,
    paidAt: row.paidAt,
  };
}

/** The schedule of an investment by period, each row serviced and with its status on `today`. */
export async function getServicedSchedule(
  db: DbExecutor,
  investmentId: string,
  today: string,
): Promise<TServicedScheduleEntry[]> {
  const rows = await findScheduleRows(db, investmentId, today);
  return rows.map((row) => toServicedEntry(row, row.displayedStatus));
}

/** `GET /investor-api/investments`: the investor's investments, active first, newest start first. */
export async function listInvestorInvestments(
  db: DbExecutor,
  scope: InvestorScope,
  options: InvestorReadOptions,
): Promise<TInvestorInvestmentRow[]> {
  return (await findInvestorInvestments(db, scope, options)).map(toInvestmentRow);
}

/** One of the investor's investments with its serviced schedule; null when it is not theirs. */
export async function findInvestorInvestmentWithSchedule(
  db: DbExecutor,
  scope: InvestorScope,
  investmentId: string,
  options: InvestorReadOptions,
): Promise<{ investment: InvestorInvestmentRecord; schedule: TServicedScheduleEntry[] } | null> {
  const investment = await findInvestorInvestment(db, scope, investmentId, options);
  if (!investment) return null;
  return { investment, schedule: await getServicedSchedule(db, investment.id, options.today) };
}

/**
 * The money of the investor's summary: per currency (docs/decisions/033, "Money") and per month of the chart (recorded payments
 * by the month of their day, what active investments still have to pay by the month of its payment date; net interest and
 * principal). Every figure is summed by the database on numeric.
 */
export async function summarizeInvestorMoney(
  db: DbExecutor,
  scope: InvestorScope,
  options: InvestorReadOptions,
): Promise<{ currencies: TInvestorCurrencySummary[]; payments: TInvestorPaymentMonth[] }> {
  const [totals, nextPayments, paid, scheduled] = await Promise.all([
    findCurrencyTotals(db, scope),
    findNextPayments(db, scope, options),
    findPaidByMonth(db, scope),
    findScheduledByMonth(db, scope),
  ]);
  const nextByCurrency = new Map(nextPayments.map((next) => [next.currency, next]));
  const currencies = totals.map((total): TInvestorCurrencySummary => {
    const next = nextByCurrency.get(total.currency);
    return {
      ...total,
      nextPayment: next
        ? { date: next.date, amountNet: next.amountNet, investmentId: next.investmentId, campaignName: next.campaignName }
        : null,
    };
  });
  return { currencies, payments: mergeMonths(paid, scheduled) };
}

/** One entry per month and currency that has a payment or a scheduled one, oldest month first. */
function mergeMonths(paid: PaymentMonthRecord[], scheduled: PaymentMonthRecord[]): TInvestorPaymentMonth[] {
  const months = new Map<string, TInvestorPaymentMonth>();
  const entry = (record: PaymentMonthRecord) => {
    const key = `${record.month}|${record.currency}`;
    let found = months.get(key);
    if (!found) {
      found = { month: record.month, currency: record.currency, paid: '0.00', scheduled: '0.00' };
      months.set(key, found);
    }
    return found;
  };
  for (const record of paid) entry(record).paid = record.amount;
  for (const record of scheduled) entry(record).scheduled = record.amount;
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency));
}

/** A schedule file to send: its bytes, type and name. */
export interface ScheduleFile {
  content: Buffer | string;
  mimeType: string;
  fileName: string;
}

/**
 * `GET /investor-api/investment/{id}/schedule.csv|.ics`: the investor's schedule as a file in `options.language`; null when the
 * investment is not theirs. `host` names the calendar events' UIDs, `siteTitle` the calendar's producer.
 */
export async function exportInvestorSchedule(
  db: DbExecutor,
  scope: InvestorScope,
  investmentId: string,
  options: InvestorReadOptions & { format: 'csv' | 'ics'; host: string; siteTitle: string },
): Promise<ScheduleFile | null> {
  const investment = await findInvestorInvestment(db, scope, investmentId, options);
  if (!investment) return null;
  const rows = (await findScheduleRows(db, investment.id, options.today)).map((row) => ({
    ...row,
    status: row.displayedStatus,
  }));
  const { language } = options;
  if (options.format === 'csv') {
    return {
      content: scheduleCsv(investment, rows, language),
      mimeType: 'text/csv; charset=utf-8',
      fileName: scheduleFileName(investment, language, 'csv'),
    };
  }
  return {
    content: scheduleIcs(investment, rows, { language, host: options.host, siteTitle: options.siteTitle }),
    mimeType: 'text/calendar; charset=utf-8',
    fileName: scheduleFileName(investment, language, 'ics'),
  };
}
