import type { TPaymentFrequency } from '@emisja/shared';

/** Spec section 3 payment frequencies -> the locale keys (campaign.paymentFrequencies.*). */
export const PAYMENT_FREQUENCY_KEYS = {
  Monthly: 'monthly',
  Quarterly: 'quarterly',
  'Semi-annually': 'semiAnnually',
  Annually: 'annually',
  'At Maturity': 'atMaturity',
} as const satisfies Record<TPaymentFrequency, string>;

/** Raised funds as a percentage of the target, 0 to 100: whole, or one decimal below 1 (display only, so floats are fine). */
export function fundingPercent(raised: string, target: string): number {
  const raisedValue = Number(raised);
  const targetValue = Number(target);
  if (!Number.isFinite(raisedValue) || !Number.isFinite(targetValue) || targetValue <= 0) return 0;
  const percent = Math.min(100, Math.max(0, (raisedValue / targetValue) * 100));
  // Below 1 % one decimal, so a started campaign never reads 0 % (issue 18); formatPercent prints it.
  if (percent > 0 && percent < 1) return Math.max(0.1, Math.floor(percent * 10) / 10);
  return Math.floor(percent);
}
