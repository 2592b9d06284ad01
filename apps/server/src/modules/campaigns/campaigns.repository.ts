import { asc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { assets, campaignDocuments, campaignTranslations, campaigns, files, products } from '../../db/schema/index.ts';
import { inLanding, landingRow } from '../../db/tenant-scope.ts';
import { readInParallel } from '../../db/parallel-reads.ts';

// All SQL of the campaigns module: a landing page's campaigns with their translations and products. Every query is scoped to
// the landing page, so another tenant's campaign or product is simply not found (404).

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignTranslationRow = typeof campaignTranslations.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

/** A document of a campaign with what its file says (issue 14). */
export interface CampaignDocumentRow {
  id: string;
  campaignId: string;
  assetId: string;
  kind: (typeof campaignDocuments.$inferSelect)['kind'];
  language: (typeof campaignDocuments.$inferSelect)['language'];
  fileName: string;
  mimeType: string;
  sizeBytes: number;
}

export interface CampaignWithDetails {
  campaign: CampaignRow;
  translations: CampaignTranslationRow[];
  products: ProductRow[];
  documents: CampaignDocumentRow[];
}

/** The documents of the campaigns `campaignIds` of the landing page, in the issuer's order. */
export function findCampaignDocumentRows(
  db: DbExecutor,
  landingPageId: string,
  campaignIds: readonly string[],
): Promise<CampaignDocumentRow[]> {
  if (campaignIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: campaignDocuments.id,
      campaignId: campaignDocuments.campaignId,
      assetId: campaignDocuments.assetId,
      kind: campaignDocuments.kind,
      language: campaignDocuments.language,
      fileName: files.originalName,
      mimeType: files.mimeType,
      sizeBytes: files.sizeBytes,
    })
    .from(campaignDocuments)
    .innerJoin(assets, eq(assets.id, campaignDocuments.assetId))
    .innerJoin(files, eq(files.id, assets.fileId))
    .where(inLanding(campaignDocuments, landingPageId, inArray(campaignDocuments.campaignId, [...campaignIds])))
    .orderBy(asc(campaignDocuments.position), asc(campaignDocuments.id));
}

/** The landing page's campaigns (or the one `campaignId`) with translations and products, products by code. */
export async function findCampaignsWithDetails(
  db: DbExecutor,
  landingPageId: string,
  options: { campaignId?: string } = {},
): Promise<CampaignWithDetails[]> {
  const campaignRows = await db
    .select()
    .from(campaigns)
    .where(
      inLanding(campaigns, landingPageId, options.campaignId === undefined ? undefined : eq(campaigns.id, options.campaignId)),
    )
    .orderBy(asc(campaigns.startDate), asc(campaigns.id));
  if (campaignRows.length === 0) return [];
  const ids = campaignRows.map((campaign) => campaign.id);
  // The acceptance reads its campaign in its transaction (public-offer.service.ts): one connection, one read at a time there.
  const [translationRows, productRows, documentRows] = await readInParallel(db, [
    () =>
      db
        .select()
        .from(campaignTranslations)
        .where(inArray(campaignTranslations.campaignId, ids))
        .orderBy(asc(campaignTranslations.language)),
    () =>
      db
        .select()
        .from(products)
        .where(inLanding(products, landingPageId, inArray(products.campaignId, ids)))
        .orderBy(asc(products.code), asc(products.id)),
    () => findCampaignDocumentRows(db, landingPageId, ids),
  ]);
  return campaignRows.map((campaign) => ({
    campaign,
    translations: translationRows.filter((translation) => translation.campaignId === campaign.id),
    products: productRows.filter((product) => product.campaignId === campaign.id),
    documents: documentRows.filter((document) => document.campaignId === campaign.id),
  }));
}

/** The id of the campaign a product of this landing page belongs to, or null. */
export async function findProductCampaignId(db: DbExecutor, landingPageId: string, productId: string): Promise<string | null> {
  const [row] = await db
    .select({ campaignId: products.campaignId })
    .from(products)
    .where(landingRow(products, landingPageId, productId));
  return row?.campaignId ?? null;
}

/** What decides where a campaign stands: its switch and its subscription window; null for no such campaign. */
export async function findCampaignWindow(
  db: DbExecutor,
  landingPageId: string,
  campaignId: string,
): Promise<{ isActive: boolean; startDate: string; endDate: string } | null> {
  const [row] = await db
    .select({ isActive: campaigns.isActive, startDate: campaigns.startDate, endDate: campaigns.endDate })
    .from(campaigns)
    .where(landingRow(campaigns, landingPageId, campaignId));
  return row ?? null;
}
