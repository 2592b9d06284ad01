import {
  ZPublicOfferSchema,
  isoDateInTimeZone,
  type Language,
  type TCampaign,
  type TCampaignCreateData,
  type TCampaignData,
  type TCampaignPreview,
  type TProductData,
  type TViolation,
} from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import { invalidFields, notFound, violation } from '../../lib/app-error.ts';
import type { AdvisorActor, RequestContext } from '../../lib/request-context.ts';
import { slugify } from '../../lib/slug.ts';
import { requireAdmin } from '../advisors/advisor-actor.service.ts';
import { findAssetsOfLanding } from '../assets/assets.service.ts';
import { writeAudit } from '../audit/audit.service.ts';
import {
  findSlugsLike,
  hasCommittedMoney,
  insertCampaign,
  insertProduct,
  isProductCodeTaken,
  lockCampaign,
  lockProduct,
  replaceCampaignTranslations,
  syncCampaignDocuments,
  updateCampaignRow,
  updateOpenOffersCurrency,
  updateProductRow,
  type CampaignChanges,
} from './campaign-admin.repository.ts';
import { findProductCampaignId } from './campaigns.repository.ts';
import { campaignOfLanding, campaignPlaceholders, toCampaignDocument } from './campaigns.service.ts';

// The issuer's back office for campaigns and products (issue 14, 18; product-decisions section 11; docs/decisions/
// 035-back-office.md). Admin only (403 for advisors and coordinators); another landing page's campaign is 404. Every save
// runs in one transaction with its audit row (before/after): a failing product leaves nothing of its campaign behind.

/** A violation of the request body, collected while the save runs; thrown together as one 400. */
class Violations {
  readonly list: TViolation[] = [];
  constructor(private readonly language: Language) {}
  add(path: string, key: Parameters<typeof violation>[1], params: Record<string, string | number> = {}): void {
    this.list.push(violation(path, key, this.language, params));
  }
  throwIfAny(): void {
    if (this.list.length > 0) throw invalidFields(this.list);
  }
}

/** A slug from the name: ASCII letters and digits joined by '-', at most 60 characters, unique on the landing page. */
async function uniqueSlug(db: DbExecutor, landingPageId: string, name: string): Promise<string> {
  const base = slugify(name, { maxLength: 60, fallback: 'kampania' });
  const taken = new Set(await findSlugsLike(db, landingPageId, base));
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
}

/** The columns of a campaign body (the terms of the other type are cleared). */
function campaignColumns(input: TCampaignData): CampaignChanges {
  const debt = input.type === 'debt' ? input.debt : null;
  const equity = input.type === 'equity' ? input.equity : null;
  return {
    type: input.type,
    currency: input.currency,
    startDate: input.startDate,
    endDate: input.endDate,
    targetAmount: input.targetAmount,
    issuerName: input.issuerName,
    interestType: debt?.interestType ?? null,
    interestRate: debt?.interestRate ?? null,
    paymentFrequency: debt?.paymentFrequency ?? null,
    durationValue: debt?.duration.value ?? null,
    durationUnit: debt?.duration.unit ?? null,
    ...(debt ? { taxRate: debt.taxRate } : {}),
    sharesSeries: equity?.sharesSeries ?? null,
    counterFrom: equity?.counterFrom ?? null,
    counterTo: equity?.counterTo ?? null,
    issueValue: equity?.issueValue ?? null,
    notarialDeed: equity?.notarialDeed ?? null,
    pccFlag: equity?.pccFlag ?? false,
    coverImageId: input.coverImageId,
    paymentIban: input.paymentAccount?.iban ?? null,
    paymentHolder: input.paymentAccount?.holder ?? null,
    paymentBankName: input.paymentAccount?.bankName ?? null,
    paymentSwift: input.paymentAccount?.swift ?? null,
    transferTitlePattern: input.transferTitlePattern,
  };
}

/** The checks that need the database: the landing page's language among the texts, the assets named. */
async function checkCampaignReferences(
  tx: DbExecutor,
  context: RequestContext,
  input: TCampaignData,
  violations: Violations,
): Promise<void> {
  const { landing } = context;
  if (!input.translations.some((translation) => translation.language === landing.language)) {
    violations.add('translations', 'validation.translationRequired', { language: landing.language.toUpperCase() });
  }
  const assetIds = [...(input.coverImageId ? [input.coverImageId] : []), ...input.documents.map((d) => d.assetId)];
  const assets = new Map((await findAssetsOfLanding(tx, landing.id, assetIds)).map((asset) => [asset.id, asset]));
  if (input.coverImageId) {
    const cover = assets.get(input.coverImageId);
    if (!cover) violations.add('coverImageId', 'validation.assetNotFound');
    else if (cover.kind !== 'campaign-cover') violations.add('coverImageId', 'validation.assetKind');
  }
  input.documents.forEach((document, index) => {
    const asset = assets.get(document.assetId);
    if (!asset) violations.add(`documents.${index}.assetId`, 'validation.assetNotFound');
    else if (asset.kind !== 'campaign-document') violations.add(`documents.${index}.assetId`, 'validation.assetKind');
  });
}

/** The campaign as the admin sees it, read after the commit. */
async function readCampaign(context: RequestContext, campaignId: string, language: Language): Promise<TCampaign> {
  return campaignOfLanding(context.db, context.landing.id, campaignId, { language }, await campaignPlaceholders(context));
}

/** What an audit row keeps of a campaign: the answer without what is computed from the day or the offers. */
function auditedCampaign(campaign: TCampaign): Record<string, unknown> {
  const { state: _state, canInvite: _canInvite, raisedAmount: _raised, products: _products, ...rest } = campaign;
  return rest;
}

/** Inserts one product of the campaign, checked against it; violations are reported under `path`. */
async function addProductRow(
  tx: DbExecutor,
  campaign: { id: string; landingPageId: string; currency: string },
  input: TProductData,
  path: string,
  violations: Violations,
): Promise<string | null> {
  if (input.currency !== campaign.currency) {
    violations.add(`${path}currency`, 'validation.productCurrencyMismatch', { currency: campaign.currency });
  }
  if (await isProductCodeTaken(tx, campaign.id, input.code)) violations.add(`${path}code`, 'validation.duplicateValue');
  violations.throwIfAny();
  return insertProduct(tx, {
    landingPageId: campaign.landingPageId,
    campaignId: campaign.id,
    code: input.code,
    investmentValueMin: input.investmentValueMin,
    investmentValueMax: input.investmentValueMax,
    investmentValueStep: input.investmentValueStep,
    nominalValue: input.nominalValue,
  });
}

/** `POST /api/advisor/campaign`: the campaign, its texts, documents and products in one transaction. */
export async function createCampaign(
  context: RequestContext,
  actor: AdvisorActor,
  input: TCampaignCreateData,
  language: Language,
): Promise<TCampaign> {
  requireAdmin(actor);
  const violations = new Violations(context.language);
  const campaignId = await context.db.transaction(async (tx) => {
    await checkCampaignReferences(tx, context, input, violations);
    violations.throwIfAny();
    const mainName = input.translations.find((t) => t.language === context.landing.language)?.name ?? '';
    const campaign = {
      landingPageId: actor.landingPageId,
      slug: await uniqueSlug(tx, actor.landingPageId, mainName),
      ...campaignColumns(input),
    };
    const id = await insertCampaign(tx, campaign);
    await replaceCampaignTranslations(tx, id, input.translations);
    await syncCampaignDocuments(tx, actor.landingPageId, id, input.documents);
    // One after the other: a product that fails rolls back the campaign and the products before it.
    for (const [index, product] of input.products.entries()) {
      await addProductRow(tx, { id, ...campaign }, product, `products.${index}.`, violations);
    }
    await writeAudit(tx, context, {
      action: 'campaign.created',
      actor: { userId: actor.userId },
      entity: { type: 'campaign', id },
      after: { ...campaign, translations: input.translations, documents: input.documents, products: input.products },
    });
    return id;
  });
  return readCampaign(context, campaignId, language);
}

/**
 * `PUT /api/advisor/campaign/{id}`: the campaign's fields, texts and documents (products have their own endpoints). The
 * currency is fixed once money was committed (an accepted or active offer, an investment): 400 on `currency`. Open offers
 * follow a new currency; changed terms apply to offers not yet accepted (an accepted offer keeps its amount).
 */
export async function updateCampaign(
  context: RequestContext,
  actor: AdvisorActor,
  campaignId: string,
  input: TCampaignData,
  language: Language,
): Promise<TCampaign> {
  requireAdmin(actor);
  const violations = new Violations(context.language);
  const before = await readCampaign(context, campaignId, language);
  await context.db.transaction(async (tx) => {
    const row = await lockCampaign(tx, actor.landingPageId, campaignId);
    if (!row) throw notFound();
    await checkCampaignReferences(tx, context, input, violations);
    const isCurrencyChange = input.currency !== row.currency;
    if (isCurrencyChange && (await hasCommittedMoney(tx, actor.landingPageId, campaignId))) {
      violations.add('currency', 'validation.currencyLocked');
    }
    violations.throwIfAny();
    await updateCampaignRow(tx, actor.landingPageId, campaignId, campaignColumns(input));
    await replaceCampaignTranslations(tx, campaignId, input.translations);
    await syncCampaignDocuments(tx, actor.landingPageId, campaignId, input.documents);
    if (isCurrencyChange) await updateOpenOffersCurrency(tx, actor.landingPageId, campaignId, input.currency);
    await writeAudit(tx, context, {
      action: 'campaign.updated',
      actor: { userId: actor.userId },
      entity: { type: 'campaign', id: campaignId },
      before: auditedCampaign(before),
      after: { ...campaignColumns(input), translations: input.translations, documents: input.documents },
    });
  });
  return readCampaign(context, campaignId, language);
}

/** `PATCH /api/advisor/campaign/{id}/deactivate`: switched off (state inactive): no invitations, hidden from advisors. */
export async function deactivateCampaign(
  context: RequestContext,
  actor: AdvisorActor,
  campaignId: string,
  language: Language,
): Promise<TCampaign> {
  requireAdmin(actor);
  await context.db.transaction(async (tx) => {
    const row = await lockCampaign(tx, actor.landingPageId, campaignId);
    if (!row) throw notFound();
    if (!row.isActive) return;
    await updateCampaignRow(tx, actor.landingPageId, campaignId, { isActive: false });
    await writeAudit(tx, context, {
      action: 'campaign.deactivated',
      actor: { userId: actor.userId },
      entity: { type: 'campaign', id: campaignId },
      before: { isActive: true },
      after: { isActive: false },
    });
  });
  return readCampaign(context, campaignId, language);
}

/** `POST /api/advisor/campaign/{id}/product`. */
export async function addProduct(
  context: RequestContext,
  actor: AdvisorActor,
  campaignId: string,
  input: TProductData,
  language: Language,
): Promise<TCampaign> {
  requireAdmin(actor);
  const violations = new Violations(context.language);
  await context.db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, actor.landingPageId, campaignId);
    if (!campaign) throw notFound();
    const id = await addProductRow(tx, campaign, input, '', violations);
    await writeAudit(tx, context, {
      action: 'product.created',
      actor: { userId: actor.userId },
      entity: { type: 'product', id: id ?? '' },
      after: { campaignId, ...input },
    });
  });
  return readCampaign(context, campaignId, language);
}

/**
 * `PUT /api/advisor/product/{id}`: code and limits. The new limits apply to offers not yet accepted (they are checked when
 * an offer is accepted); an accepted or active offer keeps its amount. The currency is the campaign's (400 otherwise).
 */
export async function updateProduct(
  context: RequestContext,
  actor: AdvisorActor,
  productId: string,
  input: TProductData,
  language: Language,
): Promise<TCampaign> {
  requireAdmin(actor);
  const violations = new Violations(context.language);
  const campaignId = await findProductCampaignId(context.db, actor.landingPageId, productId);
  if (!campaignId) throw notFound();
  await context.db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, actor.landingPageId, campaignId);
    const product = await lockProduct(tx, actor.landingPageId, productId);
    if (!campaign || !product) throw notFound();
    if (input.currency !== campaign.currency) {
      violations.add('currency', 'validation.productCurrencyMismatch', { currency: campaign.currency });
    }
    if (await isProductCodeTaken(tx, campaignId, input.code, productId)) violations.add('code', 'validation.duplicateValue');
    violations.throwIfAny();
    const changes = {
      code: input.code,
      investmentValueMin: input.investmentValueMin,
      investmentValueMax: input.investmentValueMax,
      investmentValueStep: input.investmentValueStep,
      nominalValue: input.nominalValue,
    };
    await updateProductRow(tx, actor.landingPageId, productId, changes);
    const { id: _id, landingPageId: _landing, createdAt: _created, campaignId: _campaign, ...previous } = product;
    await writeAudit(tx, context, {
      action: 'product.updated',
      actor: { userId: actor.userId },
      entity: { type: 'product', id: productId },
      before: previous,
      after: changes,
    });
  });
  return readCampaign(context, campaignId, language);
}

/**
 * `GET /api/advisor/campaign/{id}/preview` (admin): what the public offer page shows of the campaign and its first product,
 * in `language`, whatever its state (a campaign before its start date is previewed before advisors see it).
 */
export async function previewCampaign(
  context: RequestContext,
  actor: AdvisorActor,
  campaignId: string,
  language: Language,
): Promise<TCampaignPreview> {
  requireAdmin(actor);
  const campaign = await campaignOfLanding(
    context.db,
    actor.landingPageId,
    campaignId,
    { language, today: isoDateInTimeZone(new Date()) },
    await campaignPlaceholders(context),
  );
  const [first] = campaign.products;
  return {
    language,
    campaign: ZPublicOfferSchema.shape.campaign.parse(campaign),
    product: first ? ZPublicOfferSchema.shape.product.parse(first) : null,
    documents: documentsInLanguage(campaign, language),
  };
}

/** The documents the public page lists in `language`: those of that language and those for every language. */
export function documentsInLanguage(campaign: Pick<TCampaign, 'documents'>, language: Language) {
  return (campaign.documents ?? []).filter((document) => document.language === null || document.language === language);
}

export { toCampaignDocument };
