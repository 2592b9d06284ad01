import { BUSINESS_TIME_ZONE, filterValues, isListDateValue, type TListFilter, type TListQuery } from '@emisja/shared';
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { ListColumn, ListDefinition, ListExpression } from './define-list-columns.ts';

// A parsed, validated list query as SQL pieces for a repository's select. Every value travels as a bound parameter; only
// column names and operators from the list definition are written into the SQL text.

export interface BuiltListQuery {
  /** The filters joined with AND; undefined without filters. Combine it with the tenant and role scope. */
  where: SQL | undefined;
  /** The requested (or default) order, always ending with the definition's unique tiebreaker. */
  orderBy: SQL[];
  limit: number;
  offset: number;
  /** The joins (`ListColumn.joins`) the active filters read: what `where` needs besides the base table. */
  whereJoins: ReadonlySet<string>;
  /** The joins the requested sort reads (`ListColumn.sortJoins`, else `joins`). */
  orderByJoins: ReadonlySet<string>;
}

/**
 * `value` for LIKE/ILIKE with its wildcards matched literally: `%`, `_` and the escape character `\` itself are escaped with
 * `\`, PostgreSQL's default LIKE escape character. The pattern is a bound parameter, so no string-literal quoting applies.
 */
export function escapeLikePattern(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function dateCondition(expression: ListExpression, column: ListColumn, operator: 'gte' | 'lte', value: string): SQL {
  const isDateOnly = isListDateValue(value);
  if (column.dateKind === 'date') {
    return operator === 'gte' ? sql`${expression} >= ${value}::date` : sql`${expression} <= ${value}::date`;
  }
  if (!isDateOnly) {
    return operator === 'gte' ? sql`${expression} >= ${value}::timestamptz` : sql`${expression} <= ${value}::timestamptz`;
  }
  // A day in the users' time zone: from its midnight (inclusive) to the next day's midnight (exclusive), so lte includes
  // the whole day whatever the precision of the stored instants and whether the day has 23, 24 or 25 hours.
  return operator === 'gte'
    ? sql`${expression} >= (${value}::date)::timestamp at time zone ${BUSINESS_TIME_ZONE}`
    : sql`${expression} < (${value}::date + 1)::timestamp at time zone ${BUSINESS_TIME_ZONE}`;
}

function standardCondition(name: string, column: ListColumn, filter: TListFilter): SQL {
  const expression = column.column;
  if (!expression) throw new Error(`List column "${name}" has no column to filter`);
  switch (filter.operator) {
    case 'like':
      return sql`${expression} ilike ${`%${escapeLikePattern(filter.value)}%`}`;
    case 'leq':
      // Ids and enum values are exact; text equals ignoring case ("like-equal": ILIKE without wildcards).
      if (column.valueFormat === 'uuid' || column.values) return sql`${expression} = ${filter.value}`;
      if (column.isStoredLowerCase) return sql`${expression} = lower(${filter.value})`;
      return sql`${expression} ilike ${escapeLikePattern(filter.value)}`;
    case 'in':
      if (filter.value.length === 0) return sql`false`;
      return sql`${expression} in (${sql.join(
        filter.value.map((value) => sql`${value}`),
        sql`, `,
      )})`;
    case 'gte':
    case 'lte':
      return dateCondition(expression, column, filter.operator, filter.value);
    case 'contain':
      throw new Error(`List column "${name}": contain needs a filter function`);
  }
}

function filterCondition(definition: ListDefinition, filter: TListFilter): SQL {
  const column = (definition.columns as Record<string, ListColumn>)[filter.column];
  if (!column?.operators?.includes(filter.operator)) {
    // parseListRequest refuses these with a 400; reaching here means the query skipped it.
    throw new Error(`Unvalidated list filter: ${filter.column} ${filter.operator}`);
  }
  if (column.filter) return column.filter(filter.operator, filterValues(filter));
  return standardCondition(filter.column, column, filter);
}

function orderExpressions(definition: ListDefinition, query: TListQuery): SQL[] {
  const requested = query.sort?.column || definition.defaultSort.column;
  const order = query.sort ? query.sort.order : definition.defaultSort.order;
  const column = (definition.columns as Record<string, ListColumn>)[requested];
  if (!column?.sortable) throw new Error(`Unvalidated list sort: ${requested}`);
  const direction = order === 'desc' ? desc : asc;
  const expressions = column.sortBy ?? (column.column ? [column.column] : []);
  const orderBy = expressions.map((expression) => direction(expression));
  if (!expressions.includes(definition.tiebreaker)) orderBy.push(direction(definition.tiebreaker));
  return orderBy;
}

/**
 * The SQL pieces of a list query validated against `definition` (see parseListRequest).
 *
 * @example
 * const list = buildListQuery(ADVISOR_LIST, query);
 * paged(db.select().from(advisors).where(and(eq(advisors.landingPageId, landingId), list.where)).$dynamic(), list);
 */
export function buildListQuery(definition: ListDefinition, query: TListQuery): BuiltListQuery {
  const conditions = query.filters.map((filter) => filterCondition(definition, filter));
  const columns = definition.columns as Record<string, ListColumn>;
  const whereJoins = new Set(query.filters.flatMap((filter) => columns[filter.column]?.joins ?? []));
  const sorted = columns[query.sort?.column || definition.defaultSort.column];
  return {
    where: conditions.length > 0 ? and(...conditions) : undefined,
    orderBy: orderExpressions(definition, query),
    limit: query.limit,
    offset: query.offset,
    whereJoins,
    orderByJoins: new Set(sorted?.sortJoins ?? sorted?.joins ?? []),
  };
}

/** The part of a built list query that picks one page of the filtered rows. */
export type ListPageBounds = Pick<BuiltListQuery, 'orderBy' | 'limit' | 'offset'>;

/**
 * One page of `select`: the list's order, then its limit and offset. Every list cuts its page this way, so a change to how a
 * page is chosen (keyset paging, say) is made here once. Pass the select with `.$dynamic()`; the SQL is what the three calls
 * would write inline (see buildListQuery's example).
 */
export function paged<T extends PgSelect>(select: T, list: ListPageBounds): T {
  return select
    .orderBy(...list.orderBy)
    .limit(list.limit)
    .offset(list.offset);
}

/** `count(*)` as a JavaScript number on both engines (pg returns bigint as a string, PGlite as a number). */
export function countAll(): SQL<number> {
  return sql<number>`cast(count(*) as int)`.mapWith(Number);
}
