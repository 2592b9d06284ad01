import type { Language } from '@emisja/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { campaignNameSql, joinCampaignNames } from '../../db/campaign-name.ts';
import type { DbExecutor } from '../../db/client.ts';
import { advisors, campaigns, investments, investorOffers, paymentScheduleEntries, products } from '../../db/schema/index.ts';
import { inLanding } from '../../db/tenant-scope.ts';
import { isUpcomingSql } from './schedule.repository.ts';

// The SQL of an investor's own investments (the investor panel, product-decisions section 10): always scoped to the landing
// page and the investor, so another investor's id is simply not found.

export interface InvestorScope {
  landingPageId: string;
  investorId: string;
}

export interface InvestorInvestmentRecord {
  id: string;
  offerId: string;
  campaignId: string;
  productId: string;
  campaignName: string;
  campaignType: (typeof campaigns.$inferSelect)['type'];
  productCode: string;
  amount: string;
  currency: (typeof investments.$inferSelect)['currency'];
  startDate: string;
  endDate: string;
  status: (typeof investments.$inferSelect)['status'];
  interestRate: string | null;
  nextPaymentDate: string | null;
  agreementDate: string | null;
  paymentDate: string | null;
  advisor: { firstName: string; surname: string; email: string; phoneNo: string | null };
  createdAt: Date;
}

function investmentRows(db: DbExecutor, scope: InvestorScope, options: { language: Language; today: string }) {
  const s = paymentScheduleEntries;
  const query = db
    .select({
      id: investments.id,
      offerId: investments.offerId,
      campaignId: investments.campaignId,
      productId: investments.productId,
      campaignName: campaignNameSql,
      campaignType: campaigns.type,
      productCode: products.code,
      amount: investments.amount,
      currency: investments.currency,
      startDate: investments.startDate,
      endDate: investments.endDate,
      status: investments.status,
      interestRate: sql<string | null>`case when ${campaigns.type} = 'debt' then ${campaigns.interestRate} end`,
      // The first payment still to come; a finished investment has none.
      nextPaymentDate: sql<
        string | null
      >`case when ${investments.status} = 'active' then (select min(${s.paymentDate}) from ${s} where ${s.investmentId} = ${investments.id} and ${isUpcomingSql(options.today)}) end`,
      agreementDate: investorOffers.agreementDate,
      paymentDate: investorOffers.paymentDate,
      advisor: {
        firstName: advisors.firstName,
        surname: advisors.surname,
        email: advisors.email,
        phoneNo: advisors.phoneNo,
      },
      createdAt: investments.createdAt,
    })
    .from(investments)
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .innerJoin(products, eq(products.id, investments.productId))
    .innerJoin(investorOffers, eq(investorOffers.id, investments.offerId))
    .innerJoin(advisors, eq(advisors.id, investorOffers.ownerAdvisorId))
    .$dynamic();
  return joinCampaignNames(query, investments.campaignId, options.language);
}

const scopeOf = (scope: InvestorScope) =>
  inLanding(investments, scope.landingPageId, eq(investments.investorId, scope.investorId));

/** The investor's investments: active ones first, then the newest start first. */
export async function findInvestorInvestments(
  db: DbExecutor,
  scope: InvestorScope,
  options: { language: Language; today: string },
): Promise<InvestorInvestmentRecord[]> {
  return investmentRows(db, scope, options)
    .where(scopeOf(scope))
    .orderBy(sql`${investments.status} = 'active' desc`, desc(investments.startDate), asc(investments.id));
}

/** One of the investor's investments; null when it is not theirs (or not there). */
export async function findInvestorInvestment(
  db: DbExecutor,
  scope: InvestorScope,
  investmentId: string,
  options: { language: Language; today: string },
): Promise<InvestorInvestmentRecord | null> {
  const [row] = await investmentRows(db, scope, options).where(and(scopeOf(scope), eq(investments.id, investmentId)));
  return row ?? null;
}
