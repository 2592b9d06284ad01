import type { TListFilterOperator, TSortOrder } from '@emisja/shared';
import { Column, is, type AnyColumn, type SQL } from 'drizzle-orm';

// What a list (advisors, investor offers, ...) can be filtered and sorted by, declared once per list next to its repository.
// `buildListQuery` turns a parsed list query into SQL from it and `parseListRequest` refuses anything it does not declare
// (product-decisions section 6: unknown columns or operators are a 400).

/** A database column or an SQL expression (e.g. `investors.first_name || ' ' || investors.surname`). */
export type ListExpression = AnyColumn | SQL;

/**
 * How gte/lte read a value. `date`: the column is a calendar day and the value `yyyy-mm-dd`. `timestamp`: the column is an
 * instant; a date-time value (with its offset) is that instant, a date-only value is the whole day in Europe/Warsaw, the
 * users' time zone (product-decisions section 6): gte from 00:00 of that day, lte up to the end of that day.
 */
export type ListDateKind = 'date' | 'timestamp';

export interface ListColumn {
  /** Filtered with the standard operators and sorted by, unless `filter` / `sortBy` say otherwise. */
  column?: ListExpression;
  /** The operators this filter accepts; none (or absent) means the column cannot be filtered. */
  operators?: readonly TListFilterOperator[];
  sortable?: boolean;
  /** Sorts by these expressions (in the requested order) instead of `column`: e.g. surname, then first name. */
  sortBy?: readonly ListExpression[];
  /** The only values accepted (selects, `in`): anything else is a 400, not an empty list. */
  values?: readonly string[];
  /** `uuid`: values must be UUIDs, so a malformed id is a 400 rather than a database error (500). */
  valueFormat?: 'text' | 'uuid';
  /**
   * The column holds lower-case text only (a CHECK such as `email = lower(email)`): `leq` is then `column = lower(value)`,
   * which can use a b-tree index on the column, instead of ILIKE, which cannot.
   */
  isStoredLowerCase?: boolean;
  /** For gte/lte; read from the Drizzle column type when `column` is a date or timestamp column. */
  dateKind?: ListDateKind;
  /**
   * A condition of its own instead of the standard one, e.g. an EXISTS over a relationship for `contain`. It gets the
   * values as a list (one value for single-value operators), already checked against `values` / `valueFormat`. The values
   * must go into the SQL as parameters (`${value}` in the `sql` template), never as raw text.
   */
  filter?: (operator: TListFilterOperator, values: string[]) => SQL;
  /**
   * The joined tables `column` and `filter` read, by names the repository chooses (e.g. `['investor']`): a statement adds
   * only the joins of the filters and sort it uses (`BuiltListQuery.whereJoins` / `orderByJoins`), so a count or a sum
   * over the base table alone can be served by an index-only scan.
   */
  joins?: readonly string[];
  /** The joined tables `sortBy` reads; defaults to `joins`. */
  sortJoins?: readonly string[];
}

export interface ListDefinition<TName extends string = string> {
  readonly columns: Readonly<Record<TName, ListColumn>>;
  readonly defaultSort: { readonly column: TName; readonly order: TSortOrder };
  /** A unique column appended to every sort so that pages never overlap or skip rows when sort values tie. */
  readonly tiebreaker: AnyColumn;
}

function inferDateKind(expression: ListExpression | undefined): ListDateKind | undefined {
  if (!expression || !is(expression, Column)) return undefined;
  if (expression.columnType === 'PgDate' || expression.columnType === 'PgDateString') return 'date';
  if (expression.columnType === 'PgTimestamp' || expression.columnType === 'PgTimestampString') return 'timestamp';
  return undefined;
}

/**
 * Declares a list's columns. A mistake in the declaration (a sortable column with nothing to sort by, `contain` without a
 * filter function, a date range on an expression of unknown type) throws at start-up, not on the first request.
 *
 * @example
 * export const ADVISOR_LIST = defineListColumns(
 *   {
 *     surname: { column: advisors.surname, operators: ['like', 'leq'], sortable: true },
 *     status: { column: advisors.status, operators: ['in'], values: ADVISOR_STATUSES, sortable: true },
 *     brokerNetworkIds: { operators: ['contain'], valueFormat: 'uuid', filter: (_operator, ids) => sql`exists (...)` },
 *   },
 *   { defaultSort: { column: 'surname', order: 'asc' }, tiebreaker: advisors.id },
 * );
 */
export function defineListColumns<const T extends Record<string, ListColumn>>(
  columns: T,
  // The default sort column must be sortable: checked at run time (a type-level check is lost when a column has a filter
  // function whose parameters TypeScript infers).
  options: { defaultSort: { column: NoInfer<keyof T & string>; order: TSortOrder }; tiebreaker: AnyColumn },
): ListDefinition<keyof T & string> {
  const resolved: Record<string, ListColumn> = {};
  for (const [name, definition] of Object.entries(columns)) {
    const operators = definition.operators ?? [];
    const problem = (text: string) => new Error(`List column "${name}": ${text}`);
    if (definition.sortable && !definition.column && !definition.sortBy?.length) throw problem('sortable without column');
    if (operators.length > 0 && !definition.filter && !definition.column) throw problem('operators without column or filter');
    if (operators.includes('contain') && !definition.filter) throw problem('contain needs a filter function');
    const dateKind = definition.dateKind ?? inferDateKind(definition.column);
    if ((operators.includes('gte') || operators.includes('lte')) && !dateKind && !definition.filter) {
      throw problem('gte/lte need a date or timestamp column, or dateKind');
    }
    if (definition.valueFormat === 'uuid' && operators.includes('like')) throw problem('like on a uuid');
    resolved[name] = dateKind ? { ...definition, dateKind } : definition;
  }
  if (!resolved[options.defaultSort.column]?.sortable)
    throw new Error(`Default sort column "${options.defaultSort.column}" is not sortable`);
  return {
    columns: resolved as Record<keyof T & string, ListColumn>,
    defaultSort: options.defaultSort,
    tiebreaker: options.tiebreaker,
  };
}
