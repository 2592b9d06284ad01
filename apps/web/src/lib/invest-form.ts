import {
  checkInvestmentValue,
  investmentValueIssueMessage,
  zAmountInput,
  zCheckboxChecked,
  type Currency,
  type Language,
  type TInvestmentValueLimits,
} from '@emisja/shared';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { ApiError } from './api-error';
import { errorMessage } from './error-messages';

/**
 * The consents the invest form asks for (spec section 3, white-label configuration with the admin overrides): the documents
 * to accept (terms, privacy policy, investment risks) and the tenant's consent texts. Their keys go to the server with the
 * acceptance (ZAcceptOfferRequestSchema).
 */
export type TInvestConsent =
  | { key: 'reg' | 'privacyPolicy' | 'investmentRisks'; kind: 'document'; href: string }
  | { key: 'consent2' | 'consent3'; kind: 'text'; text: string };

export type TInvestConsentSource = {
  documents: { terms: string | null; privacyPolicy: string | null; investmentRisks: string | null };
  consents: { consent2: string | null; consent3: string | null };
};

/** The consents to show, in a fixed order; a document without a link or an empty text is left out. */
export function investConsents({ documents, consents }: TInvestConsentSource): TInvestConsent[] {
  const list: TInvestConsent[] = [];
  if (documents.terms) list.push({ key: 'reg', kind: 'document', href: documents.terms });
  if (documents.privacyPolicy) list.push({ key: 'privacyPolicy', kind: 'document', href: documents.privacyPolicy });
  if (documents.investmentRisks) list.push({ key: 'investmentRisks', kind: 'document', href: documents.investmentRisks });
  if (consents.consent2?.trim()) list.push({ key: 'consent2', kind: 'text', text: consents.consent2 });
  if (consents.consent3?.trim()) list.push({ key: 'consent3', kind: 'text', text: consents.consent3 });
  return list;
}

/**
 * The invest form: the amount typed with a comma or a dot (kept to 2 decimals: "12 500,5" -> "12500.50") and checked here
 * with the platform's one investment-value rule (`checkInvestmentValue`, the same the server applies; its answer wins), the
 * investor's confirmation of their data, and every consent shown. Messages come in `language`, limits written as money.
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
    consents: z.object(Object.fromEntries(consents.map((consent) => [consent.key, zCheckboxChecked()]))),
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
