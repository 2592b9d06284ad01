import type { Language } from '@emisja/shared';

/** A calendar day of the API (`yyyy-mm-dd`, no time zone) as '01.03.2026' (pl) or '01/03/2026' (en); anything else as it is. */
export function formatIsoDate(value: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  return language === 'pl' ? `${day}.${month}.${year}` : `${day}/${month}/${year}`;
}
