import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { inLanding, landingRow } from '../../db/tenant-scope.ts';
import { campaigns, investments, paymentScheduleEntries } from '../../db/schema/index.ts';

// All SQL of the investments (product-decisions section 4; docs/decisions/017-offer-actions-and-investments.md): the
// investment an offer becomes when its payment is confirmed, its payment schedule, and the campaign figures it moves. Every
// query is scoped to the landing page.

export type InvestmentRow = typeof investments.$inferSelect;
export type ScheduleEntryRow = typeof paymentScheduleEntries.$inferSelect;
export type NewInvestment = Omit<typeof investments.$inferInsert, 'id' | 'createdAt'>;
export type NewScheduleEntry = Omit<typeof paymentScheduleEntries.$inferInsert, 'id' | 'investmentId'>;

/** What an investment needs of its campaign: the type and, for bonds, the debt terms (null for shares). */
export interface CampaignInvestmentTerms {
  id: string;
  type: 'debt' | 'equity';
  interestRate: string | null;
  paymentFrequency: (typeof campaigns.$inferSelect)['paymentFrequency'];
  durationValue: number | null;
  durationUnit: (typeof campaigns.$inferSelect)['durationUnit'];
  taxRate: string;
}

export async function findCampaignInvestmentTerms(
  db: DbExecutor,
  landingPageId: string,
  campaignId: string,
): Promise<CampaignInvestmentTerms | null> {
  const [row] = await db
    .select({
      id: campaigns.id,
      type: campaigns.type,
      interestRate: campaigns.interestRate,
      paymentFrequency: campaigns.paymentFrequency,
      durationValue: campaigns.durationValue,
      durationUnit: campaigns.durationUnit,
      taxRate: campaigns.taxRate,
    })
    .from(campaigns)
    .where(landingRow(campaigns, landingPageId, campaignId));
  return row ?? null;
}

/** Inserts the investment and its schedule entries; returns the investment's id. */
export async function insertInvestmentWithSchedule(
  tx: DbExecutor,
  investment: NewInvestment,
  schedule: readonly NewScheduleEntry[],
): Promise<string> {
  const [row] = await tx.insert(investments).values(investment).returning({ id: investments.id });
  if (!row) throw new Error('the investment was not inserted');
  if (schedule.length > 0) {
    await tx.insert(paymentScheduleEntries).values(schedule.map((entry) => ({ ...entry, investmentId: row.id })));
  }
  return row.id;
}

/**
 * Adds `amount` to the campaign's raised funds (spec section 3: "raised" of a campaign = its confirmed investments). The
 * addition is done by the database on numeric, so it is exact and two confirmations at once both count (row lock).
 */
export async function addToCampaignRaisedAmount(
  tx: DbExecutor,
  landingPageId: string,
  campaignId: string,
  amount: string,
): Promise<void> {
  await tx
    .update(campaigns)
    .set({ raisedAmount: sql`${campaigns.raisedAmount} + cast(${amount} as numeric(18, 2))`, updatedAt: sql`now()` })
    .where(landingRow(campaigns, landingPageId, campaignId));
}

/** The investment of an offer, or null (its schedule: schedule.repository.ts). */
export async function findInvestmentOfOffer(
  db: DbExecutor,
  landingPageId: string,
  offerId: string,
): Promise<InvestmentRow | null> {
  const [investment] = await db
    .select()
    .from(investments)
    .where(inLanding(investments, landingPageId, eq(investments.offerId, offerId)));
  return investment ?? null;
}
