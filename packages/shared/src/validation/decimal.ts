// Exact decimals for money and percentages (product-decisions section 4: money is an exact decimal, on the wire as a string).
// Values are kept as BigInt units at a decimal scale, never as floating point, so '0.10' * 3 is exactly '0.30'.

/** An exact decimal: `units / 10^scale`. */
export interface ExactDecimal {
  readonly units: bigint;
  readonly scale: number;
}

const PLAIN_DECIMAL_PATTERN = /^([+-]?)(\d+)(?:[.,](\d+))?$/;
const NUMBER_STRING_PATTERN = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/**
 * Any number of decimals, dot or comma, no thousands separators ('12345678901234.55', '-0,125'). A JS number is read from its
 * shortest round-trip text (`String(0.1)` is '0.1', exponents included), so 1.005 means 1.005, not its binary approximation.
 */
export function parseExactDecimal(value: string | number): ExactDecimal | null {
  let match: RegExpExecArray | null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    match = NUMBER_STRING_PATTERN.exec(String(value));
  } else {
    match = PLAIN_DECIMAL_PATTERN.exec(value.trim());
  }
  if (match === null) return null;
  const [, sign, integer = '', fraction = '', exponent = '0'] = match;
  let units = BigInt(integer + fraction);
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -units : units, scale };
}

/** The decimal's units at `scale` decimals, rounding half away from zero (commercial rounding) when it has more. */
export function unitsAtScale(decimal: ExactDecimal, scale: number): bigint {
  if (decimal.scale <= scale) return decimal.units * 10n ** BigInt(scale - decimal.scale);
  const divisor = 10n ** BigInt(decimal.scale - scale);
  const magnitude = decimal.units < 0n ? -decimal.units : decimal.units;
  const rounded = magnitude / divisor + ((magnitude % divisor) * 2n >= divisor ? 1n : 0n);
  return decimal.units < 0n ? -rounded : rounded;
}

/** Plain text of `units / 10^scale` with exactly `scale` decimals, e.g. (123450n, 2) -> '1234.50'. */
export function unitsToDecimalString(units: bigint, scale: number): string {
  const magnitude = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  const integer = magnitude.slice(0, magnitude.length - scale);
  const fraction = magnitude.slice(magnitude.length - scale);
  return `${units < 0n ? '-' : ''}${integer}${scale > 0 ? `.${fraction}` : ''}`;
}

// Spec section 5: comma or dot, at most 2 decimals. Spaces (also the non-breaking ones that copied text carries) may separate
// thousands, in groups of three.
const DECIMAL_INPUT_PATTERN = /^(-?)(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[.,](\d{1,2}))?$/;

/** Hundredths of a decimal typed by a user ('1 234,5' -> 123450n); null when it is not one. */
export function decimalToHundredths(input: string): bigint | null {
  const match = DECIMAL_INPUT_PATTERN.exec(input.trim());
  if (match === null) return null;
  const [, sign, integer = '', fraction = ''] = match;
  const hundredths = BigInt(integer.replace(/\D/g, '') + fraction.padEnd(2, '0'));
  return sign === '-' ? -hundredths : hundredths;
}

export function hundredthsToDecimal(hundredths: bigint): string {
  return unitsToDecimalString(hundredths, 2);
}

/** A user's decimal input ('1 234,5', '1234.50', '0,1') in canonical form ('1234.50', '0.10'), or null. '-0' becomes '0.00'. */
export function parseDecimalInput(input: string): string | null {
  const hundredths = decimalToHundredths(input);
  return hundredths === null ? null : hundredthsToDecimal(hundredths);
}

function hundredthsOrThrow(value: string): bigint {
  const hundredths = decimalToHundredths(value);
  if (hundredths === null) throw new RangeError(`Not a decimal with at most 2 decimals: '${value}'`);
  return hundredths;
}

/** Compares two decimals in any form `parseDecimalInput` accepts; throws a RangeError for anything else. */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const difference = hundredthsOrThrow(a) - hundredthsOrThrow(b);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** Spec section 5: the investment value must be a multiple of the step. False when either is not a decimal or step <= 0. */
export function isMultipleOfStep(value: string, step: string): boolean {
  const valueHundredths = decimalToHundredths(value);
  const stepHundredths = decimalToHundredths(step);
  if (valueHundredths === null || stepHundredths === null || stepHundredths <= 0n) return false;
  return valueHundredths % stepHundredths === 0n;
}
