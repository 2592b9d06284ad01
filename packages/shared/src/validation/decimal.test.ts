import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareDecimals,
  decimalToHundredths,
  hundredthsToDecimal,
  isMultipleOfStep,
  parseDecimalInput,
  parseExactDecimal,
  unitsAtScale,
} from './decimal.ts';

/** Hundredths in a range well beyond Number.MAX_SAFE_INTEGER, so float arithmetic could not pass by accident. */
const hundredths = fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n });
const positiveHundredths = fc.bigInt({ min: 1n, max: 10n ** 12n });

describe('parseDecimalInput', () => {
  it('accepts comma or dot and returns the canonical 2-decimal form', () => {
    expect(parseDecimalInput('1234.5')).toBe('1234.50');
    expect(parseDecimalInput('1234,5')).toBe('1234.50');
    expect(parseDecimalInput('1234,56')).toBe('1234.56');
    expect(parseDecimalInput('1234')).toBe('1234.00');
    expect(parseDecimalInput('0,1')).toBe('0.10');
    expect(parseDecimalInput('007')).toBe('7.00');
    expect(parseDecimalInput('  12.30 ')).toBe('12.30');
  });

  it('accepts spaces as thousands separators, including the non-breaking ones of copied text', () => {
    expect(parseDecimalInput('1 234,50')).toBe('1234.50');
    expect(parseDecimalInput('12 345 678.9')).toBe('12345678.90');
    expect(parseDecimalInput('1\u00a0234,50')).toBe('1234.50');
    expect(parseDecimalInput('1\u202f234,50')).toBe('1234.50');
  });

  it('handles negatives, and -0 is 0', () => {
    expect(parseDecimalInput('-1 234,5')).toBe('-1234.50');
    expect(parseDecimalInput('-0')).toBe('0.00');
  });

  it('is exact for amounts beyond float precision', () => {
    expect(parseDecimalInput('12345678901234567.89')).toBe('12345678901234567.89');
  });

  it('rejects more than 2 decimals, misplaced separators and text', () => {
    for (const value of [
      '1.234',
      '1,234',
      '1.2.3',
      '1,2,3',
      '1.234,56',
      '12 34',
      '1234 567',
      ' 1 234 5',
      '1.',
      '.5',
      ',5',
      '+5',
      '--5',
      '1e3',
      'abc',
      '',
      ' ',
      '1_000',
    ]) {
      expect(parseDecimalInput(value)).toBeNull();
    }
  });

  it('round-trips: its canonical output is a fixed point', () => {
    fc.assert(
      fc.property(hundredths, (value) => {
        const canonical = hundredthsToDecimal(value);
        expect(parseDecimalInput(canonical)).toBe(canonical);
        expect(decimalToHundredths(canonical)).toBe(value);
      }),
    );
  });

  it('reads the comma form and the space-grouped form as the same value', () => {
    fc.assert(
      fc.property(hundredths, (value) => {
        const canonical = hundredthsToDecimal(value);
        const [integer = '', fraction = ''] = canonical.split('.');
        const grouped = integer.replace(/\B(?=(\d{3})+$)/g, ' ');
        expect(parseDecimalInput(`${integer},${fraction}`)).toBe(canonical);
        expect(parseDecimalInput(`${grouped},${fraction}`)).toBe(canonical);
      }),
    );
  });
});

describe('isMultipleOfStep', () => {
  it('has no float drift: 0.30 is 3 steps of 0.10', () => {
    // In floating point 0.3 % 0.1 is 0.09999999999999998.
    expect(0.3 % 0.1).not.toBe(0);
    expect(isMultipleOfStep('0.30', '0.10')).toBe(true);
    expect(isMultipleOfStep('0,3', '0.1')).toBe(true);
    expect(isMultipleOfStep('1.10', '0.10')).toBe(true);
  });

  it('checks investment steps', () => {
    expect(isMultipleOfStep('1500', '100')).toBe(true);
    expect(isMultipleOfStep('1 500,00', '100.00')).toBe(true);
    expect(isMultipleOfStep('1550', '100')).toBe(false);
    expect(isMultipleOfStep('1000.01', '1000')).toBe(false);
    expect(isMultipleOfStep('0', '100')).toBe(true);
  });

  it('is false for a zero or negative step and for input that is not a decimal', () => {
    expect(isMultipleOfStep('100', '0')).toBe(false);
    expect(isMultipleOfStep('100', '-10')).toBe(false);
    expect(isMultipleOfStep('abc', '10')).toBe(false);
    expect(isMultipleOfStep('100', '')).toBe(false);
  });

  it('accepts every k * step and rejects every k * step + r with 0 < r < step', () => {
    fc.assert(
      fc.property(
        positiveHundredths,
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (step, k, r) => {
          const stepText = hundredthsToDecimal(step);
          expect(isMultipleOfStep(hundredthsToDecimal(step * k), stepText)).toBe(true);
          const remainder = r % step;
          if (remainder !== 0n) expect(isMultipleOfStep(hundredthsToDecimal(step * k + remainder), stepText)).toBe(false);
        },
      ),
    );
  });
});

describe('compareDecimals', () => {
  it('compares exactly, across input forms', () => {
    expect(compareDecimals('0.10', '0,1')).toBe(0);
    expect(compareDecimals('1 000', '999.99')).toBe(1);
    expect(compareDecimals('-5', '0')).toBe(-1);
    expect(compareDecimals('9007199254740993.01', '9007199254740993.00')).toBe(1);
  });

  it('throws a RangeError for input that is not a decimal', () => {
    expect(() => compareDecimals('abc', '1')).toThrow(RangeError);
    expect(() => compareDecimals('1', '1.234')).toThrow(RangeError);
  });

  it('orders like the BigInt hundredths and is antisymmetric', () => {
    fc.assert(
      fc.property(hundredths, hundredths, (a, b) => {
        const expected = a < b ? -1 : a > b ? 1 : 0;
        expect(compareDecimals(hundredthsToDecimal(a), hundredthsToDecimal(b))).toBe(expected);
        expect(compareDecimals(hundredthsToDecimal(b), hundredthsToDecimal(a))).toBe(-expected || 0);
      }),
    );
  });
});

describe('parseExactDecimal and unitsAtScale', () => {
  it('reads any number of decimals and JS numbers from their shortest text, exponents included', () => {
    expect(parseExactDecimal('12345678901234.555')).toEqual({ units: 12345678901234555n, scale: 3 });
    expect(parseExactDecimal('-0,125')).toEqual({ units: -125n, scale: 3 });
    expect(parseExactDecimal(0.1)).toEqual({ units: 1n, scale: 1 });
    expect(parseExactDecimal(1e-7)).toEqual({ units: 1n, scale: 7 });
    expect(parseExactDecimal(1.5e21)).toEqual({ units: 1500000000000000000000n, scale: 0 });
    expect(parseExactDecimal(Number.NaN)).toBeNull();
    expect(parseExactDecimal('1e3')).toBeNull();
  });

  it('rounds half away from zero', () => {
    expect(unitsAtScale({ units: 1005n, scale: 3 }, 2)).toBe(101n);
    expect(unitsAtScale({ units: 1004n, scale: 3 }, 2)).toBe(100n);
    expect(unitsAtScale({ units: -1005n, scale: 3 }, 2)).toBe(-101n);
    expect(unitsAtScale({ units: 5n, scale: 1 }, 0)).toBe(1n);
    expect(unitsAtScale({ units: 12n, scale: 1 }, 3)).toBe(1200n);
  });
});
