import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatFileSize,
  formatIsoDate,
  formatMoney,
  formatNumber,
  formatPercent,
  parseDisplayDate,
  truncate,
  truncateCampaign,
  truncateName,
} from './format.ts';
import { hundredthsToDecimal, parseDecimalInput } from './validation/decimal.ts';

describe('formatNumber', () => {
  it('uses 2 decimals, a space for thousands, a comma in Polish (the default) and a point in English', () => {
    expect(formatNumber(12345.67)).toBe('12 345,67');
    expect(formatNumber(12345.67, { language: 'pl' })).toBe('12 345,67');
    expect(formatNumber(12345.67, { language: 'en' })).toBe('12 345.67');
    expect(formatNumber(1234567)).toBe('1 234 567,00');
    expect(formatNumber(999)).toBe('999,00');
    expect(formatNumber(0)).toBe('0,00');
  });

  it('uses a plain space, not a non-breaking one', () => {
    expect(formatNumber(1000)).toBe('1\u0020000,00');
    expect(formatNumber(1000)).not.toMatch(/[\u00a0\u202f]/);
  });

  it('handles negatives, and a value that rounds to zero has no sign', () => {
    expect(formatNumber(-12345.67, { language: 'en' })).toBe('-12 345.67');
    expect(formatNumber('-1000000')).toBe('-1 000 000,00');
    expect(formatNumber('-0.001')).toBe('0,00');
  });

  it('formats string decimals exactly, beyond float precision', () => {
    expect(formatNumber('12345678901234.55')).toBe('12 345 678 901 234,55');
    expect(formatNumber('12345678901234.55', { language: 'en' })).toBe('12 345 678 901 234.55');
    expect(formatNumber('9007199254740993')).toBe('9 007 199 254 740 993,00');
  });

  it('rounds half away from zero as decimals, so 1.005 is 1.01 although its float is below 1.005', () => {
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(formatNumber(1.005)).toBe('1,01');
    expect(formatNumber('2.675', { language: 'en' })).toBe('2.68');
    expect(formatNumber('-2.675', { language: 'en' })).toBe('-2.68');
    expect(formatNumber('2.674999', { language: 'en' })).toBe('2.67');
  });

  it('takes the number of decimals', () => {
    expect(formatNumber(1234.5678, { decimals: 0 })).toBe('1 235');
    expect(formatNumber('1234.5', { decimals: 3, language: 'en' })).toBe('1 234.500');
    expect(() => formatNumber(1, { decimals: -1 })).toThrow(RangeError);
    expect(() => formatNumber(1, { decimals: 1.5 })).toThrow(RangeError);
  });

  it('returns a value that is not a number as its text', () => {
    expect(formatNumber('abc')).toBe('abc');
    expect(formatNumber(Number.NaN)).toBe('NaN');
  });

  it('produces text that parseDecimalInput reads back as the same amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }),
        fc.constantFrom('pl' as const, 'en' as const),
        (hundredths, language) => {
          const canonical = hundredthsToDecimal(hundredths);
          expect(parseDecimalInput(formatNumber(canonical, { language }))).toBe(canonical);
        },
      ),
    );
  });
});

describe('formatMoney', () => {
  it('appends the currency code', () => {
    expect(formatMoney(12345.67, 'PLN', 'pl')).toBe('12 345,67 PLN');
    expect(formatMoney('12500.00', 'EUR', 'en')).toBe('12 500.00 EUR');
    expect(formatMoney('12500', 'USD')).toBe('12 500,00 USD');
  });
});

describe('truncate', () => {
  it('keeps a text up to the maximum length', () => {
    expect(truncate('abc', 3)).toBe('abc');
    expect(truncate('', 3)).toBe('');
  });

  it('adds ... after the maximum length when the text is longer', () => {
    expect(truncate('abcd', 3)).toBe('abc...');
  });

  it('does not split a character made of two UTF-16 units', () => {
    expect(truncate('ab😀cd', 3)).toBe('ab😀...');
  });

  it('truncates names at 30 and campaigns at 25 characters (spec section 9)', () => {
    const text = 'Obligacje korporacyjne serii A2025 Emisja';
    expect(truncateName(text)).toBe(`${text.slice(0, 30)}...`);
    expect(truncateCampaign(text)).toBe(`${text.slice(0, 25)}...`);
    expect(truncateName('x'.repeat(30))).toBe('x'.repeat(30));
    expect(truncateCampaign('x'.repeat(25))).toBe('x'.repeat(25));
  });
});

describe('formatIsoDate', () => {
  it('writes a day day-first in both languages', () => {
    expect(formatIsoDate('2026-03-01', 'pl')).toBe('01.03.2026');
    expect(formatIsoDate('2026-03-01', 'en')).toBe('01/03/2026');
    expect(formatIsoDate('2026-03-01')).toBe('01.03.2026');
  });

  it('returns anything that is not a calendar day as it is', () => {
    expect(formatIsoDate('2026-03-01T10:00:00Z', 'pl')).toBe('2026-03-01T10:00:00Z');
    expect(formatIsoDate('', 'en')).toBe('');
  });
});

describe('formatCount', () => {
  const minutes = ['minutę', 'minuty', 'minut'] as const;

  it('uses the Polish forms for 1, 2-4 (not 12-14) and the rest', () => {
    expect([1, 2, 4, 5, 10, 12, 14, 22, 24, 25, 112].map((count) => formatCount(count, minutes))).toEqual([
      '1 minutę',
      '2 minuty',
      '4 minuty',
      '5 minut',
      '10 minut',
      '12 minut',
      '14 minut',
      '22 minuty',
      '24 minuty',
      '25 minut',
      '112 minut',
    ]);
  });

  it('reads English with the plural as both plural forms', () => {
    expect(formatCount(1, ['hour', 'hours', 'hours'])).toBe('1 hour');
    expect(formatCount(3, ['hour', 'hours', 'hours'])).toBe('3 hours');
    expect(formatCount(72, ['hour', 'hours', 'hours'])).toBe('72 hours');
  });
});

describe('parseDisplayDate', () => {
  it('reads a day written day first or as ISO', () => {
    expect(parseDisplayDate('01.03.2026')).toBe('2026-03-01');
    expect(parseDisplayDate(' 1.3.2026 ')).toBe('2026-03-01');
    expect(parseDisplayDate('01/03/2026')).toBe('2026-03-01');
    expect(parseDisplayDate('2026-03-01')).toBe('2026-03-01');
  });
  it('refuses what is not a calendar day', () => {
    expect(parseDisplayDate('31.02.2026')).toBeNull();
    expect(parseDisplayDate('03/31/2026')).toBeNull();
    expect(parseDisplayDate('jutro')).toBeNull();
    expect(parseDisplayDate('')).toBeNull();
  });
});

describe('formatFileSize', () => {
  it('prints bytes, kilobytes and megabytes alike everywhere', () => {
    expect(formatFileSize(102, 'pl')).toBe('102 B');
    expect(formatFileSize(1024, 'pl')).toBe('1,0 kB');
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
    expect(formatFileSize(104_448, 'pl')).toBe('102 kB');
    expect(formatFileSize(2.4 * 1024 * 1024, 'pl')).toBe('2,4 MB');
  });
});

describe('formatPercent', () => {
  it('shows one decimal under 1 % and whole percents above, rounded down', () => {
    expect(formatPercent(0)).toBe('0');
    expect(formatPercent(0.9, 'pl')).toBe('0,9');
    expect(formatPercent(0.04, 'en')).toBe('0.1');
    expect(formatPercent(1.99)).toBe('1');
    expect(formatPercent(99.99)).toBe('99');
    expect(formatPercent(100)).toBe('100');
  });
});
