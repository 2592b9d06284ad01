// The consents of the invest form (issue 18; docs/decisions/039-invest-consents.md): which the landing page shows, which of
// them block the subscription, and which are voluntary. One rule for the web's form, the server's check on accept and the
// landing page's information.
//
// - The documents the landing page names (terms `reg`, privacy policy, investment risks) are always required: the terms are
//   the contract of the subscription, the privacy policy is acknowledged (the information of GDPR art. 13, not a consent),
//   and the risk statement is what an issuer must have the investor read before investing.
// - The tenant's texts `consent2` and `consent3` are required or voluntary as the configuration says (`requireConsent2`,
//   `requireConsent3`, the admin's override first); without a setting, consent2 is required (the demo texts make it the data
//   processing needed to handle the subscription) and consent3 voluntary (marketing: "Zgoda jest dobrowolna").

export const INVEST_CONSENT_KEYS = ['reg', 'privacyPolicy', 'investmentRisks', 'consent2', 'consent3'] as const;
export type TInvestConsentKey = (typeof INVEST_CONSENT_KEYS)[number];
export type TInvestDocumentConsentKey = Extract<TInvestConsentKey, 'reg' | 'privacyPolicy' | 'investmentRisks'>;
export type TInvestTextConsentKey = Extract<TInvestConsentKey, 'consent2' | 'consent3'>;

/** What a landing page that says nothing about its consent texts requires. */
export const DEFAULT_CONSENT_REQUIREMENTS = { requireConsent2: true, requireConsent3: false } as const;

/** Where the consents come from: the effective configuration's links and texts, and the two flags. */
export interface TInvestConsentSettings {
  documents: Record<TInvestDocumentConsentKey, string | null>;
  texts: Record<TInvestTextConsentKey, string | null>;
  requireConsent2?: boolean | null;
  requireConsent3?: boolean | null;
}

export type TInvestConsent = (
  { key: TInvestDocumentConsentKey; kind: 'document'; href: string } | { key: TInvestTextConsentKey; kind: 'text'; text: string }
) & { isRequired: boolean };

const present = (value: string | null | undefined): string | null => (value && value.trim() ? value : null);

/** The consents the invest form shows, in a fixed order; a document without a link or an empty text is left out. */
export function investConsentList(settings: TInvestConsentSettings): TInvestConsent[] {
  const list: TInvestConsent[] = [];
  for (const key of ['reg', 'privacyPolicy', 'investmentRisks'] as const) {
    const href = present(settings.documents[key]);
    if (href) list.push({ key, kind: 'document', href, isRequired: true });
  }
  const requirements = {
    consent2: settings.requireConsent2 ?? DEFAULT_CONSENT_REQUIREMENTS.requireConsent2,
    consent3: settings.requireConsent3 ?? DEFAULT_CONSENT_REQUIREMENTS.requireConsent3,
  };
  for (const key of ['consent2', 'consent3'] as const) {
    const text = present(settings.texts[key]);
    if (text) list.push({ key, kind: 'text', text, isRequired: requirements[key] });
  }
  return list;
}

/** The required consents of `consents` that `given` (the keys the investor ticked) leaves out. */
export function missingRequiredConsents(consents: readonly TInvestConsent[], given: readonly string[]): TInvestConsentKey[] {
  return consents.filter((consent) => consent.isRequired && !given.includes(consent.key)).map((consent) => consent.key);
}
