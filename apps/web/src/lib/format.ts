import type { Currency } from '@emisja/shared';
import { formatMoney, formatNumber, truncateCampaign, truncateName, type FormatNumberOptions } from '@emisja/shared/format';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n';

/**
 * The shared formatting of spec section 9 (packages/shared/src/format.ts), bound to the interface language so screens
 * write format.money(value, 'PLN') and get '12 345,67 PLN' in Polish and '12 345.67 PLN' in English.
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return useMemo(
    () => ({
      number: (value: number | string, options: Omit<FormatNumberOptions, 'language'> = {}) =>
        formatNumber(value, { ...options, language }),
      money: (value: number | string, currency: Currency) => formatMoney(value, currency, language),
      truncateName,
      truncateCampaign,
    }),
    [language],
  );
}
