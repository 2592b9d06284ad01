import { ERROR_LABELS, ZPublicOfferSchema, type Language, type TCampaign, type TInvestorProduct } from '@emisja/shared';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { campaignPlaceholders, runningCampaignsOfLanding } from '../campaigns/campaigns.service.ts';
import { resolveInvestorAdvisor, writeToAdvisor } from './investor-advisor.service.ts';
import { findOpenOffersOfInvestor } from './investor-panel.repository.ts';
import { requirePanelInvestor, todayInWarsaw } from './panel-investor.service.ts';

// Products in the investor panel (product-decisions section 10): the series of the landing page's running campaigns, each
// with the investor's offer of it when one still stands (the page links to it), else "ask my advisor".

/** The products of running campaigns with the investor's standing offer of each, campaigns soonest end first. */
async function productsOf(context: RequestContext, investorId: string, language: Language): Promise<TInvestorProduct[]> {
  const [campaigns, openOffers] = await Promise.all([
    campaignPlaceholders(context).then((placeholders) =>
      runningCampaignsOfLanding(context.db, context.landing.id, { language, today: todayInWarsaw() }, placeholders),
    ),
    findOpenOffersOfInvestor(context.db, context.landing.id, investorId),
  ]);
  const offerByProduct = new Map<string, string>();
  // Newest first: the first offer seen of a product is the one to link.
  for (const offer of openOffers) if (!offerByProduct.has(offer.productId)) offerByProduct.set(offer.productId, offer.offerId);
  return campaigns.flatMap((campaign: TCampaign) => {
    const presented = ZPublicOfferSchema.shape.campaign.parse(campaign);
    return campaign.products.map((product): TInvestorProduct => ({
      ...ZPublicOfferSchema.shape.product.parse(product),
      campaign: presented,
      offerId: offerByProduct.get(product.id) ?? null,
    }));
  });
}

/** `GET /investor-api/products?limit=&offset=`: a page of the list (the panel loads all: limit 99999). */
export async function listMyProducts(
  context: RequestContext,
  options: { language: Language; limit: number; offset: number },
): Promise<{ rows: TInvestorProduct[]; total: number }> {
  const investor = await requirePanelInvestor(context);
  const products = await productsOf(context, investor.id, options.language);
  return { rows: products.slice(options.offset, options.offset + options.limit), total: products.length };
}

/** `GET /investor-api/product/{id}`: a product of a running campaign; 404 otherwise (unknown, ended, another tenant's). */
export async function getMyProduct(context: RequestContext, productId: string, language: Language): Promise<TInvestorProduct> {
  const investor = await requirePanelInvestor(context);
  const product = (await productsOf(context, investor.id, language)).find((row) => row.id === productId);
  if (!product) throw notFound();
  return product;
}

/**
 * `POST /investor-api/product/{id}/ask-advisor {message?}`: an e-mail to the investor's advisor (investor-advisor.service.ts)
 * asking to be invited to the product, with the link to the campaign's page of the advisor panel, in the landing page's
 * language (advisors have none of their own). 404 for a product that is not on offer, 409 `error.conflict` when the investor
 * already has a standing offer of it (the page links to that instead). Returns the outbox id to dispatch after the commit.
 */
export async function askAdvisorForProduct(
  context: RequestContext,
  productId: string,
  input: { message?: string | undefined },
): Promise<string> {
  const investor = await requirePanelInvestor(context);
  const product = (await productsOf(context, investor.id, context.landing.language)).find((row) => row.id === productId);
  if (!product) throw notFound();
  if (product.offerId) throw new AppError(ERROR_LABELS.conflict);
  const advisor = await resolveInvestorAdvisor(context, investor.id);
  const message = input.message?.trim() ? input.message.trim() : null;
  return writeToAdvisor(
    context,
    investor,
    advisor,
    {
      name: 'investor-asks-advisor',
      data: {
        campaignName: product.campaign.name,
        productCode: product.code,
        message,
        link: `${context.baseUrl}/app/offers/${product.campaign.id}`,
      },
    },
    {
      action: 'investor-asked-advisor',
      entity: { type: 'product', id: product.id },
      metadata: { advisorId: advisor.id, campaignId: product.campaign.id, withMessage: message !== null },
    },
  );
}
