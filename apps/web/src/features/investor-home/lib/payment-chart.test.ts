import type { TInvestorPaymentMonth } from '@emisja/shared';
import { describe, expect, it } from 'vitest';
import { axisMaximum, chartCurrencies, chartMonths, nextMonth } from './payment-chart';

const month = (value: string, paid: string, scheduled: string, currency: 'PLN' | 'EUR' = 'PLN'): TInvestorPaymentMonth => ({
  month: value,
  currency,
  paid,
  scheduled,
});

describe('payments chart data', () => {
  it('fills the quiet months between the first and the last payment of one currency', () => {
    const months = chartMonths(
      [month('2026-11', '0.00', '10.00'), month('2026-09', '5.50', '0.00'), month('2026-10', '1.00', '0.00', 'EUR')],
      'PLN',
    );
    expect(months).toEqual([
      { month: '2026-09', paid: 550n, scheduled: 0n },
      { month: '2026-10', paid: 0n, scheduled: 0n },
      { month: '2026-11', paid: 0n, scheduled: 1000n },
    ]);
  });

  it('crosses the year and sums a month sent twice exactly', () => {
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(chartMonths([month('2027-01', '0.10', '0.00'), month('2027-01', '0.20', '0.05')], 'PLN')).toEqual([
      { month: '2027-01', paid: 30n, scheduled: 5n },
    ]);
  });

  it('lists the currencies with payments and rounds the axis to a round amount', () => {
    expect(chartCurrencies([month('2026-01', '1.00', '0.00', 'EUR'), month('2026-01', '1.00', '0.00')])).toEqual(['EUR', 'PLN']);
    expect(axisMaximum([{ month: '2026-01', paid: 60_750n, scheduled: 10_000n }])).toBe(1000);
    expect(axisMaximum([{ month: '2026-01', paid: 150_000n, scheduled: 50_000n }])).toBe(2000);
    expect(axisMaximum([])).toBe(1);
  });
});
