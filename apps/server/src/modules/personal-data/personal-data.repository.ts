import type { Language } from '@emisja/shared';
import { and, asc, eq, inArray, isNotNull, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import { campaignNameSql, joinCampaignNames } from '../../db/campaign-name.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  campaigns,
  documents,
  emailOutbox,
  files,
  investments,
  investorConsents,
  investorOffers,
  investors,
  kycRequests,
  offerStatusHistory,
  oneTimeTokens,
  paymentConfirmations,
  paymentScheduleEntries,
  products,
  refreshTokens,
  userContexts,
  users,
} from '../../db/schema/index.ts';
import { inLanding, landingRow } from '../../db/tenant-scope.ts';

// The SQL of the personal-data export and erasure (issue 17 item 8; docs/decisions/049). It reads and changes the rows of many
// modules' tables on purpose: an export must name everything the platform holds about one investor, and an erasure must reach
// every such row in one transaction. Every query names the landing page (tenant-scope.ts) or a row found through it.

export type InvestorRow = typeof investors.$inferSelect;

export async function findInvestor(db: DbExecutor, landingPageId: string, investorId: string): Promise<InvestorRow | null> {
  const [row] = await db
    .select()
    .from(investors)
    .where(landingRow(investors, landingPageId, investorId));
  return row ?? null;
}

/** The investor row locked for the erasure; null when not on the landing page. */
export async function lockInvestor(db: DbExecutor, landingPageId: string, investorId: string): Promise<InvestorRow | null> {
  const [row] = await db
    .select()
    .from(investors)
    .where(landingRow(investors, landingPageId, investorId))
    .for('update');
  return row ?? null;
}

export async function findInvestorOfUser(db: DbExecutor, landingPageId: string, userId: string): Promise<InvestorRow | null> {
  const [row] = await db
    .select()
    .from(investors)
    .where(inLanding(investors, landingPageId, eq(investors.userId, userId)));
  return row ?? null;
}

export async function findUser(db: DbExecutor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      surname: users.surname,
      isActive: users.isActive,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export function findKycRequests(db: DbExecutor, landingPageId: string, investorId: string) {
  return db
    .select({
      id: kycRequests.id,
      status: kycRequests.status,
      identityVerification: kycRequests.identityVerification,
      createdAt: kycRequests.createdAt,
      submittedAt: kycRequests.submittedAt,
      draft: kycRequests.draft,
      data: kycRequests.data,
    })
    .from(kycRequests)
    .where(inLanding(kycRequests, landingPageId, eq(kycRequests.investorId, investorId)))
    .orderBy(asc(kycRequests.createdAt), asc(kycRequests.id));
}

export function findOffers(db: DbExecutor, landingPageId: string, investorId: string, language: Language) {
  const query = db
    .select({
      id: investorOffers.id,
      campaignName: campaignNameSql,
      productCode: products.code,
      status: investorOffers.status,
      statusDate: investorOffers.statusDate,
      investmentValue: investorOffers.investmentValue,
      currency: investorOffers.currency,
      agreementDate: investorOffers.agreementDate,
      paymentDate: investorOffers.paymentDate,
      endDate: investorOffers.endDate,
      invitationMessage: investorOffers.invitationMessage,
      createdAt: investorOffers.createdAt,
    })
    .from(investorOffers)
    .innerJoin(products, eq(products.id, investorOffers.productId))
    .innerJoin(campaigns, eq(campaigns.id, investorOffers.campaignId))
    .$dynamic();
  return joinCampaignNames(query, investorOffers.campaignId, language)
    .where(inLanding(investorOffers, landingPageId, eq(investorOffers.investorId, investorId)))
    .orderBy(asc(investorOffers.createdAt), asc(investorOffers.id));
}

export function findOfferHistory(db: DbExecutor, offerIds: string[]) {
  if (offerIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      offerId: offerStatusHistory.offerId,
      fromStatus: offerStatusHistory.fromStatus,
      toStatus: offerStatusHistory.toStatus,
      reason: offerStatusHistory.reason,
      at: offerStatusHistory.createdAt,
    })
    .from(offerStatusHistory)
    .where(inArray(offerStatusHistory.offerId, offerIds))
    .orderBy(asc(offerStatusHistory.createdAt), asc(offerStatusHistory.id));
}

export function findInvestments(db: DbExecutor, landingPageId: string, investorId: string) {
  return db
    .select({
      id: investments.id,
      offerId: investments.offerId,
      amount: investments.amount,
      currency: investments.currency,
      startDate: investments.startDate,
      endDate: investments.endDate,
      status: investments.status,
    })
    .from(investments)
    .where(inLanding(investments, landingPageId, eq(investments.investorId, investorId)))
    .orderBy(asc(investments.startDate), asc(investments.id));
}

export function findScheduleEntries(db: DbExecutor, investmentIds: string[]) {
  if (investmentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      investmentId: paymentScheduleEntries.investmentId,
      periodNo: paymentScheduleEntries.periodNo,
      paymentDate: paymentScheduleEntries.paymentDate,
      gross: paymentScheduleEntries.gross,
      tax: paymentScheduleEntries.tax,
      net: paymentScheduleEntries.net,
      principal: paymentScheduleEntries.principal,
      status: paymentScheduleEntries.status,
      paidAmount: paymentScheduleEntries.paidAmount,
      paidAt: paymentScheduleEntries.paidAt,
    })
    .from(paymentScheduleEntries)
    .where(inArray(paymentScheduleEntries.investmentId, investmentIds))
    .orderBy(asc(paymentScheduleEntries.investmentId), asc(paymentScheduleEntries.periodNo));
}

export async function findDocuments(db: DbExecutor, landingPageId: string, investorId: string, offerIds: string[]) {
  const confirmations =
    offerIds.length === 0
      ? []
      : await db
          .select({
            id: paymentConfirmations.id,
            offerId: paymentConfirmations.offerId,
            fileName: files.originalName,
            contentType: files.mimeType,
            sizeBytes: files.sizeBytes,
            uploadedAt: paymentConfirmations.uploadedAt,
          })
          .from(paymentConfirmations)
          .innerJoin(files, eq(files.id, paymentConfirmations.fileId))
          .where(and(inArray(paymentConfirmations.offerId, offerIds), eq(files.landingPageId, landingPageId)))
          .orderBy(asc(paymentConfirmations.uploadedAt));
  const addressed = await db
    .select({
      id: documents.id,
      fileName: documents.fileName,
      contentType: files.mimeType,
      sizeBytes: files.sizeBytes,
      uploadedAt: documents.createdAt,
    })
    .from(documents)
    .innerJoin(files, eq(files.id, documents.fileId))
    .where(inLanding(documents, landingPageId, eq(documents.investorId, investorId)))
    .orderBy(asc(documents.createdAt));
  return { confirmations, addressed };
}

export function findConsents(db: DbExecutor, landingPageId: string, investorId: string) {
  return db
    .select({
      document: investorConsents.document,
      version: investorConsents.version,
      acceptedAt: investorConsents.acceptedAt,
      ip: investorConsents.ip,
      userAgent: investorConsents.userAgent,
    })
    .from(investorConsents)
    .where(inLanding(investorConsents, landingPageId, eq(investorConsents.investorId, investorId)))
    .orderBy(asc(investorConsents.acceptedAt));
}

export function findEmails(db: DbExecutor, landingPageId: string, email: string) {
  return db
    .select({
      template: emailOutbox.template,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.landingPageId, landingPageId), eq(emailOutbox.toAddress, email)))
    .orderBy(asc(emailOutbox.createdAt));
}

// ---------------------------------------------------------------------------------------------------------------------------
// Erasure: each function changes one kind of row of the investor on the landing page and answers how many.

/** Offers that never became an agreement (no agreement date, no investment): deleted with their history. */
export async function deleteOffersWithoutAgreement(db: DbExecutor, landingPageId: string, investorId: string) {
  const rows = await db
    .delete(investorOffers)
    .where(
      inLanding(
        investorOffers,
        landingPageId,
        eq(investorOffers.investorId, investorId),
        isNull(investorOffers.agreementDate),
        notInArray(investorOffers.id, db.select({ id: investments.offerId }).from(investments)),
      ),
    )
    .returning({ id: investorOffers.id });
  return rows.length;
}

/** The advisors' free-text notes on the kept offers (invitation messages), and the e-mail the history named the investor by. */
export async function clearOfferNotes(
  db: DbExecutor,
  landingPageId: string,
  investorId: string,
  email: string,
  pseudonym: string,
) {
  const rows = await db
    .update(investorOffers)
    .set({ invitationMessage: '', rejectionReason: null })
    .where(
      inLanding(
        investorOffers,
        landingPageId,
        eq(investorOffers.investorId, investorId),
        ne(investorOffers.invitationMessage, ''),
      ),
    )
    .returning({ id: investorOffers.id });
  await db
    .update(offerStatusHistory)
    .set({ changedByLabel: pseudonym })
    .where(
      and(
        eq(offerStatusHistory.changedByLabel, email),
        inArray(
          offerStatusHistory.offerId,
          db
            .select({ id: investorOffers.id })
            .from(investorOffers)
            .where(inLanding(investorOffers, landingPageId, eq(investorOffers.investorId, investorId))),
        ),
      ),
    );
  return rows.length;
}

/** Questionnaires never submitted (drafts), deleted; the submitted ones lose the e-mail and the advisor's message. */
export async function eraseKycRequests(db: DbExecutor, landingPageId: string, investorId: string, pseudonym: string) {
  const drafts = await db
    .delete(kycRequests)
    .where(inLanding(kycRequests, landingPageId, eq(kycRequests.investorId, investorId), isNull(kycRequests.submittedAt)))
    .returning({ id: kycRequests.id });
  const submitted = await db
    .update(kycRequests)
    .set({ investorEmail: pseudonym, message: '', draft: null })
    .where(inLanding(kycRequests, landingPageId, eq(kycRequests.investorId, investorId), isNotNull(kycRequests.submittedAt)))
    .returning({ id: kycRequests.id });
  return { drafts: drafts.length, submitted: submitted.length };
}

export async function deleteConsents(db: DbExecutor, landingPageId: string, investorId: string) {
  const rows = await db
    .delete(investorConsents)
    .where(inLanding(investorConsents, landingPageId, eq(investorConsents.investorId, investorId)))
    .returning({ id: investorConsents.id });
  return rows.length;
}

/** Mail already handed over (sent or failed) to the address on the landing page; pending mail is left to the sender job. */
export async function deleteEmails(db: DbExecutor, landingPageId: string, email: string) {
  const rows = await db
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.landingPageId, landingPageId), eq(emailOutbox.toAddress, email), ne(emailOutbox.status, 'pending')))
    .returning({ id: emailOutbox.id });
  return rows.length;
}

/** The user's sessions (refresh tokens of every family) of the investor panel of the landing page. */
export async function deleteInvestorSessions(db: DbExecutor, landingPageId: string, userId: string) {
  const rows = await db
    .delete(refreshTokens)
    .where(
      inLanding(refreshTokens, landingPageId, eq(refreshTokens.userId, userId), eq(refreshTokens.contextType, 'investor-panel')),
    )
    .returning({ familyId: refreshTokens.familyId });
  return new Set(rows.map((row) => row.familyId)).size;
}

export async function deleteLoginLinks(db: DbExecutor, landingPageId: string, userId: string) {
  const rows = await db
    .delete(oneTimeTokens)
    .where(inLanding(oneTimeTokens, landingPageId, eq(oneTimeTokens.userId, userId)))
    .returning({ id: oneTimeTokens.id });
  return rows.length;
}

export async function deleteInvestorContext(db: DbExecutor, landingPageId: string, userId: string) {
  await db
    .delete(userContexts)
    .where(
      inLanding(userContexts, landingPageId, eq(userContexts.userId, userId), eq(userContexts.contextType, 'investor-panel')),
    );
}

/** The user's contexts left on the landing page (an advisor who was an investor here too). */
export async function countContextsOnLanding(db: DbExecutor, landingPageId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(userContexts)
    .where(inLanding(userContexts, landingPageId, eq(userContexts.userId, userId)));
  return row?.count ?? 0;
}

export async function countOtherContexts(db: DbExecutor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(userContexts)
    .where(eq(userContexts.userId, userId));
  return row?.count ?? 0;
}

/** The user account emptied of what names the person: no e-mail, name, password or second factor; it cannot log in. */
export async function pseudonymiseUser(db: DbExecutor, userId: string, pseudonym: string) {
  await db
    .update(users)
    .set({
      email: pseudonym,
      firstName: null,
      surname: null,
      passwordHash: null,
      totpSecret: null,
      totpPendingSecret: null,
      totpEnabledAt: null,
      isActive: false,
    })
    .where(eq(users.id, userId));
}

/** A stand-in account for an investor row whose person keeps using the platform elsewhere (another context). */
export async function insertStandInUser(db: DbExecutor, pseudonym: string): Promise<string> {
  const [row] = await db.insert(users).values({ email: pseudonym, isActive: false }).returning({ id: users.id });
  if (!row) throw new Error('stand-in user not created');
  return row.id;
}

export async function markInvestorErased(
  db: DbExecutor,
  investorId: string,
  values: { email: string; userId: string; erasedAt: Date; retentionUntil: string },
) {
  await db
    .update(investors)
    .set({
      email: values.email,
      userId: values.userId,
      phoneNo: null,
      erasedAt: values.erasedAt,
      retentionUntil: values.retentionUntil,
    })
    .where(eq(investors.id, investorId));
}

/** What stays: counts of the kept rows. */
export async function countRetained(db: DbExecutor, landingPageId: string, investorId: string) {
  const count = sql<number>`count(*)::int`;
  const [questionnaires] = await db
    .select({ count })
    .from(kycRequests)
    .where(inLanding(kycRequests, landingPageId, eq(kycRequests.investorId, investorId)));
  const [offers] = await db
    .select({ count })
    .from(investorOffers)
    .where(inLanding(investorOffers, landingPageId, eq(investorOffers.investorId, investorId)));
  const [investmentCount] = await db
    .select({ count })
    .from(investments)
    .where(inLanding(investments, landingPageId, eq(investments.investorId, investorId)));
  const [schedule] = await db
    .select({ count })
    .from(paymentScheduleEntries)
    .innerJoin(investments, eq(investments.id, paymentScheduleEntries.investmentId))
    .where(inLanding(investments, landingPageId, eq(investments.investorId, investorId)));
  const [confirmations] = await db
    .select({ count })
    .from(paymentConfirmations)
    .innerJoin(investorOffers, eq(investorOffers.id, paymentConfirmations.offerId))
    .where(inLanding(investorOffers, landingPageId, eq(investorOffers.investorId, investorId)));
  const [addressed] = await db
    .select({ count })
    .from(documents)
    .where(inLanding(documents, landingPageId, eq(documents.investorId, investorId)));
  return {
    questionnaires: questionnaires?.count ?? 0,
    offers: offers?.count ?? 0,
    investments: investmentCount?.count ?? 0,
    schedule: schedule?.count ?? 0,
    documents: (confirmations?.count ?? 0) + (addressed?.count ?? 0),
  };
}

/** The last end date of the investor's investments (the business relationship lasts until then); null without any. */
export async function findLastInvestmentEnd(db: DbExecutor, landingPageId: string, investorId: string): Promise<string | null> {
  const [row] = await db
    .select({ endDate: sql<string | null>`max(${investments.endDate})::text` })
    .from(investments)
    .where(inLanding(investments, landingPageId, eq(investments.investorId, investorId)));
  return row?.endDate ?? null;
}

// ---------------------------------------------------------------------------------------------------------------------------
// The purge of what an erasure kept, once its retention date has passed (every landing page: an operator's command).

export function findInvestorsPastRetention(db: DbExecutor, today: string) {
  return db
    .select({ id: investors.id, landingPageId: investors.landingPageId, userId: investors.userId })
    .from(investors)
    .where(and(isNotNull(investors.erasedAt), lt(investors.retentionUntil, today)))
    .orderBy(asc(investors.retentionUntil), asc(investors.id));
}

/** Every row of an erased investor, in the order the foreign keys need; the stand-in or pseudonymised user when unused. */
export async function deleteErasedInvestor(db: DbExecutor, landingPageId: string, investorId: string, userId: string) {
  const offerIds = db
    .select({ id: investorOffers.id })
    .from(investorOffers)
    .where(inLanding(investorOffers, landingPageId, eq(investorOffers.investorId, investorId)));
  await db.delete(investments).where(inLanding(investments, landingPageId, eq(investments.investorId, investorId)));
  await db.delete(paymentConfirmations).where(inArray(paymentConfirmations.offerId, offerIds));
  await db.delete(investorOffers).where(inLanding(investorOffers, landingPageId, eq(investorOffers.investorId, investorId)));
  await db.delete(kycRequests).where(inLanding(kycRequests, landingPageId, eq(kycRequests.investorId, investorId)));
  await db.delete(investors).where(landingRow(investors, landingPageId, investorId));
  await db
    .delete(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.isActive, false),
        sql`${users.email} like 'erased-%@erased.invalid'`,
        sql`not exists (select 1 from ${investors} where ${investors.userId} = ${users.id})`,
        sql`not exists (select 1 from ${userContexts} where ${userContexts.userId} = ${users.id})`,
        sql`not exists (select 1 from ${documents} where ${documents.uploadedBy} = ${users.id})`,
      ),
    );
}
