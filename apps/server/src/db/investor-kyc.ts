import type { TIdentityVerificationStatus, TInvestorKycStatus, TKycRequestStatus } from '@emisja/shared';
import { and, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbExecutor } from './client.ts';
import { kycRequests } from './schema/index.ts';

// An investor's questionnaire as the offers lists, the payment rule and the invest form read it (issue 12; product-decisions
// section 9; docs/decisions/035-kyc-in-the-offer-pipeline.md): their *current* KYC request on the landing page is the newest
// submitted one (its answers are the investor's data; a later invitation does not undo them), else the newest one sent; with
// none, `none`. One SQL fragment for every reader, so the list's badge, its filter and the payment rule agree.

/**
 * The status the API shows for a request: unsubmitted past `expires_at` is `expired` (computed, not swept; decision 032).
 * Literals only, so GROUP BY and filters can repeat it.
 */
export function kycRequestStatusSql(table: { status: AnyPgColumn; expiresAt: AnyPgColumn }): SQL<TKycRequestStatus> {
  return sql<TKycRequestStatus>`(case when ${table.status} in ('sent', 'in-progress') and ${table.expiresAt} <= now() then 'expired' else ${table.status} end)`;
}

/** kyc_requests as the current request of an investor (an alias, so it joins queries that read kyc_requests themselves). */
const current = alias(kycRequests, 'current_kyc_request');

function isCurrentRequestOf(landingPageId: SQLWrapper | string, investorId: SQLWrapper | string): SQL | undefined {
  return and(eq(current.landingPageId, landingPageId), eq(current.investorId, investorId));
}

/** Submitted requests first (newest submission first), then the newest sent. */
const currentFirst = [sql`${current.submittedAt} is null`, desc(current.submittedAt), desc(current.createdAt), desc(current.id)];

/**
 * The current request of the investor `investorId` on `landingPageId` (values or columns of the outer query), at most one
 * row: status as shown, identity verification, submission time, id. Served by kyc_requests_investor_idx (landing page,
 * investor): an investor has a handful of requests.
 */
export function currentKycRequestQuery(db: DbExecutor, landingPageId: SQLWrapper | string, investorId: SQLWrapper | string) {
  return db
    .select({
      id: current.id,
      status: kycRequestStatusSql(current).as('kyc_status'),
      identityVerification: current.identityVerification,
      submittedAt: current.submittedAt,
    })
    .from(current)
    .where(isCurrentRequestOf(landingPageId, investorId))
    .orderBy(...currentFirst)
    .limit(1);
}

/**
 * The investor's KYC status as one value (`none` without a request), for a list filter: a correlated subquery per row, so a
 * filter on it costs one index probe per offer it looks at. Only the filter reads it; the rows of a page join
 * currentKycRequestQuery laterally.
 */
export function investorKycStatusSql(landingPageId: SQLWrapper, investorId: SQLWrapper): SQL<TInvestorKycStatus> {
  const status = new QueryBuilder()
    .select({ status: kycRequestStatusSql(current) })
    .from(current)
    .where(isCurrentRequestOf(landingPageId, investorId))
    .orderBy(...currentFirst)
    .limit(1);
  return sql<TInvestorKycStatus>`coalesce((${status}), 'none')`;
}

export interface InvestorKycStateRow {
  status: TInvestorKycStatus;
  identityVerification: TIdentityVerificationStatus;
  submittedAt: Date | null;
}

/** The state of no request at all. */
export const NO_KYC_STATE: InvestorKycStateRow = { status: 'none', identityVerification: 'not-started', submittedAt: null };
