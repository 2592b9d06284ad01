import type { Language, TListQuery } from '@emisja/shared';
import { and, eq, sql } from 'drizzle-orm';
import { campaignNameSql, joinCampaignNames } from '../../db/campaign-name.ts';
import type { DbExecutor } from '../../db/client.ts';
import { advisors, campaigns, investorOffers, investors, products } from '../../db/schema/index.ts';
import { inLanding } from '../../db/tenant-scope.ts';
import { buildListQuery, countAll, defineListColumns, readListPage, type ListPage } from '../../lib/list-query/index.ts';

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
  const page = joinCampaignNames(rows, investorOffers.campaignId, options.language)
    .where(where)
    .orderBy(...list.orderBy)
    .limit(list.limit)
    .offset(list.offset);
  return readListPage({ rows: page, count }, options.withTotal);
}
