import type { Language, TListQuery, TOfferStatus as OfferStatus, TOnboardingDocument } from '@emisja/shared';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { campaignNameSql, joinCampaignNames } from '../../db/campaign-name.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  advisors,
  campaigns,
  files,
  investorConsents,
  investorOffers,
  investors,
  paymentConfirmations,
  products,
} from '../../db/schema/index.ts';
import { inLanding } from '../../db/tenant-scope.ts';
import { buildListQuery, countAll, defineListColumns, paged, readListPage, type ListPage } from '../../lib/list-query/index.ts';

// The SQL of the investor panel (spec sections 4 and 7, "Investor"): the caller's own offers on the landing page. An
// investor is a user's row in `investors` per landing page (investors_landing_user_unique), so the scope is always
// `investors.user_id = caller and investor_offers.landing_page_id = landing`.

/** No filters; newest status date first (the only order the panel needs), ties by id. */
export const INVESTOR_PANEL_OFFER_LIST = defineListColumns(
  { statusDate: { column: investorOffers.statusDate, sortable: true } },
  { defaultSort: { column: 'statusDate', order: 'desc' }, tiebreaker: investorOffers.id },
);

export interface InvestorPanelScope {
  landingPageId: string;
  userId: string;
}

export interface InvestorPanelOfferRow {
  id: string;
  status: (typeof investorOffers.$inferSelect)['status'];
  statusDate: Date;
  campaignId: string;
  campaignName: string;
  productCode: string;
  investmentValue: string | null;
  currency: (typeof investorOffers.$inferSelect)['currency'];
  agreementDate: string | null;
  paymentDate: string | null;
  endDate: string | null;
  advisorName: string;
}

function scopeCondition(scope: InvestorPanelScope) {
  return inLanding(investorOffers, scope.landingPageId, eq(investors.userId, scope.userId));
}

export async function findInvestorPanelOffers(
  db: DbExecutor,
  scope: InvestorPanelScope,
  query: TListQuery,
  options: { language: Language; withTotal: boolean },
): Promise<ListPage<InvestorPanelOfferRow>> {
  const list = buildListQuery(INVESTOR_PANEL_OFFER_LIST, query);
  const where = and(scopeCondition(scope), list.where);
  const rows = db
    .select({
      id: investorOffers.id,
      status: investorOffers.status,
      statusDate: investorOffers.statusDate,
      campaignId: investorOffers.campaignId,
      campaignName: campaignNameSql,
      productCode: products.code,
      investmentValue: investorOffers.investmentValue,
      currency: investorOffers.currency,
      agreementDate: investorOffers.agreementDate,
      paymentDate: investorOffers.paymentDate,
      endDate: investorOffers.endDate,
      advisorName: sql<string>`${advisors.firstName} || ' ' || ${advisors.surname}`,
    })
    .from(investorOffers)
    .innerJoin(investors, eq(investors.id, investorOffers.investorId))
    .innerJoin(advisors, eq(advisors.id, investorOffers.ownerAdvisorId))
    .innerJoin(products, eq(products.id, investorOffers.productId))
    .innerJoin(campaigns, eq(campaigns.id, investorOffers.campaignId))
    .$dynamic();
  const count = db
    .select({ total: countAll() })
    .from(investorOffers)
    .innerJoin(investors, eq(investors.id, investorOffers.investorId))
    .where(where);
  const page = paged(joinCampaignNames(rows, investorOffers.campaignId, options.language).where(where), list);
  return readListPage(db, { rows: page, count }, options.withTotal);
}

// ---------------------------------------------------------------------------------------------------------------------------
// The caller as an investor, and what the panel reads of their own rows beside the offers list (issue 13).

export interface PanelInvestorRecord {
  id: string;
  userId: string;
  email: string;
  firstName: string | null;
  surname: string | null;
  companyName: string | null;
}

/** The investor row of the session's user on the landing page (investors_landing_user_unique); null when there is none. */
export async function findPanelInvestor(db: DbExecutor, scope: InvestorPanelScope): Promise<PanelInvestorRecord | null> {
  const [row] = await db
    .select({
      id: investors.id,
      userId: investors.userId,
      email: investors.email,
      firstName: investors.firstName,
      surname: investors.surname,
      companyName: investors.companyName,
    })
    .from(investors)
    .where(inLanding(investors, scope.landingPageId, eq(investors.userId, scope.userId)));
  return row ?? null;
}

/** The investor's offers counted per status (statuses without offers are absent). */
export async function countInvestorOffersByStatus(
  db: DbExecutor,
  landingPageId: string,
  investorId: string,
): Promise<{ status: OfferStatus; count: number }[]> {
  return db
    .select({ status: investorOffers.status, count: sql<number>`cast(count(*) as int)`.mapWith(Number) })
    .from(investorOffers)
    .where(inLanding(investorOffers, landingPageId, eq(investorOffers.investorId, investorId)))
    .groupBy(investorOffers.status);
}

/** Statuses of an offer that still stands (not lost or archived): the products page links to it. */
export const OPEN_OFFER_STATUSES = [
  'invited',
  'viewed',
  'interested',
  'accepted',
  'active',
] as const satisfies readonly OfferStatus[];

/** The investor's offers that still stand, with their product, newest status change first. */
export async function findOpenOffersOfInvestor(
  db: DbExecutor,
  landingPageId: string,
  investorId: string,
): Promise<{ offerId: string; productId: string }[]> {
  return db
    .select({ offerId: investorOffers.id, productId: investorOffers.productId })
    .from(investorOffers)
    .where(
      inLanding(
        investorOffers,
        landingPageId,
        eq(investorOffers.investorId, investorId),
        inArray(investorOffers.status, [...OPEN_OFFER_STATUSES]),
      ),
    )
    .orderBy(desc(investorOffers.statusDate), desc(investorOffers.id));
}

export interface OfferDocumentRecord {
  offerId: string;
  campaignName: string;
  productCode: string;
  agreementDate: string;
}

/** The investor's offers with a subscription (accepted once: an agreement date), newest agreement first. */
export async function findSubscribedOffers(
  db: DbExecutor,
  landingPageId: string,
  investorId: string,
  language: Language,
): Promise<OfferDocumentRecord[]> {
  const query = db
    .select({
      offerId: investorOffers.id,
      campaignName: campaignNameSql,
      productCode: products.code,
      agreementDate: sql<string>`${investorOffers.agreementDate}`,
    })
    .from(investorOffers)
    .innerJoin(campaigns, eq(campaigns.id, investorOffers.campaignId))
    .innerJoin(products, eq(products.id, investorOffers.productId))
    .$dynamic();
  return joinCampaignNames(query, investorOffers.campaignId, language)
    .where(
      inLanding(
        investorOffers,
        landingPageId,
        eq(investorOffers.investorId, investorId),
        isNotNull(investorOffers.agreementDate),
      ),
    )
    .orderBy(desc(investorOffers.agreementDate), desc(investorOffers.id));
}

export interface UploadDocumentRecord {
  id: string;
  offerId: string;
  fileName: string;
  uploadedAt: Date;
  campaignName: string;
}

/** The payment confirmations on the investor's offers (uploaded by the investor), newest first. */
export async function findInvestorUploads(
  db: DbExecutor,
  landingPageId: string,
  investorId: string,
  language: Language,
): Promise<UploadDocumentRecord[]> {
  const query = db
    .select({
      id: paymentConfirmations.id,
      offerId: investorOffers.id,
      fileName: files.originalName,
      uploadedAt: paymentConfirmations.uploadedAt,
      campaignName: campaignNameSql,
    })
    .from(paymentConfirmations)
    .innerJoin(investorOffers, eq(investorOffers.id, paymentConfirmations.offerId))
    .innerJoin(files, and(eq(files.id, paymentConfirmations.fileId), eq(files.landingPageId, investorOffers.landingPageId)))
    .innerJoin(campaigns, eq(campaigns.id, investorOffers.campaignId))
    .$dynamic();
  return joinCampaignNames(query, investorOffers.campaignId, language)
    .where(inLanding(investorOffers, landingPageId, eq(investorOffers.investorId, investorId)))
    .orderBy(desc(paymentConfirmations.uploadedAt), desc(paymentConfirmations.id));
}

// ---------------------------------------------------------------------------------------------------------------------------
// Onboarding acceptances (investor_consents).

export interface ConsentRecord {
  document: TOnboardingDocument;
  version: string;
  acceptedAt: Date;
}

/** The investor's acceptances, the first of each document version (the unique key keeps one per version). */
export async function findInvestorConsents(db: DbExecutor, landingPageId: string, investorId: string): Promise<ConsentRecord[]> {
  return db
    .select({ document: investorConsents.document, version: investorConsents.version, acceptedAt: investorConsents.acceptedAt })
    .from(investorConsents)
    .where(inLanding(investorConsents, landingPageId, eq(investorConsents.investorId, investorId)));
}

/** Records acceptances; a version accepted before keeps its first time (on conflict nothing). Returns the new rows. */
export async function insertInvestorConsents(
  tx: DbExecutor,
  consents: {
    landingPageId: string;
    investorId: string;
    document: TOnboardingDocument;
    version: string;
    ip: string | null;
    userAgent: string | null;
  }[],
): Promise<ConsentRecord[]> {
  if (consents.length === 0) return [];
  return tx
    .insert(investorConsents)
    .values(consents)
    .onConflictDoNothing({
      target: [investorConsents.landingPageId, investorConsents.investorId, investorConsents.document, investorConsents.version],
    })
    .returning({
      document: investorConsents.document,
      version: investorConsents.version,
      acceptedAt: investorConsents.acceptedAt,
    });
}

// ---------------------------------------------------------------------------------------------------------------------------
// The investor's advisor ("ask my advisor", the correction request).

export interface AdvisorContactRecord {
  id: string;
  firstName: string;
  surname: string;
  email: string;
}

const advisorContact = { id: advisors.id, firstName: advisors.firstName, surname: advisors.surname, email: advisors.email };

/** The owner of the investor's most recent offer (newest invitation first) when that advisor is active; else null. */
export async function findNewestOfferOwner(
  db: DbExecutor,
  landingPageId: string,
  investorId: string,
): Promise<AdvisorContactRecord | null> {
  const [row] = await db
    .select({ ...advisorContact, status: advisors.status })
    .from(investorOffers)
    .innerJoin(advisors, eq(advisors.id, investorOffers.ownerAdvisorId))
    .where(inLanding(investorOffers, landingPageId, eq(investorOffers.investorId, investorId)))
    .orderBy(desc(investorOffers.createdAt), desc(investorOffers.id))
    .limit(1);
  if (row?.status !== 'active') return null;
  const { status: _status, ...contact } = row;
  return contact;
}

/** The landing page's first active admin (the issuer), the addressee of last resort. */
export async function findLandingAdmin(db: DbExecutor, landingPageId: string): Promise<AdvisorContactRecord | null> {
  const [row] = await db
    .select(advisorContact)
    .from(advisors)
    .where(inLanding(advisors, landingPageId, eq(advisors.role, 'admin'), eq(advisors.status, 'active')))
    .orderBy(asc(advisors.createdAt), asc(advisors.id))
    .limit(1);
  return row ?? null;
}
