import {
  checkInvestmentValue,
  investmentValueIssueMessage,
  zAmountInput,
  zCheckboxChecked,
  type Currency,
  type Language,
  type TInvestConsent,
  type TInvestmentValueLimits,
} from '@emisja/shared';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { ApiError } from './api-error';
import { errorMessage } from './error-messages';

/**
 * The consents the invest form asks for are the platform's one rule, `investConsentList` of packages/shared (the documents
 * always required, the tenant's texts required or voluntary as the effective configuration says; docs/decisions/039): the
 * web lists them from the branding's `consentSettings`, the server checks the acceptance with the same list.
 */
export type { TInvestConsent } from '@emisja/shared';

/**
 * The invest form: the amount typed with a comma or a dot (kept to 2 decimals: "12 500,5" -> "12500.50") and checked here
 * with the platform's one investment-value rule (`checkInvestmentValue`, the same the server applies; its answer wins), the
 * investor's confirmation of their data, and the required consents (a voluntary one may stay unticked). Messages come in `language`, limits written as money.
 */
export function investFormSchema(
  product: TInvestmentValueLimits & { currency: Currency },
  consents: readonly TInvestConsent[],
  language: Language,
) {
  return z.object({
    investmentValue: zAmountInput().superRefine((value, context) => {
      const issue = checkInvestmentValue(value, product);
      if (issue) context.addIssue({ code: 'custom', message: investmentValueIssueMessage(issue, product.currency, language) });
    }),
    isPersonalDataConfirmed: zCheckboxChecked(),
    consents: z.object(
      Object.fromEntries(consents.map((consent) => [consent.key, consent.isRequired ? zCheckboxChecked() : z.boolean()])),
    ),
  });
}

export type TInvestFormInput = z.input<ReturnType<typeof investFormSchema>>;
export type TInvestFormData = z.output<ReturnType<typeof investFormSchema>>;

/**
 * The server's word on the amount of an accept (below the minimum, above the maximum, not a multiple of the step: 422 with
 * the limit in its message, or a violation on `investmentValue`), for the form's amount field; null when the failure is
 * about something else. The public invest form and the investor panel's accept both put it on the field.
 */
export function investmentValueServerError(error: unknown, t: TFunction): string | null {
  if (!(error instanceof ApiError)) return null;
  const violation = error.violations.find((candidate) => candidate.propertyPath === 'investmentValue');
  if (error.status !== 422 && !violation) return null;
  return violation?.title ?? errorMessage(error, t);
}

/** The keys the acceptance sends: every consent ticked, required or voluntary (the server records the others as declined). */
export function givenConsentKeys(
  consents: readonly TInvestConsent[],
  ticked: Partial<Record<string, boolean>>,
): TInvestConsent['key'][] {
  return consents.filter((consent) => ticked[consent.key] === true).map((consent) => consent.key);
}
