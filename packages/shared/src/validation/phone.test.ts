import { describe, expect, it } from 'vitest';
import { isValidPhone } from './phone.ts';

describe('isValidPhone', () => {
  it('accepts Polish numbers in national and international form', () => {
    expect(isValidPhone('512 345 678')).toBe(true);
    expect(isValidPhone('+48 512 345 678')).toBe(true);
    expect(isValidPhone('+48512345678')).toBe(true);
  });

  it('accepts international numbers of other countries', () => {
    expect(isValidPhone('+49 30 123456')).toBe(true);
    expect(isValidPhone('+1 212 555 0100')).toBe(true);
  });

  it('reads a national number in the given default country', () => {
    expect(isValidPhone('030 123456', 'DE')).toBe(true);
    expect(isValidPhone('030 123456', 'PL')).toBe(false);
  });

  it('rejects wrong lengths and text', () => {
    for (const value of ['12', '51234567', '5123456789', '000000000', 'phone', '']) {
      expect(isValidPhone(value)).toBe(false);
    }
  });
});
