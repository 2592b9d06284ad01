import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { preparedPerExecutor } from '../../db/prepared-query.ts';
import { inLanding, landingRow } from '../../db/tenant-scope.ts';
import {
  advisorNetworks,
  advisors,
  files,
  investorOffers,
  investors,
  offerStatusHistory,
  paymentConfirmations,
  products,
} from '../../db/schema/index.ts';

// The SQL of one offer's page in the advisor panel (GET /api/advisor/investor/offer/{offerId} and its actions;
// docs/decisions/017-offer-actions-and-investments.md): what the list row does not carry, the status history, the payment
// confirmations with their files, and the advisors an offer may be given to. Callers have checked that the offer is one of
// the landing page's and visible to them; every query is still scoped to the landing page where the table has it.

export interface OfferDetailExtras {
  invitationMessage: string;
  rejectionReason: string | null;
  investmentValueMin: string;
  investmentValueMax: string;
  investmentValueStep: string;
}

export async function findOfferDetailExtras(
  db: DbExecutor,
  landingPageId: string,
  offerId: string,
): Promise<OfferDetailExtras | null> {
  const [row] = await db
    .select({
      invitationMessage: investorOffers.invitationMessage,
      rejectionReason: investorOffers.rejectionReason,
      investmentValueMin: products.investmentValueMin,
      investmentValueMax: products.investmentValueMax,
      investmentValueStep: products.investmentValueStep,
    })
    .from(investorOffers)
    .innerJoin(products, eq(products.id, investorOffers.productId))
    .where(landingRow(investorOffers, landingPageId, offerId));
  return row ?? null;
}

/** The investor's names from their questionnaire (null until submitted), for the transfer title of the payment instructions. */
export async function findOfferInvestorNames(
  db: DbExecutor,
  landingPageId: string,
  investorId: string,
): Promise<{ firstName: string | null; surname: string | null; companyName: string | null }> {
  const [row] = await db
    .select({ firstName: investors.firstName, surname: investors.surname, companyName: investors.companyName })
    .from(investors)
    .where(landingRow(investors, landingPageId, investorId));
  // The offer's composite foreign key guarantees the row.
  if (!row) throw new Error(`no investor ${investorId} on landing page ${landingPageId}`);
  return row;
}

/** The status history of an offer, oldest first (rows of one instant, which one transaction never writes, by id). */
export async function findOfferHistory(db: DbExecutor, offerId: string) {
  return db
    .select({
      fromStatus: offerStatusHistory.fromStatus,
      toStatus: offerStatusHistory.toStatus,
      changedAt: offerStatusHistory.createdAt,
      changedBy: offerStatusHistory.changedByLabel,
      reason: offerStatusHistory.reason,
    })
    .from(offerStatusHistory)
    .where(eq(offerStatusHistory.offerId, offerId))
    .orderBy(asc(offerStatusHistory.createdAt), asc(offerStatusHistory.id));
}

export interface OfferAttachmentRow {
  id: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  uploadedAt: Date;
  storageKey: string;
}

/** Payment confirmations of the offer joined with their files (of the same landing page), matching `where`. */
function selectAttachments(
  db: DbExecutor,
  landingPageId: string | ReturnType<typeof sql.placeholder>,
  offerId: string | ReturnType<typeof sql.placeholder>,
  where?: SQL,
) {
  return db
    .select({
      id: paymentConfirmations.id,
      fileName: files.originalName,
      mimeType: files.mimeType,
      sizeBytes: files.sizeBytes,
      uploadedAt: paymentConfirmations.uploadedAt,
      storageKey: files.storageKey,
    })
    .from(paymentConfirmations)
    .innerJoin(files, and(eq(files.id, paymentConfirmations.fileId), eq(files.landingPageId, landingPageId)))
    .where(and(eq(paymentConfirmations.offerId, offerId), where));
}

/** The payment confirmations of an offer with their files, newest first. */
export async function findOfferAttachments(
  db: DbExecutor,
  landingPageId: string,
  offerId: string,
): Promise<OfferAttachmentRow[]> {
  return offerAttachmentsQuery(db).execute({ landingPageId, offerId });
}

/** Read on every opening of the public offer page (issue 17 item 5): prepared (db/prepared-query.ts). */
const offerAttachmentsQuery = preparedPerExecutor((db) =>
  selectAttachments(db, sql.placeholder('landingPageId'), sql.placeholder('offerId'))
    .orderBy(desc(paymentConfirmations.uploadedAt), desc(paymentConfirmations.id))
    .prepare(''),
);

/** One payment confirmation of this offer (an attachment of another offer is not found). */
export async function findOfferAttachment(
  db: DbExecutor,
  landingPageId: string,
  offerId: string,
  attachmentId: string,
): Promise<OfferAttachmentRow | null> {
  const [row] = await selectAttachments(db, landingPageId, offerId, eq(paymentConfirmations.id, attachmentId));
  return row ?? null;
}

/** The active advisors of a network (the owners an offer of that network may be given to), by surname and first name. */
export async function findActiveNetworkAdvisors(db: DbExecutor, landingPageId: string, networkId: string) {
  return db
    .select({ id: advisors.id, firstName: advisors.firstName, surname: advisors.surname, email: advisors.email })
    .from(advisorNetworks)
    .innerJoin(advisors, eq(advisors.id, advisorNetworks.advisorId))
    .where(
      inLanding(
        advisorNetworks,
        landingPageId,
        eq(advisorNetworks.networkId, networkId),
        eq(advisors.landingPageId, landingPageId),
        eq(advisors.status, 'active'),
      ),
    )
    .orderBy(asc(advisors.surname), asc(advisors.firstName), asc(advisors.id));
}

/** Who an offer belongs to (owner and network), unlocked: for the reads of the offer page. */
export async function findOfferAccessKey(
  db: DbExecutor,
  landingPageId: string,
  offerId: string,
): Promise<{ ownerAdvisorId: string; networkId: string } | null> {
  const [row] = await db
    .select({ ownerAdvisorId: investorOffers.ownerAdvisorId, networkId: investorOffers.networkId })
    .from(investorOffers)
    .where(landingRow(investorOffers, landingPageId, offerId));
  return row ?? null;
}
