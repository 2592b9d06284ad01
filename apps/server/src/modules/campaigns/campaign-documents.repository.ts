import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { campaignDocuments, investorOffers, investors } from '../../db/schema/index.ts';
import { inLanding } from '../../db/tenant-scope.ts';

// The SQL behind a campaign's documents for its readers (issue 14): which document of which campaign, and which campaigns an
// investor has offers of.

/** The asset of the document `documentId` of the campaign, or null (another campaign's document included). */
export async function findCampaignDocumentAsset(
  db: DbExecutor,
  landingPageId: string,
  campaignId: string,
  documentId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ assetId: campaignDocuments.assetId })
    .from(campaignDocuments)
    .where(
      inLanding(
        campaignDocuments,
        landingPageId,
        eq(campaignDocuments.campaignId, campaignId),
        eq(campaignDocuments.id, documentId),
      ),
    );
  return row?.assetId ?? null;
}

/** The investor row of a user on the landing page, or null. */
export async function findInvestorIdOfUser(db: DbExecutor, landingPageId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: investors.id })
    .from(investors)
    .where(inLanding(investors, landingPageId, eq(investors.userId, userId)));
  return row?.id ?? null;
}

/** The campaigns the investor has offers of (any status), each once. */
export async function findCampaignIdsOfInvestor(db: DbExecutor, landingPageId: string, investorId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ campaignId: investorOffers.campaignId })
    .from(investorOffers)
    .where(and(inLanding(investorOffers, landingPageId), eq(investorOffers.investorId, investorId)));
  return rows.map((row) => row.campaignId);
}
