import { DOCUMENT_EXPIRY_MIN_DAYS } from '../constants.ts';

// Date-only values are ISO `yyyy-mm-dd` strings (product-decisions section 6). Calendar arithmetic is done by hand or in UTC so
// that the result never depends on the machine's time zone.

/** Users' time zone (product-decisions section 6): "today" for date-only rules is the calendar day there. */
export const BUSINESS_TIME_ZONE = 'Europe/Warsaw';

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True when year-month-day (month 1-12) exists in the proleptic Gregorian calendar. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

export function toIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `yyyy-mm-dd` that is a real calendar date (30 February is not). */
export function isValidIsoDate(value: string): boolean {
  const match = ISO_DATE_PATTERN.exec(value);
  return match !== null && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of `instant` in `timeZone`, as `yyyy-mm-dd`. */
export function isoDateInTimeZone(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  let formatter = dateFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return toIsoDate(Number(parts.year), Number(parts.month), Number(parts.day));
}

/** Adds whole days to a valid ISO date. */
export function addDaysToIsoDate(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
  date.setUTCFullYear(year, month - 1, day + days);
  return toIsoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/**
 * Spec section 5: the document expiry date cannot be earlier than 7 days from today, so today + 7 is the first valid day.
 * "Today" is the calendar day in Europe/Warsaw, not UTC: the users are in Poland, and between midnight and 01:00/02:00 Warsaw time
 * UTC would still be on the previous day. Server and browser agree whatever their own time zone. A document valid
 * indefinitely has no date; the caller skips this check for it.
 */
export function isDocumentExpiryValid(isoDate: string, today: Date = new Date()): boolean {
  if (!isValidIsoDate(isoDate)) return false;
  const earliest = addDaysToIsoDate(isoDateInTimeZone(today), DOCUMENT_EXPIRY_MIN_DAYS);
  // Zero-padded ISO dates with 4-digit years sort lexicographically in calendar order.
  return isoDate >= earliest;
}
