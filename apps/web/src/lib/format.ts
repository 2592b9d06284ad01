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

/**
 * A date-time of the API (UTC on the wire, product-decisions section 6) shown in the business time zone, Europe/Warsaw:
 * '01.03.2026, 09:05' (pl) or '01/03/2026, 09:05' (en). A value that is not a date is returned as it is.
 */
export function formatDateTime(value: string, language: Language): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(date);
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
