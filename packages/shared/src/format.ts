import { DEFAULT_LANGUAGE, TRUNCATE_CAMPAIGN_LENGTH, TRUNCATE_NAME_LENGTH, type Currency, type Language } from './constants.ts';
import { parseExactDecimal, unitsAtScale, unitsToDecimalString } from './validation/decimal.ts';

// Display formatting of spec section 9: 2 decimals by default, a space as the thousands separator, a decimal comma in Polish
// and a decimal point in English. Exact: strings and numbers are rounded as decimals (half away from zero), never through floats.

const DECIMAL_SEPARATOR: Record<Language, string> = { pl: ',', en: '.' };
/** A plain U+0020 space (spec section 9), not the non-breaking space Intl.NumberFormat uses for Polish. */
const THOUSANDS_SEPARATOR = ' ';

export interface FormatNumberOptions {
  /** Decimal places, default 2. */
  decimals?: number;
  language?: Language;
}

/** '12345.678' -> '12 345,68' (pl) or '12 345.68' (en). A value that is not a number is returned as its text. */
export function formatNumber(value: number | string, options: FormatNumberOptions = {}): string {
  const { decimals = 2, language = DEFAULT_LANGUAGE } = options;
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`decimals must be a non-negative integer: ${decimals}`);
  const decimal = parseExactDecimal(value);
  if (decimal === null) return String(value);
  const units = unitsAtScale(decimal, decimals);
  const [integer = '', fraction] = unitsToDecimalString(units < 0n ? -units : units, decimals).split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, THOUSANDS_SEPARATOR);
  return `${units < 0n ? '-' : ''}${grouped}${fraction === undefined ? '' : DECIMAL_SEPARATOR[language] + fraction}`;
}

/** '12 345,67 PLN' (spec section 9 number format, followed by the currency code). */
export function formatMoney(value: number | string, currency: Currency, language: Language = DEFAULT_LANGUAGE): string {
  return `${formatNumber(value, { language })} ${currency}`;
}

/** Spec section 9: a text longer than `max` characters keeps the first `max` and gets '...' after them. Counts code points. */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join('')}...` : text;
}

export function truncateName(text: string): string {
  return truncate(text, TRUNCATE_NAME_LENGTH);
}

export function truncateCampaign(text: string): string {
  return truncate(text, TRUNCATE_CAMPAIGN_LENGTH);
}

/**
 * A calendar day of the API (`yyyy-mm-dd`, no time zone) as people read it: '01.03.2026' in Polish, '01/03/2026' in English
 * (day first in both, so a date never reads differently in the two languages). Anything that is not such a day is returned
 * as it is. The one date formatter of the platform: web screens, e-mails and PDFs all print days with it.
 */
export function formatIsoDate(value: string, language: Language = DEFAULT_LANGUAGE): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  return language === 'pl' ? `${day}.${month}.${year}` : `${day}/${month}/${year}`;
}

/**
 * A day typed as people write it, the reverse of formatIsoDate: '01.03.2026', '1.3.2026', '01/03/2026' or '01-03-2026'
 * (day first in both languages) or an ISO '2026-03-01', to `yyyy-mm-dd`; null when it is not a real calendar day. The
 * lists' date filters take text in the user's locale instead of the browser's native date input (issue 18).
 */
export function parseDisplayDate(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const dayFirst = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(value);
  const parts = iso ? [iso[1], iso[2], iso[3]] : dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const KIBIBYTE = 1024;
const MEBIBYTE = 1024 * 1024;

/**
 * A file's size, the one formatter of every screen (issue 18): '512 B', '1,5 kB' / '1.5 kB' (one decimal under 10 kB),
 * '102 kB', '2,4 MB'. Binary multiples, as the upload limits are set.
 */
export function formatFileSize(bytes: number, language: Language = DEFAULT_LANGUAGE): string {
  if (!Number.isFinite(bytes) || bytes < KIBIBYTE) return `${Math.max(0, Math.round(bytes) || 0)} B`;
  if (bytes < MEBIBYTE) {
    const kilobytes = bytes / KIBIBYTE;
    return `${formatNumber(kilobytes.toFixed(kilobytes < 10 ? 1 : 0), { decimals: kilobytes < 10 ? 1 : 0, language })} kB`;
  }
  return `${formatNumber((bytes / MEBIBYTE).toFixed(1), { decimals: 1, language })} MB`;
}

/**
 * A share in percent as a progress bar shows it: whole percents, rounded down (100 only when reached), and one decimal below
 * 1 % so that a started campaign never reads 0 % (0.9 -> '0,9'). 0 stays '0'.
 */
export function formatPercent(percent: number, language: Language = DEFAULT_LANGUAGE): string {
  if (!Number.isFinite(percent) || percent <= 0) return '0';
  if (percent < 1) return formatNumber(Math.max(0.1, Math.floor(percent * 10) / 10).toFixed(1), { decimals: 1, language });
  return formatNumber(Math.floor(percent), { decimals: 0, language });
}

/**
 * A count with its noun in the right plural form: `[one, few, many]` where `few` is Polish 2-4 (22-24..., not 12-14), so
 * '1 minutę', '3 minuty', '12 minut'. An English noun gives its plural as both `few` and `many`: '1 hour', '72 hours'.
 */
export function formatCount(count: number, [one, few, many]: readonly [one: string, few: string, many: string]): string {
  const lastDigit = count % 10;
  const lastTwo = count % 100;
  if (count === 1) return `${count} ${one}`;
  if (lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14)) return `${count} ${few}`;
  return `${count} ${many}`;
}
