import { and, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { advisors, campaigns, files, investorOffers, investors, paymentConfirmations } from '../../db/schema/index.ts';

// All SQL of the public offer page (/public-api/campaign-offer/{token}, docs/decisions/018-public-offer-page-server.md). Every
// statement is scoped to the landing page of the request's host: a token of another landing page finds nothing. Status
// changes go through modules/offers/offer-lifecycle.ts (lockOfferByTokenHash + transitionOffer), never through here.

export type OfferRecord = typeof investorOffers.$inferSelect;

/** The offer whose link secret hashes to `tokenHash`, unlocked (reads and the cheap refusals before a transaction). */
export async function findOfferByTokenHash(
  db: DbExecutor,
  landingPageId: string,
  tokenHash: string,
): Promise<OfferRecord | null> {
  const [row] = await db
    .select()
    .from(investorOffers)
    .where(and(eq(investorOffers.landingPageId, landingPageId), eq(investorOffers.tokenHash, tokenHash)));
  return row ?? null;
}

/** What decides whether a campaign has ended: its switch and its subscription window. */
export interface CampaignWindow {
  isActive: boolean;
  startDate: string;
  endDate: string;
}

export async function findCampaignWindow(
  db: DbExecutor,
  landingPageId: string,
  campaignId: string,
): Promise<CampaignWindow | null> {
  const [row] = await db
    .select({ isActive: campaigns.isActive, startDate: campaigns.startDate, endDate: campaigns.endDate })
    .from(campaigns)
    .where(and(eq(campaigns.landingPageId, landingPageId), eq(campaigns.id, campaignId)));
  return row ?? null;
}

/** The investor and the owner advisor of an offer, as the page, the e-mails and the history name them. */
export interface OfferParties {
  investor: { email: string; userId: string };
  advisor: { firstName: string; surname: string; email: string; phoneNo: string | null; userId: string };
}

export async function findOfferParties(db: DbExecutor, offer: OfferRecord): Promise<OfferParties> {
  const [row] = await db
    .select({
      investorEmail: investors.email,
      investorUserId: investors.userId,
      advisorFirstName: advisors.firstName,
      advisorSurname: advisors.surname,
      advisorEmail: advisors.email,
      advisorPhoneNo: advisors.phoneNo,
      advisorUserId: advisors.userId,
    })
    .from(investors)
    .innerJoin(advisors, and(eq(advisors.landingPageId, offer.landingPageId), eq(advisors.id, offer.ownerAdvisorId)))
    .where(and(eq(investors.landingPageId, offer.landingPageId), eq(investors.id, offer.investorId)));
  // The offer's composite foreign keys guarantee both rows.
  if (!row) throw new Error(`offer ${offer.id} has no investor or owner advisor`);
  return {
    investor: { email: row.investorEmail, userId: row.investorUserId },
    advisor: {
      firstName: row.advisorFirstName,
      surname: row.advisorSurname,
      email: row.advisorEmail,
      phoneNo: row.advisorPhoneNo,
      userId: row.advisorUserId,
    },
  };
}

export interface PaymentConfirmationRow {
  id: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  uploadedAt: Date;
}

const confirmationColumns = {
  id: paymentConfirmations.id,
  fileName: files.originalName,
  mimeType: files.mimeType,
  sizeBytes: files.sizeBytes,
  uploadedAt: paymentConfirmations.uploadedAt,
};

/** The payment confirmations of an offer, newest first. */
export async function findPaymentConfirmations(db: DbExecutor, offerId: string): Promise<PaymentConfirmationRow[]> {
  return db
    .select(confirmationColumns)
    .from(paymentConfirmations)
    .innerJoin(files, eq(files.id, paymentConfirmations.fileId))
    .where(eq(paymentConfirmations.offerId, offerId))
    .orderBy(desc(paymentConfirmations.uploadedAt), desc(paymentConfirmations.id));
}

export interface NewPaymentConfirmation {
  landingPageId: string;
  offerId: string;
  storageKey: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
  uploadedByUserId: string;
}

/** The file row and the payment confirmation row of an upload (call inside one transaction). */
export async function insertPaymentConfirmation(db: DbExecutor, upload: NewPaymentConfirmation): Promise<PaymentConfirmationRow> {
  const [file] = await db
    .insert(files)
    .values({
      landingPageId: upload.landingPageId,
      storageKey: upload.storageKey,
      originalName: upload.fileName,
      mimeType: upload.mimeType,
      sizeBytes: upload.sizeBytes,
      sha256: upload.sha256,
      uploadedByUserId: upload.uploadedByUserId,
    })
    .returning({ id: files.id });
  if (!file) throw new Error('files insert returned no row');
  const [confirmation] = await db
    .insert(paymentConfirmations)
    .values({ offerId: upload.offerId, fileId: file.id })
    .returning({ id: paymentConfirmations.id, uploadedAt: paymentConfirmations.uploadedAt });
  if (!confirmation) throw new Error('payment_confirmations insert returned no row');
  return {
    id: confirmation.id,
    fileName: upload.fileName,
    mimeType: upload.mimeType,
    sizeBytes: upload.sizeBytes,
    uploadedAt: confirmation.uploadedAt,
  };
}
