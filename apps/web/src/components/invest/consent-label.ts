import { useTranslation } from 'react-i18next';
import type { TInvestConsent } from '@/lib/invest-form';

/** The locale keys of the documents to accept: the checkbox's text and the link's. */
export const DOCUMENT_LABELS = {
  reg: { label: 'publicOffer.invest.consents.reg', link: 'publicOffer.invest.consents.regLink' },
  privacyPolicy: {
    label: 'publicOffer.invest.consents.privacyPolicy',
    link: 'publicOffer.invest.consents.privacyPolicyLink',
  },
  investmentRisks: {
    label: 'publicOffer.invest.consents.investmentRisks',
    link: 'publicOffer.invest.consents.investmentRisksLink',
  },
} as const;

/** A consent as the investor reads it (a document's label, or the tenant's text) and the language it is written in. */
export function useConsentText(consentLanguage: string | null) {
  const { t } = useTranslation();
  return (consent: TInvestConsent) =>
    consent.kind === 'text'
      ? { text: consent.text, lang: consentLanguage ?? undefined }
      : { text: t(DOCUMENT_LABELS[consent.key].label), lang: undefined };
}
