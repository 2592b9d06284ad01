import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidPesel, peselBirthDate, peselCheckDigit, peselMatchesBirthDate, peselSex } from './pesel.ts';

// Independent oracle: the PESEL rules written out again, so the properties do not test the code against itself.
const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
function oracleCheckDigit(tenDigits: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += Number(tenDigits[i]) * (WEIGHTS[i] as number);
  return (10 - (sum % 10)) % 10;
}
function monthOffset(year: number): number {
  if (year < 1900) return 80;
  if (year < 2000) return 0;
  if (year < 2100) return 20;
  if (year < 2200) return 40;
  return 60;
}
const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** A random real birth date in 1800-2299 and serial, with the check digit computed by the oracle. */
const validPesel = fc
  .record({
    date: fc.date({ min: new Date('1800-01-01T00:00:00Z'), max: new Date('2299-12-31T00:00:00Z'), noInvalidDate: true }),
    serial: fc.integer({ min: 0, max: 9999 }),
  })
  .map(({ date, serial }) => {
    const year = date.getUTCFullYear();
    const month = date.getUTCMonth() + 1;
    const day = date.getUTCDate();
    const tenDigits = `${pad(year % 100, 2)}${pad(month + monthOffset(year), 2)}${pad(day, 2)}${pad(serial, 4)}`;
    return { pesel: `${tenDigits}${oracleCheckDigit(tenDigits)}`, birthDate: `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` };
  });

describe('isValidPesel', () => {
  it('accepts real PESELs', () => {
    expect(isValidPesel('44051401359')).toBe(true);
    // Born 2002-07-08 (month 27 = July of the 2000s).
    expect(isValidPesel('02270803624')).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidPesel('44051401358')).toBe(false);
    // Often quoted as a 2002 example, but its check digit should be 4 (weighted sum 146).
    expect(isValidPesel('02270803628')).toBe(false);
  });

  it('rejects a date that does not exist even with a correct check digit', () => {
    // 30 February 1990, checksum made right, so only the date rule can reject it.
    const tenDigits = '9002300000';
    const pesel = `${tenDigits}${oracleCheckDigit(tenDigits)}`;
    expect(isValidPesel(pesel)).toBe(false);
    // Month 13 and day 32 likewise.
    for (const candidate of ['9013010000', '9001320000', '9000010000', '9093010000']) {
      expect(isValidPesel(`${candidate}${oracleCheckDigit(candidate)}`)).toBe(false);
    }
  });

  it('knows leap years per century: 29 February 2000 exists, 29 February 1900 and 2100 do not', () => {
    const of = (tenDigits: string) => `${tenDigits}${oracleCheckDigit(tenDigits)}`;
    expect(isValidPesel(of('0022290000'))).toBe(true); // 2000-02-29
    expect(isValidPesel(of('0002290000'))).toBe(false); // 1900-02-29
    expect(isValidPesel(of('0042290000'))).toBe(false); // 2100-02-29
  });

  it('rejects anything but 11 digits', () => {
    for (const value of ['', '4405140135', '440514013590', '4405140135a', ' 44051401359', '44051401359 ', '4405140135９']) {
      expect(isValidPesel(value)).toBe(false);
    }
  });

  it('accepts every PESEL built from a real date in 1800-2299 and decodes its birth date', () => {
    fc.assert(
      fc.property(validPesel, ({ pesel, birthDate }) => {
        expect(isValidPesel(pesel)).toBe(true);
        expect(peselBirthDate(pesel)).toBe(birthDate);
        expect(peselMatchesBirthDate(pesel, birthDate)).toBe(true);
      }),
    );
  });

  it('rejects every single-digit change of a valid PESEL (weights 1, 3, 7, 9 are invertible mod 10)', () => {
    fc.assert(
      fc.property(validPesel, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), ({ pesel }, position, shift) => {
        const changed = (Number(pesel[position]) + shift) % 10;
        const mutated = `${pesel.slice(0, position)}${changed}${pesel.slice(position + 1)}`;
        expect(isValidPesel(mutated)).toBe(false);
      }),
    );
  });
});

describe('peselCheckDigit', () => {
  it('agrees with the oracle', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (digits) => {
        expect(peselCheckDigit(digits)).toBe(oracleCheckDigit(digits));
      }),
    );
  });
});

describe('peselBirthDate', () => {
  it('decodes the century from the month offset', () => {
    expect(peselBirthDate('44051401359')).toBe('1944-05-14');
    expect(peselBirthDate('02270803624')).toBe('2002-07-08');
    const of = (tenDigits: string) => `${tenDigits}${oracleCheckDigit(tenDigits)}`;
    expect(peselBirthDate(of('9992310000'))).toBe('1899-12-31');
    expect(peselBirthDate(of('0041010000'))).toBe('2100-01-01');
    expect(peselBirthDate(of('9972310000'))).toBe('2299-12-31');
  });

  it('is null for an invalid PESEL', () => {
    expect(peselBirthDate('44051401358')).toBeNull();
    expect(peselBirthDate('abc')).toBeNull();
  });
});

describe('peselMatchesBirthDate', () => {
  it('compares with an ISO date', () => {
    expect(peselMatchesBirthDate('44051401359', '1944-05-14')).toBe(true);
    expect(peselMatchesBirthDate('44051401359', '1944-05-15')).toBe(false);
    expect(peselMatchesBirthDate('44051401359', '2044-05-14')).toBe(false);
    expect(peselMatchesBirthDate('44051401358', '1944-05-14')).toBe(false);
  });
});

describe('peselSex', () => {
  it('reads the 10th digit: odd is male, even is female', () => {
    expect(peselSex('44051401359')).toBe('male');
    expect(peselSex('02270803624')).toBe('female');
  });

  it('throws for input that is not 11 digits', () => {
    expect(() => peselSex('123')).toThrow(RangeError);
  });
});
