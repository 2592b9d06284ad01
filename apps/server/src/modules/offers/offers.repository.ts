import {
  CURRENCIES,
  LOST_OFFER_STATUSES,
  OFFER_LIST_FILTERS,
  OFFER_STATUS_FILTER_VALUES,
  OFFER_STATUSES,
  expandOfferStatusFilter,
  INVESTOR_KYC_STATUSES,
  LANGUAGES,
  type Currency,
  type TIdentityVerificationStatus,
  type TInvestorKycStatus,
  type Language,
  type TListQuery,
} from '@emisja/shared';
import { and, eq, inArray, notInArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/client.ts';
import { preparedPerExecutor } from '../../db/prepared-query.ts';
import { campaignNameSql, joinCampaignNames } from '../../db/campaign-name.ts';
import { currentKycRequestQuery, investorKycStatusFilter } from '../../db/investor-kyc.ts';
import {
  advisors,
  campaigns,
  investorOffers,
  investors,
  networks,
  paymentConfirmations,
  products,
  type OfferStatus,
} from '../../db/schema/index.ts';
import { inLanding } from '../../db/tenant-scope.ts';
import {
  buildListQuery,
  countAll,
  defineListColumns,
  paged,
  readListPage,
  type BuiltListQuery,
  type ListPage,
  type ListPageBounds,
} from '../../lib/list-query/index.ts';

// The investor offers lists (spec sections 3, 4 and 7; product-decisions sections 2 and 3): the lists with their filters and
// kanban sums, and one offer as a list row. Every query is scoped to the landing page, and the lists to what the caller may
// see (OfferListScope). The invitation's rows are in invitations.repository.ts, the owner change in
// offer-ownership.repository.ts, the status changes in offer-lifecycle.repository.ts, one offer's page in
// offer-detail.repository.ts.

// ---------------------------------------------------------------------------------------------------------------------------
// The offer row and the list definition.

/** A comma-separated list of constant SQL string literals (status names of the contract, never user input). */
function literalList(values: readonly string[]): SQL {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));
}

const investorNameSql = sql<
  string | null
>`coalesce(${investors.companyName}, nullif(concat_ws(' ', ${investors.firstName}, ${investors.surname}), ''))`;
const ownerNameSql = sql<string>`${advisors.firstName} || ' ' || ${advisors.surname}`;
/** The lifecycle order of product-decisions section 3, for sorting by status. */
const statusOrderSql = sql<number>`array_position(array[${literalList(OFFER_STATUSES)}]::text[], ${investorOffers.status})`;
/** The kanban column (spec section 4): rejected and declined are "lost". Written with literals so GROUP BY repeats it exactly. */
function kanbanColumnOf(status: SQLWrapper): SQL<string> {
  return sql<string>`case when ${status} in (${literalList(LOST_OFFER_STATUSES)}) then 'lost' else ${status} end`;
}

/** The tables the list's filters and sorts may read besides investor_offers (`joins` of OFFER_LIST, see withListJoins). */
type OfferListJoin = 'investor' | 'owner' | 'network' | 'product' | 'campaignName';
const OFFER_LIST_JOINS = {
  investor: ['investor'],
  owner: ['owner'],
  network: ['network'],
  product: ['product'],
  campaignName: ['campaignName'],
} as const satisfies Record<OfferListJoin, readonly OfferListJoin[]>;

/**
 * Filters and sorting of the offers lists: the names and operators of OFFER_LIST_FILTERS and OFFER_LIST_SORT_COLUMNS in the
 * contract. `status` accepts `lost` for rejected + declined.
 */
export const OFFER_LIST = defineListColumns(
  {
    investorName: {
      column: investorNameSql,
      operators: OFFER_LIST_FILTERS.investorName,
      sortable: true,
      joins: OFFER_LIST_JOINS.investor,
    },
    // Stored lower-case (investors_email_lower_case).
    investorEmail: {
      column: investors.email,
      operators: OFFER_LIST_FILTERS.investorEmail,
      sortable: true,
      isStoredLowerCase: true,
      joins: OFFER_LIST_JOINS.investor,
    },
    ownerName: {
      column: ownerNameSql,
      operators: OFFER_LIST_FILTERS.ownerName,
      sortable: true,
      sortBy: [advisors.surname, advisors.firstName],
      joins: OFFER_LIST_JOINS.owner,
    },
    campaignName: {
      column: campaignNameSql,
      operators: OFFER_LIST_FILTERS.campaignName,
      sortable: true,
      joins: OFFER_LIST_JOINS.campaignName,
    },
    productCode: {
      column: products.code,
      operators: OFFER_LIST_FILTERS.productCode,
      sortable: true,
      joins: OFFER_LIST_JOINS.product,
    },
    status: {
      column: investorOffers.status,
      operators: OFFER_LIST_FILTERS.status,
      values: OFFER_STATUS_FILTER_VALUES,
      filter: (_operator, values) => inArray(investorOffers.status, expandOfferStatusFilter(values)),
      sortable: true,
      sortBy: [statusOrderSql],
    },
    networkId: {
      column: investorOffers.networkId,
      operators: OFFER_LIST_FILTERS.networkId,
      valueFormat: 'uuid',
      sortable: true,
      sortBy: [networks.name],
      sortJoins: OFFER_LIST_JOINS.network,
    },
    currency: { column: investorOffers.currency, operators: OFFER_LIST_FILTERS.currency, values: CURRENCIES, sortable: true },
    ownerId: { column: investorOffers.ownerAdvisorId, operators: OFFER_LIST_FILTERS.ownerId, valueFormat: 'uuid' },
    campaignId: { column: investorOffers.campaignId, operators: OFFER_LIST_FILTERS.campaignId, valueFormat: 'uuid' },
    // Semi- and anti-joins of kyc_requests (no join of the list): counts and sums stay on investor_offers unless it is on.
    kycStatus: {
      operators: OFFER_LIST_FILTERS.kycStatus,
      values: INVESTOR_KYC_STATUSES,
      filter: (_operator, values) =>
        investorKycStatusFilter(investorOffers.landingPageId, investorOffers.investorId, values as TInvestorKycStatus[]),
    },
    investmentValue: { column: investorOffers.investmentValue, sortable: true },
    agreementDate: { column: investorOffers.agreementDate, sortable: true },
    agreementDateFrom: { column: investorOffers.agreementDate, operators: OFFER_LIST_FILTERS.agreementDateFrom },
    agreementDateTo: { column: investorOffers.agreementDate, operators: OFFER_LIST_FILTERS.agreementDateTo },
    paymentDate: { column: investorOffers.paymentDate, sortable: true },
    paymentDateFrom: { column: investorOffers.paymentDate, operators: OFFER_LIST_FILTERS.paymentDateFrom },
    paymentDateTo: { column: investorOffers.paymentDate, operators: OFFER_LIST_FILTERS.paymentDateTo },
    endDate: { column: investorOffers.endDate, sortable: true },
    endDateFrom: { column: investorOffers.endDate, operators: OFFER_LIST_FILTERS.endDateFrom },
    endDateTo: { column: investorOffers.endDate, operators: OFFER_LIST_FILTERS.endDateTo },
    statusDate: { column: investorOffers.statusDate, sortable: true },
    statusDateFrom: { column: investorOffers.statusDate, operators: OFFER_LIST_FILTERS.statusDateFrom },
    statusDateTo: { column: investorOffers.statusDate, operators: OFFER_LIST_FILTERS.statusDateTo },
  },
  { defaultSort: { column: 'statusDate', order: 'desc' }, tiebreaker: investorOffers.id },
);

/** Whose offers a list shows (product-decisions section 2). */
export type OfferVisibility =
  /** An admin: every offer of the landing page. */
  | { kind: 'landing' }
  /** The caller's own offers (owner = the caller). */
  | { kind: 'owner'; advisorId: string }
  /** A coordinator: own offers and every offer in the networks they coordinate. */
  | { kind: 'ownerOrNetworks'; advisorId: string; networkIds: readonly string[] };

export interface OfferListScope {
  landingPageId: string;
  visibility: OfferVisibility;
  /** Only the offers of this campaign (`GET /api/advisor/campaign/{id}/offers`). */
  campaignId?: string;
}

function scopeCondition(scope: OfferListScope): SQL | undefined {
  const { visibility } = scope;
  let visible: SQL | undefined;
  if (visibility.kind === 'owner') visible = eq(investorOffers.ownerAdvisorId, visibility.advisorId);
  if (visibility.kind === 'ownerOrNetworks') {
    visible =
      visibility.networkIds.length === 0
        ? eq(investorOffers.ownerAdvisorId, visibility.advisorId)
        : or(
            eq(investorOffers.ownerAdvisorId, visibility.advisorId),
            inArray(investorOffers.networkId, [...visibility.networkIds]),
          );
  }
  return and(landingAndCampaign(scope), visible);
}

function landingAndCampaign(scope: OfferListScope): SQL | undefined {
  return inLanding(
    investorOffers,
    scope.landingPageId,
    scope.campaignId === undefined ? undefined : eq(investorOffers.campaignId, scope.campaignId),
  );
}

/**
 * The scope as disjoint conditions whose rows together are the scope's rows, each served by one index: a coordinator's
 * `owner = me or network in (N)` becomes `network in (N)` and `owner = me and network not in (N)` (network_id is never
 * null). Counts and sums run one statement per part under UNION ALL instead of a BitmapOr and a heap scan; the page of
 * rows keeps scopeCondition (it stops after a few rows in status-date order).
 */
function disjointScopeConditions(scope: OfferListScope): (SQL | undefined)[] {
  const { visibility } = scope;
  if (visibility.kind !== 'ownerOrNetworks' || visibility.networkIds.length === 0) return [scopeCondition(scope)];
  const networkIds = [...visibility.networkIds];
  return [
    and(landingAndCampaign(scope), inArray(investorOffers.networkId, networkIds)),
    and(
      landingAndCampaign(scope),
      eq(investorOffers.ownerAdvisorId, visibility.advisorId),
      notInArray(investorOffers.networkId, networkIds),
    ),
  ];
}

/**
 * The tables the active filters and sort read (`joins` / `sortJoins` of OFFER_LIST), joined to a select from
 * investor_offers; only those, so a count or a sum without text filters reads investor_offers alone, from a covering index.
 * Left joins on unique keys: every offer has its investor, owner, network, product and campaign (composite foreign keys),
 * so no row is lost or doubled.
 */
function withListJoins<T extends PgSelect>(query: T, language: Language, joins: ReadonlySet<string>): T {
  // Every caller selects named fields, so a join changes no result type: the joined query is still a T.
  let joined: PgSelect = query;
  if (joins.has('investor')) joined = joined.leftJoin(investors, eq(investors.id, investorOffers.investorId));
  if (joins.has('owner')) joined = joined.leftJoin(advisors, eq(advisors.id, investorOffers.ownerAdvisorId));
  if (joins.has('network')) joined = joined.leftJoin(networks, eq(networks.id, investorOffers.networkId));
  if (joins.has('product')) joined = joined.leftJoin(products, eq(products.id, investorOffers.productId));
  if (joins.has('campaignName')) {
    const withCampaign = joined.leftJoin(campaigns, eq(campaigns.id, investorOffers.campaignId));
    joined = joinCampaignNames(withCampaign, investorOffers.campaignId, language);
  }
  return joined as T;
}

export interface OfferRow {
  id: string;
  investorId: string;
  investorName: string | null;
  investorEmail: string;
  ownerId: string;
  ownerName: string;
  agreementDate: string | null;
  paymentDate: string | null;
  endDate: string | null;
  networkId: string;
  networkName: string;
  investmentValue: string | null;
  currency: Currency;
  status: OfferStatus;
  statusDate: Date;
  campaignId: string;
  campaignName: string;
  productId: string;
  productCode: string;
  paymentConfirmations: number;
  /** The investor's current KYC request (db/investor-kyc.ts); `none` / `not-started` / null without one. */
  kycStatus: TInvestorKycStatus;
  kycIdentityVerification: TIdentityVerificationStatus;
  kycSubmittedAt: Date | null;
}

/**
 * The offer rows of the offers in `ids` (a subquery with an `id` column), with everything the row of spec section 3 shows.
 * The payment confirmations are counted and the investor's current KYC request looked up (a lateral join, one index probe
 * per row) for these rows only.
 */
function offerRowsOf(db: DbExecutor, ids: ReturnType<typeof offerIdSubquery>, language: Language) {
  const kyc = currentKycRequestQuery(db, investorOffers.landingPageId, investorOffers.investorId).as('investor_kyc');
  const rows = db
    .select({
      id: investorOffers.id,
      investorId: investorOffers.investorId,
      investorName: investorNameSql,
      investorEmail: investors.email,
      ownerId: investorOffers.ownerAdvisorId,
      ownerName: ownerNameSql,
      agreementDate: investorOffers.agreementDate,
      paymentDate: investorOffers.paymentDate,
      endDate: investorOffers.endDate,
      networkId: investorOffers.networkId,
      networkName: networks.name,
      investmentValue: investorOffers.investmentValue,
      currency: investorOffers.currency,
      status: investorOffers.status,
      statusDate: investorOffers.statusDate,
      campaignId: investorOffers.campaignId,
      campaignName: campaignNameSql,
      productId: investorOffers.productId,
      productCode: products.code,
      paymentConfirmations:
        sql<number>`(select cast(count(*) as int) from ${paymentConfirmations} where ${paymentConfirmations.offerId} = ${investorOffers.id})`.mapWith(
          Number,
        ),
      kycStatus: sql<TInvestorKycStatus>`coalesce(${kyc.status}, 'none')`,
      kycIdentityVerification: sql<TIdentityVerificationStatus>`coalesce(${kyc.identityVerification}, 'not-started')`,
      kycSubmittedAt: kyc.submittedAt,
    })
    .from(ids)
    .innerJoin(investorOffers, eq(investorOffers.id, ids.id))
    .innerJoin(investors, eq(investors.id, investorOffers.investorId))
    .innerJoin(advisors, eq(advisors.id, investorOffers.ownerAdvisorId))
    .innerJoin(networks, eq(networks.id, investorOffers.networkId))
    .innerJoin(products, eq(products.id, investorOffers.productId))
    .innerJoin(campaigns, eq(campaigns.id, investorOffers.campaignId))
    .leftJoinLateral(kyc, sql`true`)
    .$dynamic();
  return joinCampaignNames(rows, investorOffers.campaignId, language);
}

/** Ids of the page's offers matching `where` (with the joins it and the order need), as a subquery named `page`. */
function offerIdSubquery(
  db: DbExecutor,
  where: SQL | undefined,
  language: Language,
  joins: ReadonlySet<string>,
  page: ListPageBounds,
) {
  const query = withListJoins(db.select({ id: investorOffers.id }).from(investorOffers).$dynamic(), language, joins).where(where);
  return paged(query, page).as('page');
}

/**
 * The statements of one page of an offers list and of its total, not yet run: findOffers runs them; a benchmark or EXPLAIN
 * can read their SQL with `.toSQL()`. The page is chosen by id first (filters, sort, limit, offset over the joins the
 * statement needs), then only its rows are joined and their confirmations counted.
 */
export function offerListStatements(db: DbExecutor, scope: OfferListScope, query: TListQuery, language: Language) {
  const list = buildListQuery(OFFER_LIST, query);
  const where = and(scopeCondition(scope), list.where);
  const pageJoins = new Set([...list.whereJoins, ...list.orderByJoins]);
  return {
    rows: offerRowsOf(db, offerIdSubquery(db, where, language, pageJoins, list), language).orderBy(...list.orderBy),
    count: offerCountStatement(db, scope, list, language),
  };
}

/**
 * A select from investor_offers (`selectFrom`) for every disjoint part of the scope (disjointScopeConditions), filtered by the
 * list, each with only the joins the active filters read: the caller adds the parts up under UNION ALL.
 */
function visibleParts<T extends PgSelect>(scope: OfferListScope, list: BuiltListQuery, language: Language, selectFrom: () => T) {
  const [first, second] = disjointScopeConditions(scope).map(
    (condition) => withListJoins(selectFrom(), language, list.whereJoins).where(and(condition, list.where)) as T,
  );
  if (!first) throw new Error('An offer scope has at least one part');
  return { first, second };
}

/** The number of offers of the filtered list: one count, or the sum of the counts of the disjoint scope parts. */
function offerCountStatement(db: DbExecutor, scope: OfferListScope, list: BuiltListQuery, language: Language) {
  const { first, second } = visibleParts(scope, list, language, () =>
    db
      .select({ total: countAll().as('total') })
      .from(investorOffers)
      .$dynamic(),
  );
  if (!second) return first;
  const counts = first.unionAll(second).as('part_counts');
  return db
    .select({ total: sql<number>`cast(sum(${counts.total}) as int)`.mapWith(Number) })
    .from(counts)
    .$dynamic();
}

/** One page of an offers list, with the total of the filtered list when `withTotal`. */
export async function findOffers(
  db: DbExecutor,
  scope: OfferListScope,
  query: TListQuery,
  options: { language: Language; withTotal?: boolean },
): Promise<ListPage<OfferRow>> {
  return readListPage(db, offerListStatements(db, scope, query, options.language), options.withTotal);
}

export interface KanbanSumRow {
  column: string;
  currency: Currency;
  count: number;
  /** Exact decimal text of the sum of investment values (0 when none has a value). */
  amount: string;
}

/**
 * The statement of the kanban figures over the whole filtered list (sorting and paging do not apply): the number of offers
 * and the exact sum of their investment values per kanban column and currency, summed by the database as numeric.
 */
export function offerKanbanSumsStatement(db: DbExecutor, scope: OfferListScope, query: TListQuery, language: Language) {
  const list = buildListQuery(OFFER_LIST, query);
  const { first, second } = visibleParts(scope, list, language, () =>
    db
      .select({
        status: investorOffers.status,
        currency: investorOffers.currency,
        investmentValue: investorOffers.investmentValue,
      })
      .from(investorOffers)
      .$dynamic(),
  );
  // The visible offers' own columns only: the scope parts add up under UNION ALL (they are disjoint), then one GROUP BY.
  const visible = (second ? first.unionAll(second) : first).as('visible');
  const column = kanbanColumnOf(visible.status);
  return db
    .select({
      column,
      currency: visible.currency,
      count: countAll(),
      amount: sql<string>`cast(coalesce(sum(${visible.investmentValue}), 0) as numeric(38, 2))::text`,
    })
    .from(visible)
    .groupBy(column, visible.currency);
}

export async function sumOffersByKanbanColumn(
  db: DbExecutor,
  scope: OfferListScope,
  query: TListQuery,
  language: Language,
): Promise<KanbanSumRow[]> {
  return offerKanbanSumsStatement(db, scope, query, language);
}

/**
 * One offer as a list row, prepared per language (db/prepared-query.ts): every invitation, owner change and action answers
 * with it (issue 17 item 5). The landing page and the offer are bound per execution, as landingRow scopes them.
 */
function preparedOfferRow(language: Language) {
  return preparedPerExecutor((db) => {
    const ids = db
      .select({ id: investorOffers.id })
      .from(investorOffers)
      .where(
        and(
          eq(investorOffers.landingPageId, sql.placeholder('landingPageId')),
          eq(investorOffers.id, sql.placeholder('offerId')),
        ),
      )
      .as('page');
    return offerRowsOf(db, ids, language).prepare('');
  });
}
const offerRowQuery = Object.fromEntries(LANGUAGES.map((language) => [language, preparedOfferRow(language)])) as Record<
  Language,
  ReturnType<typeof preparedOfferRow>
>;

/** One offer of the landing page as a list row, or null. */
export async function findOfferRow(
  db: DbExecutor,
  landingPageId: string,
  offerId: string,
  language: Language,
): Promise<OfferRow | null> {
  const [row] = await offerRowQuery[language](db).execute({ landingPageId, offerId });
  return row ?? null;
}
