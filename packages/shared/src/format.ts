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
