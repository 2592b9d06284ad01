import type { TPaymentFrequency } from '@emisja/shared';

/** Spec section 3 payment frequencies -> the locale keys (campaign.paymentFrequencies.*). */
export const PAYMENT_FREQUENCY_KEYS = {
  Monthly: 'monthly',
  Quarterly: 'quarterly',
  'Semi-annually': 'semiAnnually',
  Annually: 'annually',
  'At Maturity': 'atMaturity',
} as const satisfies Record<TPaymentFrequency, string>;

/** Raised funds as a whole percentage of the target, 0 to 100 (display only, so floats are fine). */
export function fundingPercent(raised: string, target: string): number {
  const raisedValue = Number(raised);
  const targetValue = Number(target);
  if (!Number.isFinite(raisedValue) || !Number.isFinite(targetValue) || targetValue <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((raisedValue / targetValue) * 100)));
}
