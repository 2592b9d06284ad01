import type { TIdentityVerificationStatus, TInvestorKycStatus, TKycRequestStatus } from '@emisja/shared';
import { and, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
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
const CURRENT = 'current_kyc_request';
const current = alias(kycRequests, CURRENT);

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

/** A second alias of kyc_requests: a request newer than `current` of the same investor. */
const NEWER = 'newer_kyc_request';
const newer = alias(kycRequests, NEWER);
/** `kyc_requests <alias>` for a FROM written in SQL (an alias interpolated alone renders its name only). */
const fromAlias = (name: string) => sql`${kycRequests} ${sql.identifier(name)}`;

/**
 * The filter `kycStatus in (values)` as semi- and anti-joins the planner can turn into hash joins over kyc_requests (one
 * pass, however many offers the other filters leave) rather than a lookup of the current request per offer. The same
 * definition:
 * `submitted` has a submitted request; `none` has no request; `sent`, `in-progress` and `expired` have no submitted
 * request and their newest request shows that status.
 */
export function investorKycStatusFilter(
  landingPageId: SQLWrapper,
  investorId: SQLWrapper,
  values: readonly TInvestorKycStatus[],
): SQL {
  const hasRequest = (condition: SQL) =>
    sql`exists (select 1 from ${fromAlias(CURRENT)} where ${isCurrentRequestOf(landingPageId, investorId)} and ${condition})`;
  const isSubmitted = sql`${current.status} = 'submitted'`;
  const conditions = values.map((value) => {
    if (value === 'none') return sql`not ${hasRequest(sql`true`)}`;
    if (value === 'submitted') return hasRequest(isSubmitted);
    const isNewest = sql`not exists (select 1 from ${fromAlias(NEWER)} where ${newer.landingPageId} = ${current.landingPageId} and ${newer.investorId} = ${current.investorId} and (${newer.createdAt}, ${newer.id}) > (${current.createdAt}, ${current.id}))`;
    return sql`(not ${hasRequest(isSubmitted)} and ${hasRequest(sql`${kycRequestStatusSql(current)} = ${value} and ${isNewest}`)})`;
  });
  return conditions.length === 0 ? sql`false` : sql`(${sql.join(conditions, sql` or `)})`;
}

export interface InvestorKycStateRow {
  status: TInvestorKycStatus;
  identityVerification: TIdentityVerificationStatus;
  submittedAt: Date | null;
}

/** The state of no request at all. */
export const NO_KYC_STATE: InvestorKycStateRow = { status: 'none', identityVerification: 'not-started', submittedAt: null };
