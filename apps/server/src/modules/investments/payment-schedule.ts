import type { DurationUnit, PaymentFrequency } from '../../db/schema/campaigns.ts';

// The payment schedule of a debt investment (product-decisions section 4), computed once when an offer becomes active.
//
// Conventions (change them only with a decision record, the schedules already issued keep theirs):
// - Periods follow the payment frequency from the start date: period k ends k * (1, 3, 6 or 12) months after the start date,
//   counted from the start date each time (so 31 January + 3 months is 30 April, + 6 months is 31 July: no drift), and the
//   last period ends at maturity (start date + duration), shorter when the duration is not a whole number of periods.
//   "At Maturity" is one period from the start date to maturity.
// - A period runs from `periodFrom` (inclusive) to `periodTo` (exclusive: the next period starts on that day); interest is
//   paid on `periodTo` (`paymentDate`), without moving weekends or holidays.
// - Day count actual/365 (fixed): gross interest = amount * annual rate * days in the period / 365, even in leap years.
// - Exact arithmetic in BigInt: gross is rounded half up to the grosz once per period, tax = gross * tax rate rounded half up to
//   the grosz, net = gross - tax (so net + tax = gross in every period). The principal is repaid with the last period.

export interface PaymentScheduleInput {
  /** Investment amount, a decimal string with at most 2 decimals, e.g. "10000.00". */
  amount: string;
  /** Annual interest rate in percent, e.g. "9" or "9.0000". */
  annualRatePercent: string;
  frequency: PaymentFrequency;
  /** First day of the first period, `YYYY-MM-DD`. */
  startDate: string;
  durationValue: number;
  durationUnit: DurationUnit;
  /** Tax withheld from the interest, in percent, e.g. "19.00". */
  taxRatePercent: string;
}

export interface PaymentScheduleEntry {
  periodNo: number;
  periodFrom: string;
  periodTo: string;
  paymentDate: string;
  gross: string;
  tax: string;
  net: string;
  principal: string;
}

const MONTHS_PER_PERIOD: Record<Exclude<PaymentFrequency, 'At Maturity'>, number> = {
  Monthly: 1,
  Quarterly: 3,
  'Semi-annually': 6,
  Annually: 12,
};

const DAYS_IN_YEAR = 365n;
const MS_PER_DAY = 86_400_000;
const MAX_PERIODS = 1200;

export function computePaymentSchedule(input: PaymentScheduleInput): PaymentScheduleEntry[] {
  const amount = parseDecimal(input.amount, 'amount');
  if (amount.scale > 2) throw new RangeError(`amount must be exact to the grosz (at most 2 decimals): ${input.amount}`);
  const amountInGrosz = amount.units * 10n ** BigInt(2 - amount.scale);
  if (amountInGrosz <= 0n) throw new RangeError(`amount must be greater than 0: ${input.amount}`);
  const rate = parseDecimal(input.annualRatePercent, 'annualRatePercent');
  const taxRate = parseDecimal(input.taxRatePercent, 'taxRatePercent');
  if (taxRate.units > 100n * 10n ** BigInt(taxRate.scale))
    throw new RangeError(`taxRatePercent must be at most 100: ${input.taxRatePercent}`);

  const startDate = parseIsoDate(input.startDate);
  const maturityDate = computeMaturityDate(input.startDate, input.durationValue, input.durationUnit);
  const periodEnds = computePeriodEnds(startDate, parseIsoDate(maturityDate), input.frequency);

  // gross [grosz] = amount [grosz] * (rate.units / 10^rate.scale / 100) * days / 365
  const grossDenominator = 10n ** BigInt(rate.scale) * 100n * DAYS_IN_YEAR;
  const taxDenominator = 10n ** BigInt(taxRate.scale) * 100n;

  let periodFrom = startDate;
  return periodEnds.map((periodTo, index) => {
    const days = BigInt(daysBetween(periodFrom, periodTo));
    const gross = divideRoundHalfUp(amountInGrosz * rate.units * days, grossDenominator);
    const tax = divideRoundHalfUp(gross * taxRate.units, taxDenominator);
    const isLast = index === periodEnds.length - 1;
    const entry: PaymentScheduleEntry = {
      periodNo: index + 1,
      periodFrom: formatIsoDate(periodFrom),
      periodTo: formatIsoDate(periodTo),
      paymentDate: formatIsoDate(periodTo),
      gross: formatGrosz(gross),
      tax: formatGrosz(tax),
      net: formatGrosz(gross - tax),
      principal: formatGrosz(isLast ? amountInGrosz : 0n),
    };
    periodFrom = periodTo;
    return entry;
  });
}

/** Start date + duration, `YYYY-MM-DD`: the end date of the investment and of its last period. */
export function computeMaturityDate(startDate: string, durationValue: number, durationUnit: DurationUnit): string {
  if (!Number.isSafeInteger(durationValue) || durationValue <= 0) {
    throw new RangeError(`durationValue must be a positive integer: ${durationValue}`);
  }
  const start = parseIsoDate(startDate);
  const maturity = addDuration(start, durationValue, durationUnit);
  if (maturity.getUTCFullYear() > 9999)
    throw new RangeError(`the duration ends after the year 9999: ${durationValue} ${durationUnit}`);
  return formatIsoDate(maturity);
}

function addDuration(start: Date, durationValue: number, durationUnit: DurationUnit): Date {
  switch (durationUnit) {
    case 'year':
      return addMonths(start, 12 * durationValue);
    case 'quarter':
      return addMonths(start, 3 * durationValue);
    case 'month':
      return addMonths(start, durationValue);
    case 'day':
      return new Date(start.getTime() + durationValue * MS_PER_DAY);
    default:
      throw new RangeError(`unknown duration unit: ${String(durationUnit)}`);
  }
}

function computePeriodEnds(start: Date, maturity: Date, frequency: PaymentFrequency): Date[] {
  if (frequency === 'At Maturity') return [maturity];
  const months = MONTHS_PER_PERIOD[frequency];
  if (months === undefined) throw new RangeError(`unknown payment frequency: ${String(frequency)}`);
  const ends: Date[] = [];
  for (let k = 1; ; k++) {
    const end = addMonths(start, k * months);
    if (end.getTime() >= maturity.getTime()) break;
    ends.push(end);
    if (ends.length >= MAX_PERIODS) throw new RangeError(`the schedule would have more than ${MAX_PERIODS} periods`);
  }
  ends.push(maturity);
  return ends;
}

// Dates are calendar days held as UTC midnights, so no time zone or daylight-saving change can shift a day.

function parseIsoDate(value: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || formatIsoDate(date) !== value) throw new RangeError(`not a valid YYYY-MM-DD date: ${value}`);
  return date;
}

function formatIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Adds calendar months, clamping to the month's last day (31 January + 1 month = 28 or 29 February). */
function addMonths(date: Date, months: number): Date {
  const monthIndex = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)));
}

function daysBetween(from: Date, to: Date): number {
  return Math.round((to.getTime() - from.getTime()) / MS_PER_DAY);
}

/** A non-negative decimal string as an integer and its number of decimals: "9.25" -> { units: 925n, scale: 2 }. */
function parseDecimal(value: string, name: string): { units: bigint; scale: number } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) throw new RangeError(`${name} must be a non-negative decimal like "1234.56": ${value}`);
  const fraction = match[2] ?? '';
  return { units: BigInt(match[1] + fraction), scale: fraction.length };
}

/** Rounds numerator / denominator half up (both non-negative). */
function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

function formatGrosz(grosz: bigint): string {
  return `${grosz / 100n}.${(grosz % 100n).toString().padStart(2, '0')}`;
}
