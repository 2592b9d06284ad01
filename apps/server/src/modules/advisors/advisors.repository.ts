import { ADVISOR_STATUSES, type TIdentityDocumentType, type TListQuery } from '@emisja/shared';
import { and, asc, eq, inArray, isNotNull, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { preparedPerExecutor } from '../../db/prepared-query.ts';
import { inLanding, landingRow } from '../../db/tenant-scope.ts';
import { advisorNetworks, advisors, networks, type AdvisorStatus } from '../../db/schema/index.ts';
import { buildListQuery, countAll, defineListColumns, paged, readListPage, type ListPage } from '../../lib/list-query/index.ts';

// All SQL of the advisors module. Every statement is scoped to the landing page and, for a coordinator, to the networks
// they coordinate (spec section 3, product-decisions sections 2 and 6). The login account behind an advisor (the
// platform-wide user, its advisor-panel context, its sessions and links) is the auth module's (accounts.service.ts).

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
  const where = inLanding(
    advisors,
    scope.landingPageId,
    scope.visibleNetworkIds === 'all' ? undefined : hasAnyNetwork(scope.visibleNetworkIds),
    list.where,
  );
  // The page is chosen by id first, so the networks are aggregated for its rows only: in one flat select PostgreSQL would
  // evaluate the aggregate for every row skipped by OFFSET too. Inside the subquery "advisors" is the inner table, outside
  // the outer one, so the same ORDER BY serves both (the outer one sorts the page's rows only).
  const page = paged(db.select({ id: advisors.id }).from(advisors).where(where).$dynamic(), list).as('page');
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
  return readListPage(db, advisorListStatements(db, scope, query), options.withTotal);
}

// ---------------------------------------------------------------------------------------------------------------------------
// The acting advisor (advisor-actor.service.ts).

/** The caller's advisor profile on the landing page, one row per network membership (none: one row with null network). */
const advisorActorQuery = preparedPerExecutor((db) =>
  db
    .select({
      advisorId: advisors.id,
      role: advisors.role,
      status: advisors.status,
      networkId: advisorNetworks.networkId,
      isCoordinator: advisorNetworks.isCoordinator,
    })
    .from(advisors)
    .leftJoin(advisorNetworks, eq(advisorNetworks.advisorId, advisors.id))
    // inLanding's condition, with the landing page bound at execution.
    .where(and(eq(advisors.landingPageId, sql.placeholder('landingPageId')), eq(advisors.userId, sql.placeholder('userId'))))
    .prepare(''),
);

export async function findAdvisorActorRows(db: DbExecutor, landingPageId: string, userId: string) {
  return advisorActorQuery(db).execute({ landingPageId, userId });
}

// ---------------------------------------------------------------------------------------------------------------------------
// One advisor.

export interface AdvisorMembership {
  networkId: string;
  isCoordinator: boolean;
}

/** An advisor row with the advisor's network memberships. */
export type AdvisorRecord = typeof advisors.$inferSelect & { memberships: AdvisorMembership[] };

export async function findAdvisorMemberships(db: DbExecutor, landingPageId: string, advisorId: string) {
  return db
    .select({ networkId: advisorNetworks.networkId, isCoordinator: advisorNetworks.isCoordinator })
    .from(advisorNetworks)
    .where(inLanding(advisorNetworks, landingPageId, eq(advisorNetworks.advisorId, advisorId)))
    .orderBy(advisorNetworks.networkId);
}

/**
 * An advisor of the landing page within the caller's scope (the same scope as the list: an advisor with at least one of
 * `visibleNetworkIds`), with their memberships; null when there is none. `forUpdate` locks the row until the transaction
 * ends, so concurrent changes of one advisor run one after the other.
 */
export async function findAdvisorRecord(
  db: DbExecutor,
  scope: AdvisorListScope,
  advisorId: string,
  options: { forUpdate?: boolean } = {},
): Promise<AdvisorRecord | null> {
  const query = db
    .select()
    .from(advisors)
    .where(
      inLanding(
        advisors,
        scope.landingPageId,
        eq(advisors.id, advisorId),
        scope.visibleNetworkIds === 'all' ? undefined : hasAnyNetwork(scope.visibleNetworkIds),
      ),
    )
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) return null;
  return { ...row, memberships: await findAdvisorMemberships(db, scope.landingPageId, row.id) };
}

/** Another advisor of the landing page with this e-mail (stored lower-case), other than `exceptAdvisorId`. */
export async function isAdvisorEmailTaken(
  db: DbExecutor,
  landingPageId: string,
  email: string,
  exceptAdvisorId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: advisors.id })
    .from(advisors)
    .where(
      inLanding(
        advisors,
        landingPageId,
        eq(advisors.email, email),
        exceptAdvisorId ? ne(advisors.id, exceptAdvisorId) : undefined,
      ),
    )
    .limit(1);
  return rows.length === 1;
}

/** The advisor's fields of the form (spec section 3); status and role change elsewhere. */
export interface AdvisorFields {
  firstName: string;
  surname: string;
  email: string;
  externalId: string | null;
  phoneNo: string | null;
  documentType: TIdentityDocumentType | null;
  documentNumber: string | null;
  documentExpiryDate: string | null;
  documentIndefinite: boolean;
  documentCountry: string | null;
  powerOfAttorneyStart: string | null;
  powerOfAttorneyEnd: string | null;
}

/** A new advisor awaiting activation (spec section 4: status initial). */
export async function insertAdvisor(
  db: DbExecutor,
  values: AdvisorFields & { id?: string; landingPageId: string; userId: string },
): Promise<string> {
  const [row] = await db
    .insert(advisors)
    .values({ ...values, status: 'initial', role: 'advisor' })
    .returning({ id: advisors.id });
  if (!row) throw new Error('advisor insert returned no row');
  return row.id;
}

export async function updateAdvisorFields(
  db: DbExecutor,
  landingPageId: string,
  advisorId: string,
  values: AdvisorFields & { userId?: string },
): Promise<void> {
  await db
    .update(advisors)
    .set(values)
    .where(landingRow(advisors, landingPageId, advisorId));
}

/** Makes the advisor's memberships exactly `memberships`: others are removed, these inserted or their flag updated. */
export async function replaceAdvisorMemberships(
  db: DbExecutor,
  landingPageId: string,
  advisorId: string,
  memberships: readonly AdvisorMembership[],
): Promise<void> {
  const networkIds = memberships.map((membership) => membership.networkId);
  await db
    .delete(advisorNetworks)
    .where(
      inLanding(
        advisorNetworks,
        landingPageId,
        eq(advisorNetworks.advisorId, advisorId),
        networkIds.length > 0 ? notInArray(advisorNetworks.networkId, networkIds) : undefined,
      ),
    );
  if (memberships.length === 0) return;
  await db
    .insert(advisorNetworks)
    .values(memberships.map((membership) => ({ landingPageId, advisorId, ...membership })))
    .onConflictDoUpdate({
      target: [advisorNetworks.advisorId, advisorNetworks.networkId],
      set: { isCoordinator: sql`excluded.is_coordinator` },
    });
}

/** Archive (spec section 4): status deleted and the archive time, in one conditional UPDATE; false when already archived. */
export async function setAdvisorArchived(db: DbExecutor, landingPageId: string, advisorId: string): Promise<boolean> {
  const rows = await db
    .update(advisors)
    .set({ status: 'deleted', archivedAt: sql`now()` })
    .where(inLanding(advisors, landingPageId, eq(advisors.id, advisorId), ne(advisors.status, 'deleted')))
    .returning({ id: advisors.id });
  return rows.length === 1;
}

/** initial -> active (spec section 4) in one conditional UPDATE; false when the advisor was not awaiting activation. */
export async function setAdvisorActive(db: DbExecutor, landingPageId: string, advisorId: string): Promise<boolean> {
  const rows = await db
    .update(advisors)
    .set({ status: 'active' })
    .where(inLanding(advisors, landingPageId, eq(advisors.id, advisorId), eq(advisors.status, 'initial')))
    .returning({ id: advisors.id });
  return rows.length === 1;
}

// ---------------------------------------------------------------------------------------------------------------------------
// Document numbers at rest (advisor-document-number.ts): the start-up step encrypts clear ones of earlier versions (those not
// starting `v1:`), the key rotation re-encrypts those of old keys (not starting `v1:<current key id>:`). starts_with, not
// LIKE: a key id may hold "_".

/** Up to `limit` advisors, after `afterId`, whose document number does not start with `prefix`. */
export async function findAdvisorIdsWithDocumentNumberOutside(
  db: DbExecutor,
  prefix: string,
  afterId: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: advisors.id })
    .from(advisors)
    .where(
      and(
        afterId ? sql`${advisors.id} > ${afterId}` : undefined,
        isNotNull(advisors.documentNumber),
        sql`not starts_with(${advisors.documentNumber}, ${prefix})`,
      ),
    )
    .orderBy(asc(advisors.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** How many advisors' document numbers do not start with `prefix`. */
export async function countAdvisorDocumentNumbersOutside(db: DbExecutor, prefix: string): Promise<number> {
  const [row] = await db
    .select({ total: countAll() })
    .from(advisors)
    .where(and(isNotNull(advisors.documentNumber), sql`not starts_with(${advisors.documentNumber}, ${prefix})`));
  return Number(row?.total ?? 0);
}

/** The advisor's stored document number, the row locked until the transaction ends; undefined when there is no such row. */
export async function lockAdvisorDocumentNumber(
  tx: DbExecutor,
  advisorId: string,
): Promise<{ documentNumber: string | null } | undefined> {
  const [row] = await tx
    .select({ documentNumber: advisors.documentNumber })
    .from(advisors)
    .where(eq(advisors.id, advisorId))
    .for('update');
  return row;
}

export async function updateAdvisorDocumentNumber(
  tx: DbExecutor,
  advisorId: string,
  documentNumber: string | null,
): Promise<void> {
  // updated_at stays as it was (Drizzle's $onUpdate would set it): the number did not change, only its storage.
  await tx
    .update(advisors)
    .set({ documentNumber, updatedAt: sql`${advisors.updatedAt}` })
    .where(eq(advisors.id, advisorId));
}

// ---------------------------------------------------------------------------------------------------------------------------
// Networks.

/** Networks of the landing page sorted by name; only `ids` when given (unknown ids and other tenants' networks drop out). */
export async function findNetworks(
  db: DbExecutor,
  landingPageId: string,
  ids?: readonly string[],
): Promise<{ id: string; name: string }[]> {
  if (ids?.length === 0) return [];
  return db
    .select({ id: networks.id, name: networks.name })
    .from(networks)
    .where(inLanding(networks, landingPageId, ids ? inArray(networks.id, [...ids]) : undefined))
    .orderBy(networks.name, networks.id);
}

// ---------------------------------------------------------------------------------------------------------------------------
// Constraint violations of a race.

/**
 * Which uniqueness of an advisor a failed statement ran into: `email` for the landing page's e-mail, `user` for a second
 * advisor profile of one user; null for any other error. Concurrent creates pass the checks together and the constraint
 * decides; the error is the driver's (pg or PGlite), possibly wrapped by Drizzle as `cause`.
 */
export function advisorUniqueViolationOf(error: unknown): 'email' | 'user' | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      if (candidate.constraint === 'advisors_landing_email_unique') return 'email';
      if (candidate.constraint === 'advisors_landing_user_unique') return 'user';
      return null;
    }
    current = candidate.cause;
  }
  return null;
}
