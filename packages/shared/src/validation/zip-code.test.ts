import { describe, expect, it } from 'vitest';
import { isValidZipCode } from './zip-code.ts';

describe('isValidZipCode', () => {
  it('accepts NN-NNN', () => {
    expect(isValidZipCode('00-950')).toBe(true);
    expect(isValidZipCode('31-042')).toBe(true);
  });

  it('rejects other shapes', () => {
    for (const value of ['00950', '0-0950', '00-95', '00-9500', 'ab-cde', ' 00-950', '00 950', '00–950', '']) {
      expect(isValidZipCode(value)).toBe(false);
    }
  });
});
