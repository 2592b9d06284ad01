import { isCalendarDate, toIsoDate } from './dates.ts';

// PESEL (Polish national identification number), spec section 5: 11 digits, yymmdd birth date with the century encoded in the
// month, a 4-digit serial whose last digit gives the sex, and a check digit.

const PESEL_PATTERN = /^\d{11}$/;
const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3] as const;
/** Month offset -> first year of the century: months 81-92 are the 1800s, 1-12 the 1900s, 21-32 the 2000s, and so on. */
const CENTURY_BY_MONTH_OFFSET: ReadonlyArray<readonly [offset: number, century: number]> = [
  [80, 1800],
  [60, 2200],
  [40, 2100],
  [20, 2000],
  [0, 1900],
];

function digitsOf(value: string): number[] {
  return Array.from(value, Number);
}

/** The check digit for the first 10 digits. */
export function peselCheckDigit(firstTenDigits: string): number {
  const sum = digitsOf(firstTenDigits).reduce((total, digit, index) => total + digit * (PESEL_WEIGHTS[index] ?? 0), 0);
  return (10 - (sum % 10)) % 10;
}

function encodedBirthDate(pesel: string): string | null {
  const yy = Number(pesel.slice(0, 2));
  const encodedMonth = Number(pesel.slice(2, 4));
  const day = Number(pesel.slice(4, 6));
  for (const [offset, century] of CENTURY_BY_MONTH_OFFSET) {
    const month = encodedMonth - offset;
    if (month >= 1 && month <= 12) {
      return isCalendarDate(century + yy, month, day) ? toIsoDate(century + yy, month, day) : null;
    }
  }
  return null;
}

export function isValidPesel(pesel: string): boolean {
  return (
    PESEL_PATTERN.test(pesel) && peselCheckDigit(pesel.slice(0, 10)) === Number(pesel[10]) && encodedBirthDate(pesel) !== null
  );
}

/** The birth date (`yyyy-mm-dd`) of a valid PESEL; null when the PESEL is not valid. */
export function peselBirthDate(pesel: string): string | null {
  return isValidPesel(pesel) ? encodedBirthDate(pesel) : null;
}

/** Spec section 5: "PESEL ... not matching the birth date". False for an invalid PESEL. */
export function peselMatchesBirthDate(pesel: string, isoDate: string): boolean {
  const birthDate = peselBirthDate(pesel);
  return birthDate !== null && birthDate === isoDate;
}

/** The 10th digit is odd for men and even for women. Throws for input that is not 11 digits: validate first. */
export function peselSex(pesel: string): 'female' | 'male' {
  if (!PESEL_PATTERN.test(pesel)) throw new RangeError('peselSex expects an 11-digit PESEL');
  return Number(pesel[9]) % 2 === 1 ? 'male' : 'female';
}
