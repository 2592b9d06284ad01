import { selectTranslation, type Language, type TCampaignDocument } from '@emisja/shared';
import { notFound } from '../../lib/app-error.ts';
import type { AdvisorActor, RequestContext } from '../../lib/request-context.ts';
import type { StorageProvider } from '../../lib/storage/index.ts';
import { openAssetById, type OpenedAsset } from '../assets/assets.service.ts';
import { findCampaignDocumentAsset, findCampaignIdsOfInvestor, findInvestorIdOfUser } from './campaign-documents.repository.ts';
import { findCampaignDocumentRows, findCampaignsWithDetails } from './campaigns.repository.ts';
import { findCampaignState, isCampaignVisibleTo, toCampaignDocument } from './campaigns.service.ts';
import { isoDateInTimeZone } from '@emisja/shared';

// A campaign's documents (terms, information memorandum; issue 14) for each of its readers: advisors who see the campaign,
// the investor of an offer link, and investors with offers of the campaign in their panel. The bytes are the asset's.

/** A campaign document as the investor panel lists it: with its campaign and the path that downloads it. */
export interface InvestorCampaignDocument extends TCampaignDocument {
  campaignId: string;
  campaignName: string;
  /** `/investor-api/campaign/{campaignId}/document/{id}`. */
  downloadPath: string;
}

async function openDocumentOfCampaign(
  context: RequestContext,
  storage: StorageProvider,
  campaignId: string,
  documentId: string,
): Promise<OpenedAsset> {
  const assetId = await findCampaignDocumentAsset(context.db, context.landing.id, campaignId, documentId);
  if (!assetId) throw notFound();
  return openAssetById(context, storage, assetId);
}

/** `GET /api/advisor/campaign/{id}/document/{documentId}`: for the advisor-panel users who see the campaign. */
export async function openCampaignDocumentForAdvisor(
  context: RequestContext,
  storage: StorageProvider,
  actor: AdvisorActor,
  campaignId: string,
  documentId: string,
): Promise<OpenedAsset> {
  const state = await findCampaignState(context.db, actor.landingPageId, campaignId, isoDateInTimeZone(new Date()));
  if (!state || !isCampaignVisibleTo(actor, state)) throw notFound();
  return openDocumentOfCampaign(context, storage, campaignId, documentId);
}

/** `GET /public-api/campaign-offer/{token}/document/{documentId}`: the campaign of the offer the link names. */
export async function openCampaignDocumentOfOffer(
  context: RequestContext,
  storage: StorageProvider,
  offer: { campaignId: string },
  documentId: string,
): Promise<OpenedAsset> {
  return openDocumentOfCampaign(context, storage, offer.campaignId, documentId);
}

/** The investor of the caller's session (investor panel) on this landing page; 404 when none. */
async function investorOfUser(context: RequestContext, userId: string): Promise<string> {
  const investorId = await findInvestorIdOfUser(context.db, context.landing.id, userId);
  if (!investorId) throw notFound();
  return investorId;
}

/** `GET /investor-api/campaign/{id}/document/{documentId}`: for an investor with an offer of the campaign; 404 otherwise. */
export async function openCampaignDocumentForInvestor(
  context: RequestContext,
  storage: StorageProvider,
  userId: string,
  campaignId: string,
  documentId: string,
): Promise<OpenedAsset> {
  const investorId = await investorOfUser(context, userId);
  const campaignIds = await findCampaignIdsOfInvestor(context.db, context.landing.id, investorId);
  if (!campaignIds.includes(campaignId)) throw notFound();
  return openDocumentOfCampaign(context, storage, campaignId, documentId);
}

/**
 * The documents of the campaigns the investor has offers of, for the investor panel's documents list (product-decisions
 * section 10): each with its campaign's name in `language` and its download path. Documents of another language than
 * `language` are left out (those for every language stay).
 */
export async function listCampaignDocumentsForInvestor(
  context: RequestContext,
  investorId: string,
  language: Language = context.language,
): Promise<InvestorCampaignDocument[]> {
  const { db, landing } = context;
  const campaignIds = await findCampaignIdsOfInvestor(db, landing.id, investorId);
  if (campaignIds.length === 0) return [];
  const [campaigns, documents] = await Promise.all([
    findCampaignsWithDetails(db, landing.id),
    findCampaignDocumentRows(db, landing.id, campaignIds),
  ]);
  const names = new Map(
    campaigns.map((details) => [
      details.campaign.id,
      selectTranslation(details.translations, language)?.name ?? details.campaign.slug,
    ]),
  );
  return documents
    .filter((row) => row.language === null || row.language === language)
    .map((row) => ({
      ...toCampaignDocument(row),
      campaignId: row.campaignId,
      campaignName: names.get(row.campaignId) ?? '',
      downloadPath: `/investor-api/campaign/${row.campaignId}/document/${row.id}`,
    }));
}

/** The investor id of an investor-panel user (for routes that list the caller's own documents). */
export function investorIdOfUser(context: RequestContext, userId: string): Promise<string> {
  return investorOfUser(context, userId);
}
