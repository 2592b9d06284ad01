import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMonth, formatTime, useFormat } from './format';
import { i18n } from './i18n';

function wrapper({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

describe('useFormat', () => {
  it('formats in the interface language', async () => {
    const { result, rerender } = renderHook(() => useFormat(), { wrapper });
    expect(result.current.money('12345.678', 'PLN')).toBe('12 345,68 PLN');
    expect(result.current.number(1234.5, { decimals: 1 })).toBe('1 234,5');

    await i18n.changeLanguage('en');
    rerender();

    expect(result.current.money('12345.678', 'PLN')).toBe('12 345.68 PLN');
  });

  it('prints a calendar day of the API day first in both languages, and anything else as it is', async () => {
    const { result, rerender } = renderHook(() => useFormat(), { wrapper });
    expect(result.current.date('2026-03-01')).toBe('01.03.2026');
    expect(result.current.date('not a day')).toBe('not a day');

    await i18n.changeLanguage('en');
    rerender();

    expect(result.current.date('2026-03-01')).toBe('01/03/2026');
  });

  it('truncates names and campaign names (spec section 9)', () => {
    const { result } = renderHook(() => useFormat(), { wrapper });
    expect(result.current.truncateName('Aleksandra Konstantynopolitańczykiewicz')).toBe('Aleksandra Konstantynopolitańc...');
    expect(result.current.truncateCampaign('Obligacje serii A')).toBe('Obligacje serii A');
  });
});

describe('formatDateTime', () => {
  it('shows an instant in Warsaw time, day first, in both languages', () => {
    expect(formatDateTime('2025-12-31T23:30:00.000Z', 'pl')).toBe('01.01.2026, 00:30');
    expect(formatDateTime('2026-07-01T08:05:00Z', 'en')).toBe('01/07/2026, 10:05');
    expect(formatDateTime('not a date', 'pl')).toBe('not a date');
  });
});

describe('formatTime', () => {
  it('shows the time of day of an instant in Warsaw time, and anything else as it is', () => {
    expect(formatTime('2026-07-01T08:05:00Z', 'pl')).toBe('10:05');
    expect(formatTime('2025-12-31T23:30:00.000Z', 'en')).toBe('00:30');
    expect(formatTime('not a date', 'pl')).toBe('not a date');
  });
});

describe('formatMonth', () => {
  it('names a month of the API, long or short, in both languages, and anything else as it is', () => {
    expect(formatMonth('2026-03', 'pl')).toBe('marzec 2026');
    expect(formatMonth('2026-03', 'en')).toBe('March 2026');
    expect(formatMonth('2026-03', 'pl', 'short')).toBe('mar 26');
    expect(formatMonth('2026-03', 'en', 'short')).toBe('Mar 26');
    expect(formatMonth('not a month', 'pl')).toBe('not a month');
  });
});
