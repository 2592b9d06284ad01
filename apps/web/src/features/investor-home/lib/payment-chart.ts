import { decimalToHundredths, type Currency, type TInvestorPaymentMonth } from '@emisja/shared';

/** One month of one currency's chart: money in grosze (exact), so the table and the totals never drift by a grosz. */
export type TChartMonth = { month: string; paid: bigint; scheduled: bigint };

function hundredths(amount: string): bigint {
  return decimalToHundredths(amount) ?? 0n;
}

/** `yyyy-mm` -> the next month. */
export function nextMonth(month: string): string {
  const [year = 0, monthNo = 1] = month.split('-').map(Number);
  const next = monthNo === 12 ? { year: year + 1, monthNo: 1 } : { year, monthNo: monthNo + 1 };
  return `${String(next.year).padStart(4, '0')}-${String(next.monthNo).padStart(2, '0')}`;
}

/** The currencies that have payments, in the order the server sends them. */
export function chartCurrencies(payments: readonly TInvestorPaymentMonth[]): Currency[] {
  return [...new Set(payments.map((payment) => payment.currency))];
}

/**
 * One currency's months from the first to the last with a payment, the months between filled with zeros (a chart over
 * time must not skip quiet months), sums per month when the server sends a month twice.
 */
export function chartMonths(payments: readonly TInvestorPaymentMonth[], currency: Currency): TChartMonth[] {
  const byMonth = new Map<string, TChartMonth>();
  for (const payment of payments) {
    if (payment.currency !== currency) continue;
    const current = byMonth.get(payment.month) ?? { month: payment.month, paid: 0n, scheduled: 0n };
    byMonth.set(payment.month, {
      month: payment.month,
      paid: current.paid + hundredths(payment.paid),
      scheduled: current.scheduled + hundredths(payment.scheduled),
    });
  }
  const months = [...byMonth.keys()].sort();
  const first = months[0];
  const last = months.at(-1);
  if (first === undefined || last === undefined) return [];
  const result: TChartMonth[] = [];
  for (let month = first; month <= last; month = nextMonth(month)) {
    result.push(byMonth.get(month) ?? { month, paid: 0n, scheduled: 0n });
  }
  return result;
}

/**
 * The top of the value axis: the largest month rounded up to 1, 2 or 5 times a power of ten (in whole units), so the
 * grid lines fall on round amounts. At least 1.
 */
export function axisMaximum(months: readonly TChartMonth[]): number {
  const largest = Math.max(0, ...months.map((month) => Number(month.paid + month.scheduled) / 100));
  if (largest <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(largest));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= largest) ?? 10;
  return step * magnitude;
}
