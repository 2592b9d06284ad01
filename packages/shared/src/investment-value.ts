import type { Currency, Language } from './constants.ts';
import { ERROR_LABELS, errorMessage } from './errors-core.ts';
import { formatMoney } from './format.ts';
import { decimalToHundredths } from './validation/decimal.ts';
import { formatValidationMessage } from './validation/messages.ts';

// The investment-value rule of spec section 5 and product-decisions section 3, written once: the public invest form, the
// investor panel's accept and the server's 422 all call `checkInvestmentValue` (docs/decisions/022-investment-value-rule.md).
//
// - required: an empty amount is 'validation.investmentValueRequired';
// - min <= value <= max, both inclusive;
// - a multiple of the step, counted from zero, in whole grosze. A step of 0 (or none) means "no step": any amount to the
//   grosz between min and max. A negative step is a configuration error and is refused where products are saved.

/** The offer parameters of a product (spec section 3). Amounts are canonical decimals ('1000.00'). */
export interface TInvestmentValueLimits {
  investmentValueMin: string;
  investmentValueMax: string;
  investmentValueStep: string | null;
}

/** Why an amount is refused: the label of the error catalogue (or validation key) and the canonical amount it states. */
export type TInvestmentValueIssue =
  | { label: 'validation.investmentValueRequired'; params: Record<string, never> }
  | { label: 'validation.decimal'; params: Record<string, never> }
  | { label: typeof ERROR_LABELS.offerCannotBeAcceptedMin; params: { min: string } }
  | { label: typeof ERROR_LABELS.offerCannotBeAcceptedMax; params: { max: string } }
  | { label: typeof ERROR_LABELS.offerCannotBeAcceptedStep; params: { step: string } };

function hundredths(amount: string, name: string): bigint {
  const value = decimalToHundredths(amount);
  if (value === null) throw new RangeError(`investment value ${name} is not an amount: '${amount}'`);
  return value;
}

/**
 * Checks a canonical amount ('12500.00', as `zAmountInput` outputs it; null or '' when nothing was typed) against the
 * product's limits. Returns null when the amount is allowed, else the first rule it breaks (required, decimal, min, max, step).
 */
export function checkInvestmentValue(
  value: string | null | undefined,
  limits: TInvestmentValueLimits,
): TInvestmentValueIssue | null {
  if (value === null || value === undefined || value.trim() === '') {
    return { label: 'validation.investmentValueRequired', params: {} };
  }
  const amount = decimalToHundredths(value);
  if (amount === null) return { label: 'validation.decimal', params: {} };
  if (amount < hundredths(limits.investmentValueMin, 'min')) {
    return { label: ERROR_LABELS.offerCannotBeAcceptedMin, params: { min: limits.investmentValueMin } };
  }
  if (amount > hundredths(limits.investmentValueMax, 'max')) {
    return { label: ERROR_LABELS.offerCannotBeAcceptedMax, params: { max: limits.investmentValueMax } };
  }
  const step = limits.investmentValueStep === null ? 0n : hundredths(limits.investmentValueStep, 'step');
  if (step > 0n && amount % step !== 0n) {
    return { label: ERROR_LABELS.offerCannotBeAcceptedStep, params: { step: limits.investmentValueStep ?? '0.00' } };
  }
  return null;
}

/** The issue's amounts as the platform writes money (spec section 9): '1 000,00 PLN'. */
export function investmentValueIssueParams(
  issue: TInvestmentValueIssue,
  currency: Currency,
  language: Language,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(issue.params).map(([name, amount]) => [name, formatMoney(amount as string, currency, language)]),
  );
}

/** The text shown for an issue, in `language`: the catalogue's message with the limit as money. */
export function investmentValueIssueMessage(issue: TInvestmentValueIssue, currency: Currency, language: Language): string {
  const params = investmentValueIssueParams(issue, currency, language);
  if (issue.label === 'validation.investmentValueRequired' || issue.label === 'validation.decimal') {
    return formatValidationMessage(issue.label, language, params);
  }
  return errorMessage(issue.label, language, params);
}
