import {
  OFFER_STATUSES,
  ZPublicOfferSchema,
  type Language,
  type TInvestorDocument,
  type TInvestorInvestment,
  type TInvestorInvestmentRow,
  type TInvestorSummary,
  type TOfferStatus,
} from '@emisja/shared';
import { notFound } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { listCampaignDocumentsForInvestor } from '../campaigns/campaign-documents.service.ts';
import { campaignOfLanding, campaignPlaceholders } from '../campaigns/campaigns.service.ts';
import {
  exportInvestorSchedule,
  findInvestorInvestmentWithSchedule,
  listInvestorInvestments,
  summarizeInvestorMoney,
  toInvestmentRow,
  type ScheduleFile,
} from '../investments/investor-investments.service.ts';
import { getInvestorKycState } from '../kyc/investor-kyc.service.ts';
import { countInvestorOffersByStatus, findInvestorUploads, findSubscribedOffers } from './investor-panel.repository.ts';
import { investorScopeOf, requirePanelInvestor, todayInWarsaw } from './panel-investor.service.ts';

// The investor's home (product-decisions section 10; docs/decisions/033-investor-panel-server.md): the summary, the
// investments with their serviced schedules and the schedule files, and the documents. Only the caller's own rows.

/** `GET /investor-api/investor/summary`. */
export async function getInvestorSummary(context: RequestContext, language: Language): Promise<TInvestorSummary> {
  const investor = await requirePanelInvestor(context);
  const scope = investorScopeOf(context, investor);
  const [money, counts, kyc] = await Promise.all([
    summarizeInvestorMoney(context.db, scope, { language, today: todayInWarsaw() }),
    countInvestorOffersByStatus(context.db, context.landing.id, investor.id),
    getInvestorKycState(context, investor.id),
  ]);
  const offerCounts = Object.fromEntries(OFFER_STATUSES.map((status) => [status, 0])) as Record<TOfferStatus, number>;
  for (const { status, count } of counts) offerCounts[status] = count;
  return { currencies: money.currencies, offerCounts, payments: money.payments, kyc };
}

/** `GET /investor-api/investments`. */
export async function listMyInvestments(context: RequestContext, language: Language): Promise<TInvestorInvestmentRow[]> {
  const investor = await requirePanelInvestor(context);
  return listInvestorInvestments(context.db, investorScopeOf(context, investor), { language, today: todayInWarsaw() });
}

/**
 * `GET /investor-api/investment/{id}`: the investment with the campaign and product as the public offer page presents them,
 * the owner advisor and the serviced schedule; 404 when it is not the caller's.
 */
export async function getMyInvestment(
  context: RequestContext,
  investmentId: string,
  language: Language,
): Promise<TInvestorInvestment> {
  const investor = await requirePanelInvestor(context);
  const today = todayInWarsaw();
  const found = await findInvestorInvestmentWithSchedule(context.db, investorScopeOf(context, investor), investmentId, {
    language,
    today,
  });
  if (!found) throw notFound();
  const { investment, schedule } = found;
  const campaign = await campaignOfLanding(
    context.db,
    context.landing.id,
    investment.campaignId,
    { language, today },
    await campaignPlaceholders(context),
  );
  const product = campaign.products.find((row) => row.id === investment.productId);
  if (!product) throw new Error(`investment ${investment.id} has no product ${investment.productId}`);
  return {
    ...toInvestmentRow(investment),
    agreementDate: investment.agreementDate,
    paymentDate: investment.paymentDate,
    campaign: ZPublicOfferSchema.shape.campaign.parse(campaign),
    product: ZPublicOfferSchema.shape.product.parse(product),
    advisor: {
      name: `${investment.advisor.firstName} ${investment.advisor.surname}`,
      email: investment.advisor.email,
      phone: investment.advisor.phoneNo,
    },
    schedule,
  };
}

/** `GET /investor-api/investment/{id}/schedule.csv|.ics`; 404 when the investment is not the caller's. */
export async function getMyScheduleFile(
  context: RequestContext,
  investmentId: string,
  options: { language: Language; format: 'csv' | 'ics' },
): Promise<ScheduleFile> {
  const investor = await requirePanelInvestor(context);
  const file = await exportInvestorSchedule(context.db, investorScopeOf(context, investor), investmentId, {
    ...options,
    today: todayInWarsaw(),
    host: new URL(context.baseUrl).hostname,
    siteTitle: (await context.configuration()).siteTitle,
  });
  if (!file) throw notFound();
  return file;
}

const DOCUMENT_NAMES = {
  pl: (campaignName: string, productCode: string) => `Oferta i formularz zapisu: ${campaignName} (${productCode})`,
  en: (campaignName: string, productCode: string) => `Offer and subscription form: ${campaignName} (${productCode})`,
} as const;

/**
 * `GET /investor-api/documents`: the PDFs of the caller's subscriptions (offers accepted once, made on request by the offer's
 * pdf endpoint: POST), the payment confirmations they uploaded (GET of the offer's attachment), newest first, then the
 * documents of the campaigns they have offers of (terms, information memorandum; the campaigns module's, in `language` or
 * for every language; they have no date of their own).
 */
export async function listMyDocuments(context: RequestContext, language: Language): Promise<TInvestorDocument[]> {
  const investor = await requirePanelInvestor(context);
  const [offers, uploads, campaignDocuments] = await Promise.all([
    findSubscribedOffers(context.db, context.landing.id, investor.id, language),
    findInvestorUploads(context.db, context.landing.id, investor.id, language),
    listCampaignDocumentsForInvestor(context, investor.id, language),
  ]);
  const offerPath = (offerId: string) => `/investor-api/offer/${offerId}`;
  const documents: TInvestorDocument[] = [
    ...offers.map((offer): TInvestorDocument => ({
      kind: 'offer-pdf',
      name: DOCUMENT_NAMES[language](offer.campaignName, offer.productCode),
      offerId: offer.offerId,
      campaignName: offer.campaignName,
      // The day of the subscription (the PDF itself is rendered on request).
      createdAt: `${offer.agreementDate}T00:00:00.000Z`,
      downloadPath: `${offerPath(offer.offerId)}/pdf`,
      method: 'POST',
    })),
    ...uploads.map((upload): TInvestorDocument => ({
      kind: 'payment-confirmation',
      name: upload.fileName,
      offerId: upload.offerId,
      campaignName: upload.campaignName,
      createdAt: upload.uploadedAt.toISOString(),
      downloadPath: `${offerPath(upload.offerId)}/attachment/${upload.id}`,
      method: 'GET',
    })),
    ...campaignDocuments.map((document): TInvestorDocument => ({
      kind: 'campaign-document',
      name: document.fileName,
      offerId: null,
      campaignName: document.campaignName,
      createdAt: null,
      downloadPath: document.downloadPath,
      method: 'GET',
    })),
  ];
  // ISO instants in UTC sort as text; the undated campaign documents come last, in the campaigns module's order (stable).
  return documents.sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
}
