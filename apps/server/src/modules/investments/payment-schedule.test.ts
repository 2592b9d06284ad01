import { describe, expect, it } from 'vitest';
import { computeMaturityDate, computePaymentSchedule, type PaymentScheduleEntry } from './payment-schedule.ts';

// Expected values computed by hand: gross = amount * rate * days / 365 rounded half up to the grosz, tax = gross * 19%
// rounded half up, net = gross - tax.

function period(
  periodNo: number,
  periodFrom: string,
  periodTo: string,
  gross: string,
  tax: string,
  net: string,
  principal = '0.00',
): PaymentScheduleEntry {
  return { periodNo, periodFrom, periodTo, paymentDate: periodTo, gross, tax, net, principal };
}

describe('computePaymentSchedule', () => {
  it('monthly: 10,000.00 PLN at 9% for 3 months, 19% tax', () => {
    const schedule = computePaymentSchedule({
      amount: '10000.00',
      annualRatePercent: '9.0000',
      frequency: 'Monthly',
      startDate: '2025-01-15',
      durationValue: 3,
      durationUnit: 'month',
      taxRatePercent: '19.00',
    });
    expect(schedule).toEqual([
      // 31 days: 10000 * 0.09 * 31 / 365 = 76.438356... -> 76.44; tax 76.44 * 0.19 = 14.5236 -> 14.52; net 61.92
      period(1, '2025-01-15', '2025-02-15', '76.44', '14.52', '61.92'),
      // 28 days: 900 * 28 / 365 = 69.041095... -> 69.04; tax 13.1176 -> 13.12; net 55.92
      period(2, '2025-02-15', '2025-03-15', '69.04', '13.12', '55.92'),
      // 31 days again, and the principal comes back with the last period
      period(3, '2025-03-15', '2025-04-15', '76.44', '14.52', '61.92', '10000.00'),
    ]);
  });

  it('quarterly: the demo bond, 10,000.00 PLN at 9% for 24 months, 19% tax', () => {
    const schedule = computePaymentSchedule({
      amount: '10000.00',
      annualRatePercent: '9',
      frequency: 'Quarterly',
      startDate: '2025-01-01',
      durationValue: 24,
      durationUnit: 'month',
      taxRatePercent: '19.00',
    });
    // 90 days: 900 * 90 / 365 = 221.917808... -> 221.92; tax 42.1648 -> 42.16; net 179.76
    // 91 days: 900 * 91 / 365 = 224.383561... -> 224.38; tax 42.6322 -> 42.63; net 181.75
    // 92 days: 900 * 92 / 365 = 226.849315... -> 226.85; tax 43.1015 -> 43.10; net 183.75
    expect(schedule).toEqual([
      period(1, '2025-01-01', '2025-04-01', '221.92', '42.16', '179.76'),
      period(2, '2025-04-01', '2025-07-01', '224.38', '42.63', '181.75'),
      period(3, '2025-07-01', '2025-10-01', '226.85', '43.10', '183.75'),
      period(4, '2025-10-01', '2026-01-01', '226.85', '43.10', '183.75'),
      period(5, '2026-01-01', '2026-04-01', '221.92', '42.16', '179.76'),
      period(6, '2026-04-01', '2026-07-01', '224.38', '42.63', '181.75'),
      period(7, '2026-07-01', '2026-10-01', '226.85', '43.10', '183.75'),
      period(8, '2026-10-01', '2027-01-01', '226.85', '43.10', '183.75', '10000.00'),
    ]);
    // Totals: gross 2 * (221.92 + 224.38 + 226.85 + 226.85) = 1800.00 = 9% of 10,000.00 for two years;
    // tax 2 * 170.99 = 341.98; net 2 * 729.01 = 1458.02.
    expect(sumGrosz(schedule, 'gross')).toBe(180_000n);
    expect(sumGrosz(schedule, 'tax')).toBe(34_198n);
    expect(sumGrosz(schedule, 'net')).toBe(145_802n);
  });

  it('at maturity: 25,000.00 PLN at 7.5% for a year over 29 February (366 days, actual/365), 19% tax', () => {
    const schedule = computePaymentSchedule({
      amount: '25000.00',
      annualRatePercent: '7.5000',
      frequency: 'At Maturity',
      startDate: '2024-02-01',
      durationValue: 1,
      durationUnit: 'year',
      taxRatePercent: '19.00',
    });
    // 25000 * 0.075 * 366 / 365 = 686250 / 365 = 1880.136986... -> 1880.14; tax 1880.14 * 0.19 = 357.2266 -> 357.23;
    // net 1880.14 - 357.23 = 1522.91
    expect(schedule).toEqual([period(1, '2024-02-01', '2025-02-01', '1880.14', '357.23', '1522.91', '25000.00')]);
  });

  it('rounds half up at the grosz: tax of exactly half a grosz goes up', () => {
    const schedule = computePaymentSchedule({
      amount: '1675.00',
      annualRatePercent: '6',
      frequency: 'At Maturity',
      startDate: '2025-03-01',
      durationValue: 12,
      durationUnit: 'month',
      taxRatePercent: '19',
    });
    // 365 days: 1675 * 0.06 = 100.50 exactly; tax 100.50 * 0.19 = 19.095 -> 19.10; net 81.40
    expect(schedule).toEqual([period(1, '2025-03-01', '2026-03-01', '100.50', '19.10', '81.40', '1675.00')]);
  });

  it('rounds half up at the grosz: gross interest of exactly half a grosz goes up', () => {
    const schedule = computePaymentSchedule({
      amount: '1000.00',
      annualRatePercent: '0.0025',
      frequency: 'At Maturity',
      startDate: '2025-01-01',
      durationValue: 73,
      durationUnit: 'day',
      taxRatePercent: '19.00',
    });
    // 1000 * 0.000025 * 73 / 365 = 0.005 -> 0.01; tax 0.0019 -> 0.00; net 0.01
    expect(schedule).toEqual([period(1, '2025-01-01', '2025-03-15', '0.01', '0.00', '0.01', '1000.00')]);
  });

  it('quarterly from a month end with a short last period: 10,000.00 PLN at 9% for 10 months', () => {
    const schedule = computePaymentSchedule({
      amount: '10000.00',
      annualRatePercent: '9',
      frequency: 'Quarterly',
      startDate: '2025-01-31',
      durationValue: 10,
      durationUnit: 'month',
      taxRatePercent: '19.00',
    });
    // Period ends count from the start date: 30 April (clamped), 31 July, 31 October, then maturity 30 November.
    expect(schedule).toEqual([
      // 89 days: 900 * 89 / 365 = 219.452054... -> 219.45; tax 41.6955 -> 41.70; net 177.75
      period(1, '2025-01-31', '2025-04-30', '219.45', '41.70', '177.75'),
      // 92 days each: 226.85; tax 43.10; net 183.75
      period(2, '2025-04-30', '2025-07-31', '226.85', '43.10', '183.75'),
      period(3, '2025-07-31', '2025-10-31', '226.85', '43.10', '183.75'),
      // 30 days: 900 * 30 / 365 = 73.972602... -> 73.97; tax 14.0543 -> 14.05; net 59.92
      period(4, '2025-10-31', '2025-11-30', '73.97', '14.05', '59.92', '10000.00'),
    ]);
  });

  it('semi-annually and annually: one period per frequency up to maturity', () => {
    const input = {
      amount: '50000.00',
      annualRatePercent: '8.25',
      startDate: '2024-08-31',
      durationValue: 3,
      durationUnit: 'year',
      taxRatePercent: '19.00',
    } as const;
    const semiAnnual = computePaymentSchedule({ ...input, frequency: 'Semi-annually' });
    expect(semiAnnual.map((entry) => entry.periodTo)).toEqual([
      '2025-02-28',
      '2025-08-31',
      '2026-02-28',
      '2026-08-31',
      '2027-02-28',
      '2027-08-31',
    ]);
    const annual = computePaymentSchedule({ ...input, frequency: 'Annually' });
    expect(annual.map((entry) => entry.periodTo)).toEqual(['2025-08-31', '2026-08-31', '2027-08-31']);
    // 365 days each: 50000 * 0.0825 = 4125.00; tax 783.75; net 3341.25
    expect(annual.map((entry) => [entry.gross, entry.tax, entry.net])).toEqual([
      ['4125.00', '783.75', '3341.25'],
      ['4125.00', '783.75', '3341.25'],
      ['4125.00', '783.75', '3341.25'],
    ]);
  });

  it('rejects amounts finer than a grosz, negative or malformed numbers and impossible dates', () => {
    const valid = {
      amount: '1000.00',
      annualRatePercent: '9',
      frequency: 'Quarterly',
      startDate: '2025-01-01',
      durationValue: 12,
      durationUnit: 'month',
      taxRatePercent: '19.00',
    } as const;
    expect(() => computePaymentSchedule({ ...valid, amount: '1000.005' })).toThrow(RangeError);
    expect(() => computePaymentSchedule({ ...valid, amount: '0.00' })).toThrow(RangeError);
    expect(() => computePaymentSchedule({ ...valid, annualRatePercent: '-1' })).toThrow(RangeError);
    expect(() => computePaymentSchedule({ ...valid, taxRatePercent: '1e2' })).toThrow(RangeError);
    expect(() => computePaymentSchedule({ ...valid, taxRatePercent: '100.01' })).toThrow(RangeError);
    expect(() => computePaymentSchedule({ ...valid, startDate: '2025-02-30' })).toThrow(RangeError);
    expect(() => computePaymentSchedule({ ...valid, durationValue: 0 })).toThrow(RangeError);
  });
});

describe('computeMaturityDate', () => {
  it('adds years, quarters, months and days, clamping to the month end', () => {
    expect(computeMaturityDate('2024-02-29', 1, 'year')).toBe('2025-02-28');
    expect(computeMaturityDate('2025-01-31', 1, 'quarter')).toBe('2025-04-30');
    expect(computeMaturityDate('2025-01-31', 1, 'month')).toBe('2025-02-28');
    expect(computeMaturityDate('2025-12-20', 15, 'day')).toBe('2026-01-04');
  });
});

function sumGrosz(schedule: PaymentScheduleEntry[], key: 'gross' | 'tax' | 'net'): bigint {
  return schedule.reduce((sum, entry) => sum + BigInt(entry[key].replace('.', '')), 0n);
}
