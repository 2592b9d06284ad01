import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { investments, paymentScheduleEntries } from '../../db/schema/index.ts';
import { inLanding } from '../../db/tenant-scope.ts';

// The SQL of the investment-end job (product-decisions sections 3 and 11, docs/decisions/045): investments whose
// end date has passed with every schedule row settled, and their finish. Every query is scoped to the landing page.

/** A schedule row that needs nothing more: paid in full, or cancelled. */
const SETTLED_ROW_STATUSES = ['paid', 'cancelled'] as const;

/** A running investment that has a schedule, all of it settled. Shares have no schedule and never end by themselves. */
function isEndedAndSettled(today: string) {
  const rows = sql`select 1 from ${paymentScheduleEntries} where ${paymentScheduleEntries.investmentId} = ${investments.id}`;
  const settled = sql.join(
    SETTLED_ROW_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  return and(
    eq(investments.status, 'active'),
    lt(investments.endDate, today),
    sql`exists (${rows})`,
    sql`not exists (${rows} and ${paymentScheduleEntries.status} not in (${settled}))`,
  );
}

/** The landing pages that have such investments on `today` (`yyyy-mm-dd`, Europe/Warsaw). */
export async function findLandingsWithEndedInvestments(db: DbExecutor, today: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ landingPageId: investments.landingPageId })
    .from(investments)
    .where(isEndedAndSettled(today));
  return rows.map((row) => row.landingPageId);
}

/**
 * The ended, settled investments of the landing page, locked until the transaction ends. A concurrent run waits on the lock and
 * then no longer finds them (their status changed), so each is finished once.
 */
export async function lockEndedInvestments(tx: DbExecutor, landingPageId: string, today: string) {
  return tx
    .select({
      id: investments.id,
      offerId: investments.offerId,
      amount: investments.amount,
      currency: investments.currency,
      endDate: investments.endDate,
    })
    .from(investments)
    .where(inLanding(investments, landingPageId, isEndedAndSettled(today)))
    .orderBy(asc(investments.id))
    .for('update');
}

export async function markInvestmentFinished(tx: DbExecutor, landingPageId: string, investmentId: string): Promise<void> {
  await tx
    .update(investments)
    .set({ status: 'finished' })
    .where(inLanding(investments, landingPageId, eq(investments.id, investmentId)));
}
