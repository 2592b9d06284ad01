import type { Language, TScheduleEntryStatus } from '@emisja/shared';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { campaignNameSql, joinCampaignNames } from '../../db/campaign-name.ts';
import type { DbExecutor } from '../../db/client.ts';
import { campaigns, investments, investors, investorOffers, paymentScheduleEntries, products } from '../../db/schema/index.ts';
import { landingRow } from '../../db/tenant-scope.ts';

// The SQL of payment schedule rows: reading them with their displayed status, and recording payments on them. What a row
// means in money and status once payments are recorded on it (product-decisions section 10;
// docs/decisions/033-investor-panel-server.md, "Money"). Written once as SQL fragments over `payment_schedule_entries`, so the
// summary, the chart, the lists and the benchmark add up the same numeric values in the database (never floats), and once
// as the TypeScript rule of the displayed status for rows already read.
//
// - Stored statuses: `scheduled` (nothing recorded), `paid` (paid_amount = net + principal), `partially paid`
//   (0 < paid_amount < net + principal), `cancelled` (the payment will not happen). `unpaid` is not stored by this version (a
//   recorded "unpaid" stores `scheduled`); rows of earlier versions that hold it read like `scheduled`.
// - Displayed status: a `scheduled` row whose payment date is before today (Europe/Warsaw) reads `unpaid`; derived at read,
//   never swept by a job, so it is right on every request and on both panels.
// - A recorded amount pays the net interest first, then the principal: interest paid (net) = least(paid_amount, net),
//   principal repaid = paid_amount - that. Gross paid = gross for a paid row, gross * net paid / net rounded half away from
//   zero to the grosz for a partial one (the share of the row's gross that the net paid stands for).
// - Still due (rows neither paid nor cancelled): net - net paid and gross - gross paid; what is still to be paid to the
//   investor: net + principal - paid_amount.

const s = paymentScheduleEntries;

/** Stored statuses that mean "nothing settled yet" (`unpaid` only in rows of earlier versions). */
const OPEN_STORED = sql.raw(`('scheduled', 'unpaid')`);
const RECORDED = sql.raw(`('paid', 'partially paid')`);
/** Rows with money still to come: neither settled (paid) nor called off (cancelled). */
const STILL_DUE = sql.raw(`('scheduled', 'unpaid', 'partially paid')`);

/** `yyyy-mm-dd` as a date parameter. */
const day = (isoDate: string) => sql`cast(${isoDate} as date)`;

/** The status the panels show on `today` (`yyyy-mm-dd`, Europe/Warsaw). */
export function displayedStatusSql(today: string): SQL<TScheduleEntryStatus> {
  return sql<TScheduleEntryStatus>`(case when ${s.status} in ${OPEN_STORED} then (case when ${s.paymentDate} < ${day(today)} then 'unpaid' else 'scheduled' end) else ${s.status} end)`;
}

/** The row is still `scheduled` on `today`: not settled and its payment date not passed (the next payments). */
export function isUpcomingSql(today: string): SQL {
  return sql`(${s.status} in ${OPEN_STORED} and ${s.paymentDate} >= ${day(today)})`;
}

/** Net interest paid on the row. */
export const interestNetPaidSql = sql<string>`(case when ${s.status} in ${RECORDED} then least(coalesce(${s.paidAmount}, 0), ${s.net}) else 0 end)`;

/** Gross interest the recorded payment stands for. */
export const interestGrossPaidSql = sql<string>`(case when ${s.status} = 'paid' then ${s.gross} when ${s.status} = 'partially paid' and ${s.net} > 0 then round(${s.gross} * least(coalesce(${s.paidAmount}, 0), ${s.net}) / ${s.net}, 2) else 0 end)`;

/** Principal repaid with the row's recorded payment. */
export const principalPaidSql = sql<string>`(case when ${s.status} in ${RECORDED} then greatest(coalesce(${s.paidAmount}, 0) - ${s.net}, 0) else 0 end)`;

/** Net interest still due on the row. */
export const interestNetDueSql = sql<string>`(case when ${s.status} in ${STILL_DUE} then ${s.net} - ${interestNetPaidSql} else 0 end)`;

/** Gross interest still due on the row. */
export const interestGrossDueSql = sql<string>`(case when ${s.status} in ${STILL_DUE} then ${s.gross} - ${interestGrossPaidSql} else 0 end)`;

/** What is still to be paid to the investor on the row (net interest and principal). */
export const outstandingSql = sql<string>`(case when ${s.status} in ${STILL_DUE} then ${s.net} + ${s.principal} - coalesce(${s.paidAmount}, 0) else 0 end)`;

/** Money of a sum, as the API writes it: numeric(18,2) as text ("0.00" for no rows). */
export function moneySum(expression: SQL): SQL<string> {
  return sql<string>`cast(coalesce(sum(${expression}), 0) as numeric(18, 2))::text`;
}

/** The status the panels show for a row already read: `scheduled` (or `unpaid` of earlier versions) past its date is `unpaid`. */
export function displayedScheduleStatus(stored: TScheduleEntryStatus, paymentDate: string, today: string): TScheduleEntryStatus {
  if (stored !== 'scheduled' && stored !== 'unpaid') return stored;
  // Zero-padded ISO dates compare in calendar order.
  return paymentDate < today ? 'unpaid' : 'scheduled';
}

// ---------------------------------------------------------------------------------------------------------------------------
// Rows.

export type ScheduleRow = typeof paymentScheduleEntries.$inferSelect;

/** The schedule of an investment by period, each row with its displayed status on `today`. */
export async function findScheduleRows(
  db: DbExecutor,
  investmentId: string,
  today: string,
): Promise<(ScheduleRow & { displayedStatus: TScheduleEntryStatus })[]> {
  return db
    .select({
      id: s.id,
      investmentId: s.investmentId,
      periodNo: s.periodNo,
      periodFrom: s.periodFrom,
      periodTo: s.periodTo,
      paymentDate: s.paymentDate,
      gross: s.gross,
      tax: s.tax,
      net: s.net,
      principal: s.principal,
      status: s.status,
      paidAmount: s.paidAmount,
      paidAt: s.paidAt,
      paymentRecordedByUserId: s.paymentRecordedByUserId,
      paymentRecordedAt: s.paymentRecordedAt,
      displayedStatus: displayedStatusSql(today),
    })
    .from(s)
    .where(eq(s.investmentId, investmentId))
    .orderBy(asc(s.periodNo));
}

/** A schedule row locked for a recorded payment, with what the rules need of its investment and offer. */
export interface LockedScheduleRow {
  row: ScheduleRow;
  investment: { id: string; investorId: string; offerId: string; currency: (typeof investments.$inferSelect)['currency'] };
  offer: { ownerAdvisorId: string; networkId: string };
}

/**
 * The row `rowId` of the investment `investmentId` of the landing page, locked (`FOR UPDATE` of the row only) until the
 * transaction ends; null when there is none.
 */
export async function lockScheduleRow(
  tx: DbExecutor,
  landingPageId: string,
  ids: { investmentId: string; rowId: string },
): Promise<LockedScheduleRow | null> {
  const [found] = await tx
    .select({
      row: s,
      investment: {
        id: investments.id,
        investorId: investments.investorId,
        offerId: investments.offerId,
        currency: investments.currency,
      },
      offer: { ownerAdvisorId: investorOffers.ownerAdvisorId, networkId: investorOffers.networkId },
    })
    .from(s)
    .innerJoin(investments, eq(investments.id, s.investmentId))
    .innerJoin(investorOffers, eq(investorOffers.id, investments.offerId))
    .where(and(landingRow(investments, landingPageId, ids.investmentId), eq(s.id, ids.rowId)))
    .for('update', { of: s });
  return found ?? null;
}

/** What a recorded payment writes on a row. */
export interface RecordedPayment {
  status: TScheduleEntryStatus;
  paidAmount: string | null;
  paidAt: string | null;
  recordedByUserId: string;
}

export async function updateScheduleRowPayment(tx: DbExecutor, rowId: string, payment: RecordedPayment): Promise<ScheduleRow> {
  const [row] = await tx
    .update(s)
    .set({
      status: payment.status,
      paidAmount: payment.paidAmount,
      paidAt: payment.paidAt,
      paymentRecordedByUserId: payment.recordedByUserId,
      paymentRecordedAt: sql`now()`,
    })
    .where(eq(s.id, rowId))
    .returning();
  if (!row) throw new Error(`schedule row ${rowId} vanished while locked`);
  return row;
}

/** Who the investment's e-mails go to and how they name it. */
export interface InvestmentMailFacts {
  investorEmail: string;
  investorUserId: string;
  campaignName: string;
  productCode: string;
}

export async function findInvestmentMailFacts(
  db: DbExecutor,
  landingPageId: string,
  investmentId: string,
  language: Language,
): Promise<InvestmentMailFacts | null> {
  const query = db
    .select({
      investorEmail: investors.email,
      investorUserId: investors.userId,
      campaignName: campaignNameSql,
      productCode: products.code,
    })
    .from(investments)
    .innerJoin(investors, eq(investors.id, investments.investorId))
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .innerJoin(products, eq(products.id, investments.productId))
    .$dynamic();
  const [row] = await joinCampaignNames(query, investments.campaignId, language).where(
    landingRow(investments, landingPageId, investmentId),
  );
  return row ?? null;
}
