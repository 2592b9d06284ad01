import type { Currency } from '@emisja/shared';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import {
  campaignDocuments,
  campaignTranslations,
  campaigns,
  investments,
  investorOffers,
  products,
} from '../../db/schema/index.ts';
import { inLanding, landingRow } from '../../db/tenant-scope.ts';

// The SQL of the issuer's back office for campaigns and products (issue 14): inserts and updates in the service's
// transaction, always scoped to the landing page.

export type NewCampaignRow = Omit<typeof campaigns.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'raisedAmount'>;
export type CampaignChanges = Omit<NewCampaignRow, 'landingPageId' | 'slug'>;
export type NewProductRow = Omit<typeof products.$inferInsert, 'id' | 'createdAt'>;
export type ProductChanges = Pick<
  typeof products.$inferInsert,
  'code' | 'investmentValueMin' | 'investmentValueMax' | 'investmentValueStep' | 'nominalValue'
>;
export interface CampaignTranslationValues {
  language: (typeof campaignTranslations.$inferInsert)['language'];
  name: string;
  shortDescription: string | null;
  description: string | null;
}
export interface CampaignDocumentValues {
  assetId: string;
  kind: (typeof campaignDocuments.$inferInsert)['kind'];
  language: (typeof campaignDocuments.$inferInsert)['language'];
}

/** The slugs of the landing page's campaigns that start with `base` (to make a new one unique). */
export async function findSlugsLike(db: DbExecutor, landingPageId: string, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: campaigns.slug })
    .from(campaigns)
    .where(inLanding(campaigns, landingPageId, sql`${campaigns.slug} like ${`${base.replace(/[\\%_]/g, '\\$&')}%`}`));
  return rows.map((row) => row.slug);
}

export async function insertCampaign(db: DbExecutor, row: NewCampaignRow): Promise<string> {
  const [inserted] = await db.insert(campaigns).values(row).returning({ id: campaigns.id });
  if (!inserted) throw new Error('campaigns insert returned no row');
  return inserted.id;
}

/** The campaign row, locked for the rest of the transaction (two saves of one campaign run one after the other). */
export async function lockCampaign(db: DbExecutor, landingPageId: string, campaignId: string) {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(landingRow(campaigns, landingPageId, campaignId))
    .for('update');
  return row ?? null;
}

export async function updateCampaignRow(
  db: DbExecutor,
  landingPageId: string,
  campaignId: string,
  changes: Partial<CampaignChanges>,
): Promise<void> {
  await db
    .update(campaigns)
    .set(changes)
    .where(landingRow(campaigns, landingPageId, campaignId));
}

export async function replaceCampaignTranslations(
  db: DbExecutor,
  campaignId: string,
  translations: readonly CampaignTranslationValues[],
): Promise<void> {
  await db.delete(campaignTranslations).where(eq(campaignTranslations.campaignId, campaignId));
  if (translations.length > 0) {
    await db.insert(campaignTranslations).values(translations.map((translation) => ({ ...translation, campaignId })));
  }
}

/**
 * The campaign's documents become `documents`, in that order: a document whose asset stays keeps its id (links to it keep
 * working), others are removed or added.
 */
export async function syncCampaignDocuments(
  db: DbExecutor,
  landingPageId: string,
  campaignId: string,
  documents: readonly CampaignDocumentValues[],
): Promise<void> {
  const assetIds = documents.map((document) => document.assetId);
  await db
    .delete(campaignDocuments)
    .where(
      inLanding(
        campaignDocuments,
        landingPageId,
        eq(campaignDocuments.campaignId, campaignId),
        assetIds.length > 0 ? notInArray(campaignDocuments.assetId, assetIds) : undefined,
      ),
    );
  for (const [position, document] of documents.entries()) {
    await db
      .insert(campaignDocuments)
      .values({ landingPageId, campaignId, position, ...document })
      .onConflictDoUpdate({
        target: [campaignDocuments.campaignId, campaignDocuments.assetId],
        set: { kind: document.kind, language: document.language, position },
      });
  }
}

export async function insertProduct(db: DbExecutor, row: NewProductRow): Promise<string> {
  const [inserted] = await db.insert(products).values(row).returning({ id: products.id });
  if (!inserted) throw new Error('products insert returned no row');
  return inserted.id;
}

/** The product row, locked for the rest of the transaction. */
export async function lockProduct(db: DbExecutor, landingPageId: string, productId: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(landingRow(products, landingPageId, productId))
    .for('update');
  return row ?? null;
}

export async function updateProductRow(
  db: DbExecutor,
  landingPageId: string,
  productId: string,
  changes: ProductChanges,
): Promise<void> {
  await db
    .update(products)
    .set(changes)
    .where(landingRow(products, landingPageId, productId));
}

/** Whether another product of the campaign has this code (codes are unique per campaign, compared without case). */
export async function isProductCodeTaken(
  db: DbExecutor,
  campaignId: string,
  code: string,
  exceptProductId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.campaignId, campaignId),
        sql`upper(${products.code}) = upper(${code})`,
        exceptProductId ? sql`${products.id} <> ${exceptProductId}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether money was committed in the campaign's currency: an offer accepted or active, or an investment. Its currency is then
 * fixed (issue 14: "a product's currency cannot change once offers are accepted").
 */
export async function hasCommittedMoney(db: DbExecutor, landingPageId: string, campaignId: string): Promise<boolean> {
  const [offer] = await db
    .select({ id: investorOffers.id })
    .from(investorOffers)
    .where(
      inLanding(
        investorOffers,
        landingPageId,
        eq(investorOffers.campaignId, campaignId),
        inArray(investorOffers.status, ['accepted', 'active']),
      ),
    )
    .limit(1);
  if (offer) return true;
  const [investment] = await db
    .select({ id: investments.id })
    .from(investments)
    .where(inLanding(investments, landingPageId, eq(investments.campaignId, campaignId)))
    .limit(1);
  return investment !== undefined;
}

/** The open offers (not yet accepted) follow a new campaign currency; closed ones keep theirs as history. */
export async function updateOpenOffersCurrency(
  db: DbExecutor,
  landingPageId: string,
  campaignId: string,
  currency: Currency,
): Promise<void> {
  await db
    .update(investorOffers)
    .set({ currency })
    .where(
      inLanding(
        investorOffers,
        landingPageId,
        eq(investorOffers.campaignId, campaignId),
        inArray(investorOffers.status, ['invited', 'viewed', 'interested']),
      ),
    );
}
