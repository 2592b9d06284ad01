// Polish company identifiers of spec section 3 (company: krsRegisterNumber, regonStatisticalNumber) and tax numbers (NIP).

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;
const REGON_9_WEIGHTS = [8, 9, 2, 3, 4, 5, 6, 7] as const;
const REGON_14_WEIGHTS = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8] as const;

function weightedSum(digits: string, weights: readonly number[]): number {
  return weights.reduce((sum, weight, index) => sum + weight * Number(digits[index]), 0);
}

/** NIP check digit for the first 9 digits; null when the remainder is 10 (no valid NIP has those 9 digits). */
export function nipCheckDigit(firstNineDigits: string): number | null {
  const remainder = weightedSum(firstNineDigits, NIP_WEIGHTS) % 11;
  return remainder === 10 ? null : remainder;
}

/** NIP: 10 digits, dashes and spaces allowed as separators ('526-025-02-74'). */
export function isValidNip(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{10}$/.test(digits) && nipCheckDigit(digits.slice(0, 9)) === Number(digits[9]);
}

/** REGON check digit over all digits but the last (8 for REGON-9, 13 for REGON-14); a remainder of 10 becomes 0. */
export function regonCheckDigit(digitsWithoutCheck: string): number {
  const weights = digitsWithoutCheck.length === 13 ? REGON_14_WEIGHTS : REGON_9_WEIGHTS;
  return (weightedSum(digitsWithoutCheck, weights) % 11) % 10;
}

function hasValidRegonCheckDigit(digits: string): boolean {
  return regonCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}

/**
 * REGON: 9 digits, or 14 for a local unit. A 14-digit REGON is the parent's REGON-9 plus a unit number and its own check
 * digit, so the embedded REGON-9 is checked too; this also catches a change at position 5, whose REGON-14 weight is 0.
 */
export function isValidRegon(value: string): boolean {
  const digits = value.trim();
  if (/^\d{9}$/.test(digits)) return hasValidRegonCheckDigit(digits);
  return /^\d{14}$/.test(digits) && hasValidRegonCheckDigit(digits.slice(0, 9)) && hasValidRegonCheckDigit(digits);
}

/** KRS number: exactly 10 digits (zero-padded), never all zeros. KRS numbers have no check digit. */
export function isValidKrs(value: string): boolean {
  const digits = value.trim();
  return /^\d{10}$/.test(digits) && digits !== '0000000000';
}
