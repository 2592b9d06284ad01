import type { TListQuery } from '@emisja/shared';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ADVISOR_STATUSES, advisorNetworks, advisors, type AdvisorStatus } from '../../db/schema/index.ts';
import { buildListQuery, countAll, defineListColumns, type ListPage } from '../../lib/list-query/index.ts';

// All SQL of the advisors module. The advisors list (spec section 3, product-decisions sections 2 and 6) is scoped to the
// landing page and, for a coordinator, to the networks they coordinate.

/** An advisor that has at least one of `networkIds` (a correlated EXISTS on the membership primary key). */
function hasAnyNetwork(networkIds: readonly string[]): SQL {
  if (networkIds.length === 0) return sql`false`;
  return sql`exists (select 1 from ${advisorNetworks} where ${advisorNetworks.advisorId} = ${advisors.id} and ${inArray(
    advisorNetworks.networkId,
    [...networkIds],
  )})`;
}

/**
 * Filters and sorting of the advisors table (spec section 3): text filters on firstName, surname and email (like, leq);
 * brokerNetworkIds (contain, several: advisors in any of the networks); status (in). Sortable by the text columns, status and
 * creation date.
 */
export const ADVISOR_LIST = defineListColumns(
  {
    firstName: { column: advisors.firstName, operators: ['like', 'leq'], sortable: true },
    // Surname then first name, as the (landing_page_id, surname, first_name) index is ordered.
    surname: {
      column: advisors.surname,
      operators: ['like', 'leq'],
      sortable: true,
      sortBy: [advisors.surname, advisors.firstName],
    },
    // Stored lower-case (advisors_email_lower_case): an exact e-mail uses the (landing_page_id, email) unique index.
    email: { column: advisors.email, operators: ['like', 'leq'], sortable: true, isStoredLowerCase: true },
    brokerNetworkIds: {
      operators: ['contain'],
      valueFormat: 'uuid',
      filter: (_operator, networkIds) => hasAnyNetwork(networkIds),
    },
    status: { column: advisors.status, operators: ['in'], values: ADVISOR_STATUSES, sortable: true },
    createdAt: { column: advisors.createdAt, sortable: true },
  },
  { defaultSort: { column: 'surname', order: 'asc' }, tiebreaker: advisors.id },
);

export interface AdvisorListScope {
  landingPageId: string;
  /** 'all' for an admin; a coordinator's coordinated networks otherwise (product-decisions section 2). */
  visibleNetworkIds: readonly string[] | 'all';
}

const advisorListColumns = {
  id: advisors.id,
  firstName: advisors.firstName,
  surname: advisors.surname,
  email: advisors.email,
  status: advisors.status,
  externalId: advisors.externalId,
  // One index-only lookup per row on the membership primary key (advisor_id, network_id).
  brokerNetworkIds: sql<
    string[]
  >`array(select ${advisorNetworks.networkId}::text from ${advisorNetworks} where ${advisorNetworks.advisorId} = ${advisors.id} order by 1)`,
};

export type AdvisorListRow = {
  id: string;
  firstName: string;
  surname: string;
  email: string;
  status: AdvisorStatus;
  externalId: string | null;
  brokerNetworkIds: string[];
};

/**
 * The statements of one page of the advisors list and of its total, not yet run: findAdvisors runs them, and the benchmark
 * and EXPLAIN read their SQL with `.toSQL()`.
 */
export function advisorListStatements(db: DbExecutor, scope: AdvisorListScope, query: TListQuery) {
  const list = buildListQuery(ADVISOR_LIST, query);
  const where = and(
    eq(advisors.landingPageId, scope.landingPageId),
    scope.visibleNetworkIds === 'all' ? undefined : hasAnyNetwork(scope.visibleNetworkIds),
    list.where,
  );
  // The page is chosen by id first, so the networks are aggregated for its rows only: in one flat select PostgreSQL would
  // evaluate the aggregate for every row skipped by OFFSET too. Inside the subquery "advisors" is the inner table, outside
  // the outer one, so the same ORDER BY serves both (the outer one sorts the page's rows only).
  const page = db
    .select({ id: advisors.id })
    .from(advisors)
    .where(where)
    .orderBy(...list.orderBy)
    .limit(list.limit)
    .offset(list.offset)
    .as('page');
  return {
    rows: db
      .select(advisorListColumns)
      .from(advisors)
      .innerJoin(page, eq(page.id, advisors.id))
      .orderBy(...list.orderBy),
    count: db.select({ total: countAll() }).from(advisors).where(where),
  };
}

/**
 * One page of the advisors list, filtered and sorted as `query` says (validated against ADVISOR_LIST by
 * parseListRequest), with the total of the filtered list when `withTotal`.
 */
export async function findAdvisors(
  db: DbExecutor,
  scope: AdvisorListScope,
  query: TListQuery,
  options: { withTotal?: boolean } = {},
): Promise<ListPage<AdvisorListRow>> {
  const statements = advisorListStatements(db, scope, query);
  if (!options.withTotal) return { rows: await statements.rows };
  const [rows, [count]] = await Promise.all([statements.rows, statements.count]);
  return { rows, total: count?.total ?? 0 };
}
