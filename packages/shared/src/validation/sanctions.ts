import { parseExactDecimal, unitsAtScale } from './decimal.ts';

const MAX_TOTAL_PERCENT = 100n;

/**
 * Spec section 5: sanctioned-country percentages must not total more than 100%. Exact (0.1 + 0.2 is 0.3, not 0.30000000000000004).
 * Empty entries (null, undefined, '') count as 0; a negative or non-numeric entry makes the list not OK.
 */
export function sanctionsPercentagesTotalOk(percentages: ReadonlyArray<number | string | null | undefined>): boolean {
  const decimals = [];
  for (const percentage of percentages) {
    if (percentage === null || percentage === undefined || (typeof percentage === 'string' && percentage.trim() === '')) continue;
    const decimal = parseExactDecimal(percentage);
    if (decimal === null || decimal.units < 0n) return false;
    decimals.push(decimal);
  }
  const scale = Math.max(0, ...decimals.map((decimal) => decimal.scale));
  const total = decimals.reduce((sum, decimal) => sum + unitsAtScale(decimal, scale), 0n);
  return total <= MAX_TOTAL_PERCENT * 10n ** BigInt(scale);
}
