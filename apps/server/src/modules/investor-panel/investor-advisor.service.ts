import { ERROR_LABELS } from '@emisja/shared';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { EmailTemplate } from '../../emails/templates.ts';
import { writeAudit, type AuditEntry } from '../audit/audit.service.ts';
import { findKycRequestSender, type KycSenderRecord } from '../kyc/investor-questionnaire.service.ts';
import { writeEmail } from '../mail/mail.service.ts';
import { findLandingAdmin, findNewestOfferOwner, type AdvisorContactRecord } from './investor-panel.repository.ts';
import { investorDisplayName, type PanelInvestor } from './panel-investor.service.ts';

// Whom the investor panel writes to on the investor's behalf (product-decisions section 10; docs/decisions/033): the owner
// advisor of the investor's most recent offer, else the advisor who sent their last KYC request, else the landing page's admin.
// Only active advisors: an archived one reads no mail of the platform.

export type AdvisorContact = AdvisorContactRecord;

const contactOf = (sender: KycSenderRecord | null): AdvisorContact | null =>
  sender?.isActive ? { id: sender.advisorId, firstName: sender.firstName, surname: sender.surname, email: sender.email } : null;

/**
 * The investor's advisor by the order above. None (no advisor of theirs is active and the landing page has no active admin,
 * e.g. the only admin archived) is a 409 `error.noAdvisorAvailable`: the investor is told to contact the operator, nothing is
 * sent, and the log warns, since the landing page needs an admin.
 */
export async function resolveInvestorAdvisor(context: RequestContext, investorId: string): Promise<AdvisorContact> {
  const advisor =
    (await findNewestOfferOwner(context.db, context.landing.id, investorId)) ??
    contactOf(await findKycRequestSender(context, investorId)) ??
    (await findLandingAdmin(context.db, context.landing.id));
  if (!advisor) {
    context.log.warn({ landingId: context.landing.id }, 'investor panel: no active advisor or admin to write to');
    throw new AppError(ERROR_LABELS.noAdvisorAvailable);
  }
  return advisor;
}

/** `preferred` when that advisor is active, else the investor's advisor by the order above. */
export async function preferActiveAdvisor(
  context: RequestContext,
  investorId: string,
  preferred: KycSenderRecord,
): Promise<AdvisorContact> {
  return contactOf(preferred) ?? resolveInvestorAdvisor(context, investorId);
}

/** The mails an investor sends an advisor through the panel: their data without what `writeToAdvisor` fills in. */
type InvestorToAdvisorTemplate = EmailTemplate extends infer Template
  ? Template extends { name: infer Name; data: infer Data extends { advisorName: string; investorEmail: string } }
    ? { name: Name; data: Omit<Data, 'advisorName' | 'investorName' | 'investorEmail'> }
    : never
  : never;

/**
 * A mail from the investor to `advisor` (in the landing page's language: advisors have none of their own, naming both and
 * giving the investor's e-mail to answer) and its audit entry with the investor as the actor, in one transaction. Returns
 * the outbox id to dispatch after the commit.
 */
export async function writeToAdvisor(
  context: RequestContext,
  investor: PanelInvestor,
  advisor: AdvisorContact,
  template: InvestorToAdvisorTemplate,
  audit: Omit<AuditEntry, 'actor'>,
): Promise<string> {
  const names = {
    advisorName: `${advisor.firstName} ${advisor.surname}`,
    investorName: investorDisplayName(investor),
    investorEmail: investor.email,
  };
  return context.db.transaction(async (tx) => {
    const outboxId = await writeEmail(tx, context, {
      to: advisor.email,
      language: context.landing.language,
      template: { name: template.name, data: { ...names, ...template.data } } as EmailTemplate,
    });
    await writeAudit(tx, context, { ...audit, actor: { userId: investor.userId, label: investor.email } });
    return outboxId;
  });
}
