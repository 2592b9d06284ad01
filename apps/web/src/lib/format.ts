import { BUSINESS_TIME_ZONE, type Currency, type Language } from '@emisja/shared';
import {
  formatFileSize,
  formatIsoDate,
  formatPercent,
  formatMoney,
  formatNumber,
  truncateCampaign,
  truncateName,
  type FormatNumberOptions,
} from '@emisja/shared/format';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n';

/** Locales of the interface languages for Intl: day.month.year in Polish, day/month/year in (British) English. */
const INTL_LOCALES: Record<Language, string> = { pl: 'pl-PL', en: 'en-GB' };

/** One Intl formatter per language and options (they are costly to build), shared by every call of a screen. */
const intlFormatters = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormatter(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let formatter = intlFormatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALES[language], options);
    intlFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A date-time of the API (UTC on the wire, product-decisions section 6) shown in the business time zone, Europe/Warsaw:
 * '01.03.2026, 09:05' (pl) or '01/03/2026, 09:05' (en). A value that is not a date is returned as it is.
 */
export function formatDateTime(value: string, language: Language): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormatter(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(date);
}

/** The time of day of a date-time of the API in the business time zone: '09:05'. A value that is not a date is returned as it is. */
export function formatTime(value: string, language: Language): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormatter(language, { hour: '2-digit', minute: '2-digit', timeZone: BUSINESS_TIME_ZONE }).format(date);
}

/**
 * A calendar month of the API (`yyyy-mm`, no time zone) by name: 'long' is 'marzec 2026' / 'March 2026', 'short' is
 * 'mar 26' / 'Mar 26' (a chart's axis). A value that is not such a month is returned as it is.
 */
export function formatMonth(month: string, language: Language, style: 'short' | 'long' = 'long'): string {
  if (!/^\d{4}-\d{2}$/.test(month)) return month;
  const options: Intl.DateTimeFormatOptions =
    style === 'short'
      ? { month: 'short', year: '2-digit', timeZone: 'UTC' }
      : { month: 'long', year: 'numeric', timeZone: 'UTC' };
  return dateTimeFormatter(language, options).format(new Date(`${month}-01T00:00:00Z`));
}

/**
 * The shared formatting of spec section 9 (packages/shared/src/format.ts), bound to the interface language so screens
 * write format.money(value, 'PLN') and get '12 345,67 PLN' in Polish and '12 345.67 PLN' in English. Calendar days
 * (`yyyy-mm-dd`) go through format.date, the platform's one day formatter (`formatIsoDate`, also used by e-mails and PDFs).
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return useMemo(
    () => ({
      number: (value: number | string, options: Omit<FormatNumberOptions, 'language'> = {}) =>
        formatNumber(value, { ...options, language }),
      money: (value: number | string, currency: Currency) => formatMoney(value, currency, language),
      date: (value: string) => formatIsoDate(value, language),
      dateTime: (value: string) => formatDateTime(value, language),
      /** 'HH:MM' of a date-time, in the business time zone. */
      time: (value: string) => formatTime(value, language),
      /** A `yyyy-mm` month by name, long ('March 2026') or short ('Mar 26'). */
      month: (value: string, style?: 'short' | 'long') => formatMonth(value, language, style),
      /** The one file-size formatter: '102 B', '1,5 kB', '2,4 MB'. */
      fileSize: (bytes: number) => formatFileSize(bytes, language),
      /** A progress share: one decimal under 1 % ('0,9'), whole percents above. */
      percent: (value: number) => formatPercent(value, language),
      truncateName,
      truncateCampaign,
    }),
    [language],
  );
}
