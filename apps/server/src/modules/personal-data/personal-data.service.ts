import {
  isoDateInTimeZone,
  type TErasedDataCategory,
  type TPersonalDataErasure,
  type TPersonalDataExport,
  type TPersonalDataExportFormat,
  type TRetainedDataCategory,
} from '@emisja/shared';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { PiiCipher } from '../../lib/pii/index.ts';
import { requireSession, type RequestContext } from '../../lib/request-context.ts';
import { auditRowsAbout, countAuditRowsOf, relabelAuditActor } from '../audit/audit-subject.service.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { openInvestorField, openQuestionnaire } from '../kyc/kyc-crypto.ts';
import {
  clearOfferNotes,
  countContextsOnLanding,
  countOtherContexts,
  countRetained,
  deleteConsents,
  deleteEmails,
  deleteErasedInvestor,
  deleteInvestorContext,
  deleteInvestorSessions,
  deleteLoginLinks,
  deleteOffersWithoutAgreement,
  eraseKycRequests,
  findConsents,
  findDocuments,
  findEmails,
  findInvestments,
  findInvestor,
  findInvestorOfUser,
  findInvestorsPastRetention,
  findKycRequests,
  findLastInvestmentEnd,
  findOfferHistory,
  findOffers,
  findScheduleEntries,
  findUser,
  insertStandInUser,
  lockInvestor,
  markInvestorErased,
  pseudonymiseUser,
  type InvestorRow,
} from './personal-data.repository.ts';

// An investor's personal data (issue 17 item 8; GDPR articles 15, 17 and 20; docs/decisions/049): the export of everything
// held about them on the landing page, to the investor or to the landing page's admin, and the admin's erasure that keeps
// what the AML law requires for five years after the business relationship ends (product-decisions section 9).

/** The AML retention: five years after the end of the business relationship. */
export const AML_RETENTION_YEARS = 5;

/** Who asked for an export, for the audit row. */
type ExportVia = 'investor-panel' | 'advisor-panel';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** `yyyy-mm-dd` plus whole years (29 February falls back to 28 February). */
export function addYears(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year + years, month - 1, date));
  if (target.getUTCMonth() !== month - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

/** The investor of the investor-panel session; 403 without one (as the panel's other routes). */
async function sessionInvestor(context: RequestContext): Promise<InvestorRow> {
  const session = requireSession(context);
  const investor = await findInvestorOfUser(context.db, context.landing.id, session.userId);
  if (!investor) throw forbidden();
  return investor;
}

/** An investor of the landing page for its admin: advisors and coordinators 403, another landing page's investor 404. */
async function investorForAdmin(context: RequestContext, investorId: string): Promise<InvestorRow> {
  const actor = await context.advisorActor();
  if (!actor.isAdmin) throw forbidden();
  const investor = await findInvestor(context.db, context.landing.id, investorId);
  if (!investor) throw notFound();
  return investor;
}

async function collectExport(context: RequestContext, cipher: PiiCipher, investor: InvestorRow): Promise<TPersonalDataExport> {
  const { db, landing } = context;
  const user = await findUser(db, investor.userId);
  if (!user) throw notFound();
  const questionnaires = await findKycRequests(db, landing.id, investor.id);
  const offers = await findOffers(db, landing.id, investor.id, context.language);
  const offerIds = offers.map((offer) => offer.id);
  const history = await findOfferHistory(db, offerIds);
  const investmentRows = await findInvestments(db, landing.id, investor.id);
  const schedule = await findScheduleEntries(
    db,
    investmentRows.map((investment) => investment.id),
  );
  const files = await findDocuments(db, landing.id, investor.id, offerIds);
  const consents = await findConsents(db, landing.id, investor.id);
  const entityIds = [investor.id, ...offerIds, ...questionnaires.map((row) => row.id), ...investmentRows.map((row) => row.id)];
  const audit = await auditRowsAbout(db, landing.id, investor.userId, entityIds);
  const emails = await findEmails(db, landing.id, investor.email);
  return {
    format: 'emisja-personal-data-export',
    version: 1,
    generatedAt: new Date().toISOString(),
    landingPage: { id: landing.id, name: landing.name },
    user: { ...user, createdAt: user.createdAt.toISOString() },
    investor: {
      id: investor.id,
      email: investor.email,
      firstName: investor.firstName,
      surname: investor.surname,
      phoneNo: investor.phoneNo,
      pesel: openInvestorField(cipher, 'pesel', investor.id, investor.pesel),
      bankAccount: openInvestorField(cipher, 'bank_account', investor.id, investor.bankAccount),
      isLegalPerson: investor.isLegalPerson,
      companyName: investor.companyName,
      kycSubmittedAt: iso(investor.kycSubmittedAt),
      createdAt: investor.createdAt.toISOString(),
      erasedAt: iso(investor.erasedAt),
      retentionUntil: investor.retentionUntil,
    },
    kycQuestionnaires: questionnaires.map((row) => ({
      id: row.id,
      status: row.status,
      identityVerification: row.identityVerification,
      createdAt: row.createdAt.toISOString(),
      submittedAt: iso(row.submittedAt),
      answers: row.data
        ? openQuestionnaire(cipher, row.data, 'data', row.id)
        : row.draft
          ? openQuestionnaire(cipher, row.draft, 'draft', row.id)
          : null,
    })),
    offers: offers.map((offer) => ({
      ...offer,
      statusDate: offer.statusDate.toISOString(),
      createdAt: offer.createdAt.toISOString(),
      history: history
        .filter((entry) => entry.offerId === offer.id)
        .map((entry) => ({
          fromStatus: entry.fromStatus,
          toStatus: entry.toStatus,
          reason: entry.reason,
          at: entry.at.toISOString(),
        })),
    })),
    investments: investmentRows.map((investment) => ({
      ...investment,
      schedule: schedule
        .filter((entry) => entry.investmentId === investment.id)
        .map(({ investmentId: _investmentId, ...entry }) => entry),
    })),
    documents: [
      ...files.confirmations.map((file) => ({
        ...file,
        kind: 'payment-confirmation' as const,
        uploadedAt: file.uploadedAt.toISOString(),
      })),
      ...files.addressed.map((file) => ({
        ...file,
        kind: 'investor-document' as const,
        offerId: null,
        uploadedAt: file.uploadedAt.toISOString(),
      })),
    ],
    consents: consents.map((consent) => ({ ...consent, acceptedAt: consent.acceptedAt.toISOString() })),
    auditEntries: audit.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    emails: emails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString(), sentAt: iso(mail.sentAt) })),
  };
}

/** The export of `investor`, audited as a read of personal data before it leaves. */
async function exportInvestor(
  context: RequestContext,
  cipher: PiiCipher,
  investor: InvestorRow,
  format: TPersonalDataExportFormat,
  via: ExportVia,
): Promise<TPersonalDataExport> {
  const data = await collectExport(context, cipher, investor);
  const session = requireSession(context);
  await writeAudit(context.db, context, {
    action: 'personal-data-exported',
    actor: { userId: session.userId, label: session.email },
    entity: { type: 'investor', id: investor.id },
    metadata: { format, via },
  });
  return data;
}

/** `GET /investor-api/personal-data`: the caller's own data on this landing page. */
export async function exportMyPersonalData(
  context: RequestContext,
  cipher: PiiCipher,
  format: TPersonalDataExportFormat,
): Promise<TPersonalDataExport> {
  return exportInvestor(context, cipher, await sessionInvestor(context), format, 'investor-panel');
}

/** `GET /api/advisor/investor/{investorId}/personal-data`: the landing page's admin only. */
export async function exportInvestorPersonalData(
  context: RequestContext,
  cipher: PiiCipher,
  investorId: string,
  format: TPersonalDataExportFormat,
): Promise<TPersonalDataExport> {
  return exportInvestor(context, cipher, await investorForAdmin(context, investorId), format, 'advisor-panel');
}

/** `personal-data-<investor id prefix>-<day>.json|pdf`. */
export function exportFileName(data: TPersonalDataExport, format: TPersonalDataExportFormat): string {
  return `personal-data-${data.investor.id.slice(0, 8)}-${data.generatedAt.slice(0, 10)}.${format}`;
}

/**
 * `POST /api/advisor/investor/{investorId}/erasure` (admin): in one transaction, deletes or pseudonymises what the AML law does
 * not require and marks the rest with its retention date (docs/decisions/049). A second erasure is a 409 error.conflict:
 * nothing is left to erase, and the first answer said what was kept.
 */
export async function eraseInvestorPersonalData(context: RequestContext, investorId: string): Promise<TPersonalDataErasure> {
  const actor = await context.advisorActor();
  if (!actor.isAdmin) throw forbidden();
  const session = requireSession(context);
  const landingId = context.landing.id;
  return context.db.transaction(async (tx) => {
    const investor = await lockInvestor(tx, landingId, investorId);
    if (!investor) throw notFound();
    if (investor.erasedAt) throw conflict();
    const erasedAt = new Date();
    const today = isoDateInTimeZone(erasedAt);
    const lastInvestmentEnd = await findLastInvestmentEnd(tx, landingId, investor.id);
    const relationshipEnd = lastInvestmentEnd && lastInvestmentEnd > today ? lastInvestmentEnd : today;
    const retentionUntil = addYears(relationshipEnd, AML_RETENTION_YEARS);
    const pseudonym = `erased-${investor.id}@erased.invalid`;

    const openOffers = await deleteOffersWithoutAgreement(tx, landingId, investor.id);
    const notes = await clearOfferNotes(tx, landingId, investor.id, investor.email, pseudonym);
    const questionnaires = await eraseKycRequests(tx, landingId, investor.id, pseudonym);
    const consents = await deleteConsents(tx, landingId, investor.id);
    const sessions = await deleteInvestorSessions(tx, landingId, investor.userId);
    const loginLinks = await deleteLoginLinks(tx, landingId, investor.userId);
    await deleteInvestorContext(tx, landingId, investor.userId);
    // A person who is also an advisor of this landing page keeps the e-mails and audit labels of that role: the address is
    // the same, so neither can be told apart by the investor's part (docs/decisions/049).
    const isAdvisorHere = (await countContextsOnLanding(tx, landingId, investor.userId)) > 0;
    const emails = isAdvisorHere ? 0 : await deleteEmails(tx, landingId, investor.email);
    // The person may hold other contexts (an advisor here, an investor of another landing page): their account stays and this
    // investor row moves to a stand-in account; otherwise the account itself is emptied.
    let userId = investor.userId;
    if ((await countOtherContexts(tx, investor.userId)) === 0) {
      await pseudonymiseUser(tx, investor.userId, `erased-${investor.userId}@erased.invalid`);
    } else {
      userId = await insertStandInUser(tx, `erased-user-${investor.id}@erased.invalid`);
    }
    if (!isAdvisorHere) await relabelAuditActor(tx, landingId, investor.email, pseudonym);
    await markInvestorErased(tx, investor.id, { email: pseudonym, userId, erasedAt, retentionUntil });
    const retainedCounts = await countRetained(tx, landingId, investor.id);
    const auditRows = await countAuditRowsOf(tx, landingId, investor.userId);

    const erased: { category: TErasedDataCategory; count: number }[] = [
      { category: 'contact-data', count: 1 + (investor.phoneNo ? 1 : 0) },
      { category: 'consents', count: consents },
      { category: 'open-offers', count: openOffers },
      { category: 'free-text-notes', count: notes + questionnaires.submitted },
      { category: 'kyc-drafts', count: questionnaires.drafts },
      { category: 'sessions', count: sessions },
      { category: 'login-links', count: loginLinks },
      { category: 'emails', count: emails },
      { category: 'account', count: 1 },
    ];
    const kept = (category: TRetainedDataCategory, count: number) => ({ category, count, until: retentionUntil });
    const retained = [
      kept('identity-data', 1),
      kept('kyc-questionnaires', retainedCounts.questionnaires),
      kept('agreed-offers', retainedCounts.offers),
      kept('investments', retainedCounts.investments),
      kept('payment-schedules', retainedCounts.schedule),
      kept('documents', retainedCounts.documents),
      kept('audit-log', auditRows),
    ];
    await writeAudit(tx, context, {
      action: 'investor-personal-data-erased',
      actor: { userId: session.userId, label: session.email },
      entity: { type: 'investor', id: investor.id },
      metadata: {
        retentionUntil,
        erased: Object.fromEntries(erased.map((item) => [item.category, item.count])),
        retained: Object.fromEntries(retained.map((item) => [item.category, item.count])),
      },
    });
    return { investorId: investor.id, erasedAt: erasedAt.toISOString(), retentionUntil, erased, retained };
  });
}

/**
 * `npm run personal-data:purge`: deletes what erasures kept once the retention date has passed (`retention_until < today`),
 * each investor in its own transaction. Returns the purged investors' ids.
 */
export async function purgeExpiredPersonalData(db: Db, today = isoDateInTimeZone(new Date())): Promise<string[]> {
  const expired = await findInvestorsPastRetention(db, today);
  for (const investor of expired) {
    await db.transaction((tx) => deleteErasedInvestor(tx, investor.landingPageId, investor.id, investor.userId));
  }
  return expired.map((investor) => investor.id);
}
