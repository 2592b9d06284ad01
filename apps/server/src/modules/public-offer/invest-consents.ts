import {
  investConsentList,
  missingRequiredConsents,
  type TEffectiveConfiguration,
  type TInvestConsent,
  type TInvestConsentKey,
} from '@emisja/shared';
import { invalidFields, violation } from '../../lib/app-error.ts';
import { contentVersion } from '../../lib/content-version.ts';
import type { RequestContext } from '../../lib/request-context.ts';

// The consents of an acceptance (issue 18; docs/decisions/039-invest-consents.md). The landing page's effective configuration
// decides which the invest form shows and which of them are required (`investConsentList`, the web's rule too); the server
// refuses an acceptance without a required one, so a client cannot skip them, and records every consent shown as given or
// declined with the version of what the investor read (a document's link, a consent's text).

/** One consent of an acceptance as the audit log keeps it. */
export interface RecordedConsent {
  key: TInvestConsentKey;
  isRequired: boolean;
  isGiven: boolean;
  /** `sha256:` + 16 hex digits of the document's link or the consent's text shown (contentVersion). */
  version: string;
}

/** The consents the invest form shows on this landing page now. */
export function investConsentsOf(configuration: TEffectiveConfiguration): TInvestConsent[] {
  return investConsentList({
    documents: {
      reg: configuration.reg,
      privacyPolicy: configuration.privacy_policy,
      investmentRisks: configuration.investmentRisks,
    },
    texts: { consent2: configuration.consent2, consent3: configuration.consent3 },
    requireConsent2: configuration.requireConsent2,
    requireConsent3: configuration.requireConsent3,
  });
}

/**
 * 400 with a violation `consents.<key>` (validation.checkboxRequired) per required consent the acceptance leaves out;
 * otherwise the consents to record. Keys the landing page does not show are ignored.
 */
export async function checkAcceptanceConsents(context: RequestContext, given: readonly string[]): Promise<RecordedConsent[]> {
  const consents = investConsentsOf(await context.configuration());
  const missing = missingRequiredConsents(consents, given);
  if (missing.length > 0) {
    throw invalidFields(missing.map((key) => violation(`consents.${key}`, 'validation.checkboxRequired', context.language)));
  }
  return consents.map((consent) => ({
    key: consent.key,
    isRequired: consent.isRequired,
    isGiven: given.includes(consent.key),
    version: contentVersion(consent.kind === 'document' ? consent.href : consent.text),
  }));
}
