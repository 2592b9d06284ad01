import {
  ERROR_LABELS,
  ONBOARDING_DOCUMENTS,
  type TEffectiveConfiguration,
  type TOnboarding,
  type TOnboardingAcceptRequest,
  type TOnboardingDocument,
} from '@emisja/shared';
import { AppError, violation } from '../../lib/app-error.ts';
import { contentVersion } from '../../lib/content-version.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { getInvestorKycState } from '../kyc/investor-kyc.service.ts';
import { findInvestorConsents, insertInvestorConsents } from './investor-panel.repository.ts';
import { requirePanelInvestor, type PanelInvestor } from './panel-investor.service.ts';

// The investor's first-login onboarding (product-decisions section 10; docs/decisions/033-investor-panel-server.md): the
// landing page's terms, privacy policy and risk statement, each accepted in its current version with the time, the address
// and the browser, and the questionnaire's state. A document the landing page does not name is not asked.
//
// Versions: a document is the link the effective configuration names (`reg`, `privacy_policy`, `investmentRisks`, the admin's
// override first). Its version is `sha256:` and the first 16 hex digits of the SHA-256 of that link, so a new link (a new
// document: issuers publish a new file under a new name) asks every investor again, while the same link keeps the
// acceptance. The server cannot see a file changed in place under the same link; the admin publishes a new one instead.

/** Where each onboarding document's link comes from in the effective configuration. */
const DOCUMENT_LINKS: Record<TOnboardingDocument, (configuration: TEffectiveConfiguration) => string | null> = {
  terms: (configuration) => configuration.reg,
  'privacy-policy': (configuration) => configuration.privacy_policy,
  'investment-risks': (configuration) => configuration.investmentRisks,
};

/** The version of a document named by `url`. */
export function documentVersion(url: string): string {
  return contentVersion(url);
}

/** The documents the landing page names now, each with its current version, in the contract's order. */
export function currentOnboardingDocuments(
  configuration: TEffectiveConfiguration,
): { document: TOnboardingDocument; url: string; version: string }[] {
  return ONBOARDING_DOCUMENTS.flatMap((document) => {
    const url = DOCUMENT_LINKS[document](configuration)?.trim();
    return url ? [{ document, url, version: documentVersion(url) }] : [];
  });
}

async function onboardingOf(context: RequestContext, investor: PanelInvestor): Promise<TOnboarding> {
  const [configuration, consents, kyc] = await Promise.all([
    context.configuration(),
    findInvestorConsents(context.db, context.landing.id, investor.id),
    getInvestorKycState(context, investor.id),
  ]);
  const documents = currentOnboardingDocuments(configuration).map((current) => {
    const accepted = consents.find((consent) => consent.document === current.document && consent.version === current.version);
    return { ...current, acceptedAt: accepted ? accepted.acceptedAt.toISOString() : null };
  });
  return { isComplete: documents.every((document) => document.acceptedAt !== null), documents, kyc };
}

/** `GET /investor-api/onboarding`. */
export async function getOnboarding(context: RequestContext): Promise<TOnboarding> {
  return onboardingOf(context, await requirePanelInvestor(context));
}

/**
 * `POST /investor-api/onboarding {accepted: [{document, version}]}`: records each acceptance (time, address, browser; a version
 * accepted before keeps its first time) and answers the state. A document the landing page does not name, or a version that
 * is not the current one (the page showed an older document), is a 409 `error.conflict` with a violation on that entry, and
 * nothing is recorded.
 */
export async function acceptOnboarding(context: RequestContext, input: TOnboardingAcceptRequest): Promise<TOnboarding> {
  const investor = await requirePanelInvestor(context);
  const current = currentOnboardingDocuments(await context.configuration());
  const stale = input.accepted.flatMap((entry, index) =>
    current.some((document) => document.document === entry.document && document.version === entry.version)
      ? []
      : [
          {
            ...violation(`accepted.${index}.version`, 'validation.invalid', context.language),
            code: 'onboarding.versionNotCurrent',
          },
        ],
  );
  if (stale.length > 0) throw new AppError(ERROR_LABELS.conflict, { violations: stale });
  const unique = [...new Map(input.accepted.map((entry) => [entry.document, entry])).values()];
  await context.db.transaction(async (tx) => {
    const recorded = await insertInvestorConsents(
      tx,
      unique.map((entry) => ({
        landingPageId: context.landing.id,
        investorId: investor.id,
        document: entry.document,
        version: entry.version,
        ip: context.ip,
        userAgent: context.userAgent,
      })),
    );
    if (recorded.length === 0) return;
    await writeAudit(tx, context, {
      action: 'investor-onboarding-accepted',
      actor: { userId: investor.userId, label: investor.email },
      entity: { type: 'investor', id: investor.id },
      after: { accepted: recorded.map(({ document, version }) => ({ document, version })) },
      metadata: { userAgent: context.userAgent },
    });
  });
  return onboardingOf(context, investor);
}
