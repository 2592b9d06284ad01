import type { Currency, Language } from '@emisja/shared';
import { and, asc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { campaignNameSql, joinCampaignNames } from '../../db/campaign-name.ts';
import type { DbExecutor } from '../../db/client.ts';
import { campaigns, investments, paymentScheduleEntries } from '../../db/schema/index.ts';
import { inLanding } from '../../db/tenant-scope.ts';
import type { InvestorScope } from './investor-investments.repository.ts';
import {
  interestGrossDueSql,
  interestGrossPaidSql,
  interestNetDueSql,
  interestNetPaidSql,
  isUpcomingSql,
  moneySum,
  outstandingSql,
  principalPaidSql,
} from './schedule.repository.ts';

// The money of an investor's summary (product-decisions section 10; docs/decisions/033-investor-panel-server.md, "Money"):
// sums per currency computed by the database on numeric, from the row fragments of schedule.repository.ts. An investor has
// tens of investments with tens of rows each: every statement reads them through investments_investor_idx and the schedule's
// (investment, period) key.

const s = paymentScheduleEntries;
const isActive = sql`${investments.status} = 'active'`;
const ofInvestor = (scope: InvestorScope) =>
  inLanding(investments, scope.landingPageId, eq(investments.investorId, scope.investorId));

export interface CurrencyTotalsRecord {
  currency: Currency;
  activeInvestments: number;
  invested: string;
  interestPaidNet: string;
  interestPaidGross: string;
  interestDueNet: string;
  interestDueGross: string;
}

/** Per currency of the investor's investments (finished ones too: what they paid stays paid). */
export async function findCurrencyTotals(db: DbExecutor, scope: InvestorScope): Promise<CurrencyTotalsRecord[]> {
  const perInvestment = db
    .select({
      investmentId: s.investmentId,
      principalPaid: sql<string>`sum(${principalPaidSql})`.as('principal_paid'),
      interestNetPaid: sql<string>`sum(${interestNetPaidSql})`.as('interest_net_paid'),
      interestGrossPaid: sql<string>`sum(${interestGrossPaidSql})`.as('interest_gross_paid'),
      interestNetDue: sql<string>`sum(${interestNetDueSql})`.as('interest_net_due'),
      interestGrossDue: sql<string>`sum(${interestGrossDueSql})`.as('interest_gross_due'),
    })
    .from(s)
    .innerJoin(investments, eq(investments.id, s.investmentId))
    .where(ofInvestor(scope))
    .groupBy(s.investmentId)
    .as('per_investment');
  const whenActive = (expression: SQLWrapper) => sql`case when ${isActive} then ${expression} end`;
  return db
    .select({
      currency: investments.currency,
      activeInvestments: sql<number>`cast(count(*) filter (where ${isActive}) as int)`.mapWith(Number),
      // The principal still invested: the amount less the principal recorded as repaid.
      invested: moneySum(whenActive(sql`${investments.amount} - coalesce(${perInvestment.principalPaid}, 0)`)),
      interestPaidNet: moneySum(sql`${perInvestment.interestNetPaid}`),
      interestPaidGross: moneySum(sql`${perInvestment.interestGrossPaid}`),
      interestDueNet: moneySum(whenActive(perInvestment.interestNetDue)),
      interestDueGross: moneySum(whenActive(perInvestment.interestGrossDue)),
    })
    .from(investments)
    .leftJoin(perInvestment, eq(perInvestment.investmentId, investments.id))
    .where(ofInvestor(scope))
    .groupBy(investments.currency)
    .orderBy(asc(investments.currency));
}

export interface NextPaymentRecord {
  currency: Currency;
  date: string;
  amountNet: string;
  investmentId: string;
  campaignName: string;
}

/**
 * Per currency, the first row still to come (displayed `scheduled`) of an active investment: its date and net interest plus
 * principal. Rows of two investments on one day: the campaign name, then the investment id, decides (one row, never a sum).
 */
export async function findNextPayments(
  db: DbExecutor,
  scope: InvestorScope,
  options: { language: Language; today: string },
): Promise<NextPaymentRecord[]> {
  const query = db
    .selectDistinctOn([investments.currency], {
      currency: investments.currency,
      date: s.paymentDate,
      amountNet: sql<string>`cast(${s.net} + ${s.principal} as numeric(18, 2))::text`,
      investmentId: investments.id,
      campaignName: campaignNameSql,
    })
    .from(s)
    .innerJoin(investments, eq(investments.id, s.investmentId))
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .$dynamic();
  return joinCampaignNames(query, investments.campaignId, options.language)
    .where(and(ofInvestor(scope), isActive, isUpcomingSql(options.today)))
    .orderBy(asc(investments.currency), asc(s.paymentDate), asc(campaignNameSql), asc(investments.id));
}

export interface PaymentMonthRecord {
  month: string;
  currency: Currency;
  amount: string;
}

/** Per month of the recorded payment day: what reached the investor (net interest and principal), every investment. */
export async function findPaidByMonth(db: DbExecutor, scope: InvestorScope): Promise<PaymentMonthRecord[]> {
  const month = sql<string>`to_char(${s.paidAt}, 'YYYY-MM')`;
  return db
    .select({ month, currency: investments.currency, amount: moneySum(sql`${s.paidAmount}`) })
    .from(s)
    .innerJoin(investments, eq(investments.id, s.investmentId))
    .where(and(ofInvestor(scope), sql`${s.status} in ('paid', 'partially paid')`, sql`${s.paidAt} is not null`))
    .groupBy(month, investments.currency);
}

/** Per month of the payment date: what active investments still have to pay (rows neither paid nor cancelled). */
export async function findScheduledByMonth(db: DbExecutor, scope: InvestorScope): Promise<PaymentMonthRecord[]> {
  const month = sql<string>`to_char(${s.paymentDate}, 'YYYY-MM')`;
  return db
    .select({ month, currency: investments.currency, amount: moneySum(outstandingSql) })
    .from(s)
    .innerJoin(investments, eq(investments.id, s.investmentId))
    .where(and(ofInvestor(scope), isActive, sql`${s.status} in ('scheduled', 'unpaid', 'partially paid')`))
    .groupBy(month, investments.currency);
}
