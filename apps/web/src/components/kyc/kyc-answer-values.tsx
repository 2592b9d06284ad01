import { formatBankAccount, SANCTIONED_COUNTRY_LABELS, type Language, type TSanctionedCountry } from '@emisja/shared';
import { formatNumber } from '@emisja/shared/format';
import type { ReactNode } from 'react';

// How the questionnaire's answers read wherever they are shown (the investor's summary before the submit, the advisor's
// view of a request, the investor's own data): written once so the views cannot drift apart.

/** A text answer that says something (not missing, not blank). */
export const isPresent = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** A share in percent in the reader's number format ('12,5%'); a value that is not a number (a draft) as typed. */
export function formatPercentAnswer(value: string | number | null | undefined, language: Language): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value).replace(',', '.');
  return `${Number.isNaN(Number(text)) ? String(value) : formatNumber(text, { language })}%`;
}

/** A tie with a sanctioned country as 'Rosja: 12,50%'; a draft's row without a country yet shows a dash in its place. */
export function formatSanctionTie(
  tie: { country?: TSanctionedCountry | null; percent?: string | number | null },
  language: Language,
): string {
  return `${tie.country ? SANCTIONED_COUNTRY_LABELS[language][tie.country] : '—'}: ${formatPercentAnswer(tie.percent, language)}`;
}

/** A bank account grouped in fours, unless masked by the server: grouping the stars would split its last digits. */
export function formatBankAccountAnswer(value: string | null | undefined): string | null {
  if (!isPresent(value)) return null;
  return value.includes('*') ? value : formatBankAccount(value);
}

/** The items of a many-valued answer (representatives, tax residences) one a line; null when there are none. */
export function answerList(items: readonly ReactNode[]): ReactNode {
  return items.length === 0 ? null : (
    <ul className="space-y-0.5">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
