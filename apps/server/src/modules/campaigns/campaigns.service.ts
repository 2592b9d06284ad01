import {
  CAMPAIGN_STATES,
  ERROR_LABELS,
  campaignStateOf,
  compareDecimals,
  isoDateInTimeZone,
  publicAssetUrl,
  selectTranslation,
  type Language,
  type TCampaign,
  type TCampaignDocument,
  type TCampaignChoice,
  type TCampaignState,
  type TDebtTerms,
  type TProduct,
  type TProductDetail,
} from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AdvisorActor, RequestContext } from '../../lib/request-context.ts';
import {
  findCampaignWindow,
  findCampaignsWithDetails,
  findProductCampaignId,
  type CampaignDocumentRow,
  type CampaignRow,
  type CampaignWithDetails,
  type ProductRow,
} from './campaigns.repository.ts';

// Campaigns for the advisor panel (spec sections 3 and 7; product-decisions sections 2 and 4): every advisor-panel user reads
// the landing page's campaigns; only a running campaign takes invitations.

/** The landing page's placeholder images (admin override first), shown for a campaign without an image of its own. */
export interface CampaignPlaceholders {
  debt: string | null;
  equity: string | null;
}

/** The placeholder images of the request's landing page (its effective configuration). */
export async function campaignPlaceholders(context: Pick<RequestContext, 'configuration'>): Promise<CampaignPlaceholders> {
  const configuration = await context.configuration();
  return { debt: configuration.debtPlaceholder, equity: configuration.equityPlaceholder };
}

export interface CampaignReadOptions {
  language: Language;
  /** `yyyy-mm-dd` in Europe/Warsaw; today by default. */
  today?: string;
}

const todayInBusinessTimeZone = () => isoDateInTimeZone(new Date());

function toProduct(row: ProductRow, currency: TProduct['currency']): TProduct {
  return {
    id: row.id,
    campaignId: row.campaignId,
    code: row.code,
    currency,
    investmentValueMin: row.investmentValueMin,
    investmentValueMax: row.investmentValueMax,
    investmentValueStep: row.investmentValueStep,
    nominalValue: row.nominalValue,
  };
}

/** The smallest of the amounts, compared exactly. */
function smallestAmount(amounts: readonly string[]): string | null {
  let smallest: string | null = null;
  for (const amount of amounts) if (smallest === null || compareDecimals(amount, smallest) < 0) smallest = amount;
  return smallest;
}

function stateOf(details: CampaignWithDetails, today: string): TCampaignState {
  const { campaign } = details;
  return campaignStateOf({ isActive: campaign.isActive, startDate: campaign.startDate, endDate: campaign.endDate }, today);
}

function nameOf(details: CampaignWithDetails, language: Language): string {
  return selectTranslation(details.translations, language)?.name ?? details.campaign.slug;
}

function debtTermsOf(campaign: CampaignRow): TDebtTerms | null {
  const { interestType, interestRate, paymentFrequency, durationValue, durationUnit } = campaign;
  // The campaigns_debt_terms CHECK guarantees these for a debt campaign.
  if (
    campaign.type !== 'debt' ||
    interestType === null ||
    interestRate === null ||
    paymentFrequency === null ||
    durationValue === null ||
    durationUnit === null
  ) {
    return null;
  }
  return {
    interestType,
    interestRate,
    paymentFrequency,
    duration: { value: durationValue, unit: durationUnit },
    taxRate: campaign.taxRate,
  };
}

export function toCampaignDocument(row: CampaignDocumentRow): TCampaignDocument {
  return {
    id: row.id,
    assetId: row.assetId,
    kind: row.kind,
    language: row.language,
    fileName: row.fileName,
    contentType: row.mimeType,
    bytes: row.sizeBytes,
  };
}

/** The campaign's own image: its cover asset, else an image set by hand; null when it has neither. */
function ownImageOf(campaign: CampaignRow): string | null {
  return campaign.coverImageId ? publicAssetUrl(campaign.coverImageId) : campaign.imageUrl;
}

function toCampaign(
  details: CampaignWithDetails,
  options: Required<CampaignReadOptions>,
  placeholders: CampaignPlaceholders,
): TCampaign {
  const { campaign, translations } = details;
  const selected = selectTranslation(translations, options.language);
  const state = stateOf(details, options.today);
  const placeholder = campaign.type === 'debt' ? placeholders.debt : placeholders.equity;
  return {
    id: campaign.id,
    slug: campaign.slug,
    type: campaign.type,
    currency: campaign.currency,
    language: selected?.language ?? options.language,
    name: selected?.name ?? campaign.slug,
    shortDescription: selected?.shortDescription ?? null,
    description: selected?.description ?? null,
    translations: translations.map((translation) => ({
      language: translation.language,
      name: translation.name,
      shortDescription: translation.shortDescription,
      description: translation.description,
    })),
    issuerName: campaign.issuerName,
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    state,
    canInvite: state === 'running',
    targetAmount: campaign.targetAmount,
    raisedAmount: campaign.raisedAmount,
    minInvestmentValue: smallestAmount(details.products.map((product) => product.investmentValueMin)),
    imageUrl: ownImageOf(campaign) ?? placeholder,
    isPlaceholderImage: ownImageOf(campaign) === null,
    debt: debtTermsOf(campaign),
    equity:
      campaign.type === 'equity'
        ? {
            sharesSeries: campaign.sharesSeries,
            counterFrom: campaign.counterFrom,
            counterTo: campaign.counterTo,
            issueValue: campaign.issueValue,
            notarialDeed: campaign.notarialDeed,
            pccFlag: campaign.pccFlag,
          }
        : null,
    products: details.products.map((product) => toProduct(product, campaign.currency)),
    coverImageId: campaign.coverImageId,
    documents: details.documents.map(toCampaignDocument),
    paymentAccount:
      campaign.paymentIban !== null && campaign.paymentHolder !== null && campaign.paymentBankName !== null
        ? {
            iban: campaign.paymentIban,
            holder: campaign.paymentHolder,
            bankName: campaign.paymentBankName,
            swift: campaign.paymentSwift,
          }
        : null,
    transferTitlePattern: campaign.transferTitlePattern,
  };
}

function toChoice(details: CampaignWithDetails, options: Required<CampaignReadOptions>): TCampaignChoice {
  const state = stateOf(details, options.today);
  return {
    id: details.campaign.id,
    name: nameOf(details, options.language),
    type: details.campaign.type,
    currency: details.campaign.currency,
    state,
    canInvite: state === 'running',
    products: details.products.map((product) => ({ id: product.id, code: product.code })),
  };
}

/** Running campaigns first (those an advisor can offer), then not started, finished, switched off; soonest end first. */
function byOfferability(options: Required<CampaignReadOptions>) {
  return (a: CampaignWithDetails, b: CampaignWithDetails) =>
    CAMPAIGN_STATES.indexOf(stateOf(a, options.today)) - CAMPAIGN_STATES.indexOf(stateOf(b, options.today)) ||
    a.campaign.endDate.localeCompare(b.campaign.endDate) ||
    a.campaign.id.localeCompare(b.campaign.id);
}

function withDefaults(options: CampaignReadOptions): Required<CampaignReadOptions> {
  return { language: options.language, today: options.today ?? todayInBusinessTimeZone() };
}

/** The landing page's campaigns, running ones first. */
async function sortedCampaigns(db: DbExecutor, landingPageId: string, options: Required<CampaignReadOptions>) {
  return (await findCampaignsWithDetails(db, landingPageId)).sort(byOfferability(options));
}

/**
 * Issue 14: advisors and coordinators see a campaign from its start date while it is switched on (running or finished);
 * the admin sees every campaign, future and switched-off ones included (docs/decisions/035-back-office.md).
 */
export function isCampaignVisibleTo(actor: Pick<AdvisorActor, 'isAdmin'>, state: TCampaignState): boolean {
  return actor.isAdmin || (state !== 'notStarted' && state !== 'inactive');
}

/** The campaigns of the landing page the actor sees, running ones first. */
async function visibleCampaigns(db: DbExecutor, actor: AdvisorActor, options: Required<CampaignReadOptions>) {
  const rows = await sortedCampaigns(db, actor.landingPageId, options);
  return rows.filter((details) => isCampaignVisibleTo(actor, stateOf(details, options.today)));
}

/** `GET /api/advisor/campaigns`: every advisor-panel user of the landing page reads them. */
export async function listCampaigns(
  context: RequestContext,
  actor: AdvisorActor,
  options: CampaignReadOptions,
): Promise<TCampaign[]> {
  const resolved = withDefaults(options);
  const placeholders = await campaignPlaceholders(context);
  const rows = await visibleCampaigns(context.db, actor, resolved);
  return rows.map((details) => toCampaign(details, resolved, placeholders));
}

/** `GET /api/advisor/campaign/{id}`: 404 for an unknown id or another landing page's campaign. */
export async function getCampaign(
  context: RequestContext,
  actor: AdvisorActor,
  campaignId: string,
  options: CampaignReadOptions,
): Promise<TCampaign> {
  const campaign = await campaignOfLanding(
    context.db,
    actor.landingPageId,
    campaignId,
    options,
    await campaignPlaceholders(context),
  );
  if (!isCampaignVisibleTo(actor, campaign.state)) throw notFound();
  return campaign;
}

/** A campaign of the landing page as the contract shows it (for other modules: the public offer page); 404 otherwise. */
export async function campaignOfLanding(
  db: DbExecutor,
  landingPageId: string,
  campaignId: string,
  options: CampaignReadOptions,
  placeholders: CampaignPlaceholders,
): Promise<TCampaign> {
  const [details] = await findCampaignsWithDetails(db, landingPageId, { campaignId });
  if (!details) throw notFound();
  return toCampaign(details, withDefaults(options), placeholders);
}

/**
 * The landing page's running campaigns as the contract shows them, soonest end first (for other modules: the investor panel's
 * products, product-decisions section 10).
 */
export async function runningCampaignsOfLanding(
  db: DbExecutor,
  landingPageId: string,
  options: CampaignReadOptions,
  placeholders: CampaignPlaceholders,
): Promise<TCampaign[]> {
  const resolved = withDefaults(options);
  const rows = await sortedCampaigns(db, landingPageId, resolved);
  return rows
    .filter((details) => stateOf(details, resolved.today) === 'running')
    .map((details) => toCampaign(details, resolved, placeholders));
}

/** `GET /api/advisor/campaign-choices`. */
export async function listCampaignChoices(
  context: RequestContext,
  actor: AdvisorActor,
  options: CampaignReadOptions,
): Promise<TCampaignChoice[]> {
  const resolved = withDefaults(options);
  const rows = await visibleCampaigns(context.db, actor, resolved);
  return rows.map((details) => toChoice(details, resolved));
}

/** `GET /api/advisor/product/{id}`. */
export async function getProduct(
  context: RequestContext,
  actor: AdvisorActor,
  productId: string,
  options: CampaignReadOptions,
): Promise<TProductDetail> {
  const { db } = context;
  const { landingPageId } = actor;
  const campaignId = await findProductCampaignId(db, landingPageId, productId);
  const [details] = campaignId ? await findCampaignsWithDetails(db, landingPageId, { campaignId }) : [];
  const product = details?.products.find((row) => row.id === productId);
  if (!details || !product) throw notFound();
  const { products: _products, ...campaign } = toChoice(details, withDefaults(options));
  if (!isCampaignVisibleTo(actor, campaign.state)) throw notFound();
  return { ...toProduct(product, details.campaign.currency), campaign };
}

/** What an invitation needs of its campaign and product. */
export interface InvitationTarget {
  campaignId: string;
  productId: string;
  currency: TProduct['currency'];
  /** In the requested language. */
  campaignName: string;
  state: TCampaignState;
}

/** The campaign and product of an invitation; 404 when the product is not one of that campaign on this landing page. */
export async function findInvitationTarget(
  db: DbExecutor,
  landingPageId: string,
  ids: { campaignId: string; productId: string },
  options: CampaignReadOptions,
): Promise<InvitationTarget> {
  const [details] = await findCampaignsWithDetails(db, landingPageId, { campaignId: ids.campaignId });
  const product = details?.products.find((row) => row.id === ids.productId);
  if (!details || !product) throw notFound();
  const resolved = withDefaults(options);
  return {
    campaignId: details.campaign.id,
    productId: product.id,
    currency: details.campaign.currency,
    campaignName: nameOf(details, resolved.language),
    state: stateOf(details, resolved.today),
  };
}

/** 404 unless the campaign is one of this landing page (for the routes under /campaign/{id}). */
export async function assertCampaignExists(db: DbExecutor, landingPageId: string, campaignId: string): Promise<void> {
  if (!(await findCampaignWindow(db, landingPageId, campaignId))) throw notFound();
}

/** Where a campaign of the landing page stands on `today` (Europe/Warsaw); null for no such campaign. */
export async function findCampaignState(
  db: DbExecutor,
  landingPageId: string,
  campaignId: string,
  today: string,
): Promise<TCampaignState | null> {
  const window = await findCampaignWindow(db, landingPageId, campaignId);
  return window ? campaignStateOf(window, today) : null;
}

/**
 * Only a running campaign takes invitations (spec section 8: "campaign is not yet started", "campaign has already been
 * completed", "campaign is no longer active"). A state conflict, hence 409.
 */
export function assertCampaignTakesInvitations(state: TCampaignState): void {
  if (state === 'inactive') throw new AppError(ERROR_LABELS.campaignInactive);
  if (state === 'notStarted') throw new AppError(ERROR_LABELS.campaignNotStarted);
  if (state === 'finished') throw new AppError(ERROR_LABELS.campaignFinished);
}
