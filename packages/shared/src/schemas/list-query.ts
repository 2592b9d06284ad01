import { LOAD_ALL_LIMIT, PAGE_SIZE, type Language } from '../constants.ts';
import { interpolate } from '../errors-core.ts';
import { isValidIsoDate } from '../validation/dates.ts';

// The list query of product-decisions section 6, shared by the server (which turns it into SQL) and the web (which keeps it
// in the page URL and sends it to the API). One wire format, parsed and written only here:
//
//   limit=20&offset=40
//   filters[surname][value]=Kow&filters[surname][operator]=like
//   filters[status][value][]=active&filters[status][value][]=initial&filters[status][operator]=in
//   sort=surname&order=desc
//
// - Several values (operators `in` and `contain`) are written as a repeated `filters[col][value][]`. The parser also reads
//   them comma-separated (`filters[status][value]=active,initial`) and as `[0]`, `[1]` indices; a comma inside one of several
//   values therefore needs the repeated form, which is the one `serializeListQuery` writes.
// - `filters[col][type]` (spec section 7 names a filter "type") is accepted and ignored: the server knows each column's type.
// - A filter whose value is empty is no filter, so a cleared input never turns into an error.
// - `order` without `sort` orders the list's default sort column.
// - Other top-level parameters (`page`, `perPage`, `view` in the web's URL) are ignored.
// - The total is asked for with the request header `X-Request-Total-Count: true` and answered in `X-Total-Count`
//   (TOTAL_COUNT_HEADERS in constants.ts).

export const LIST_FILTER_OPERATORS = ['like', 'leq', 'in', 'contain', 'gte', 'lte'] as const;
/**
 * - `like`: contains the value, ignoring case (ILIKE '%value%', with %, _ and \ in the value matched literally).
 * - `leq`: "like-equal": equals the value, ignoring case (ILIKE 'value' with no wildcards).
 * - `in`: one of the values (selects).
 * - `contain`: an array or relationship contains at least one of the values (multi-selects such as networks).
 * - `gte` / `lte`: on or after / on or before a date or date-time, inclusive (date ranges).
 */
export type TListFilterOperator = (typeof LIST_FILTER_OPERATORS)[number];
export const MULTI_VALUE_OPERATORS = ['in', 'contain'] as const satisfies readonly TListFilterOperator[];
export type TMultiValueOperator = (typeof MULTI_VALUE_OPERATORS)[number];
export type TSingleValueOperator = Exclude<TListFilterOperator, TMultiValueOperator>;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type TSortOrder = (typeof SORT_ORDERS)[number];

/** Values of one filter: the wire format carries at most this many, each at most this long. */
export const MAX_FILTER_VALUES = 100;
export const MAX_FILTER_VALUE_LENGTH = 200;

export type TListFilter =
  | { column: string; operator: TSingleValueOperator; value: string }
  | { column: string; operator: TMultiValueOperator; value: string[] };

export interface TListSort {
  /** Empty when only `order` was given: the list's default sort column. */
  column: string;
  order: TSortOrder;
}

/** A list request in its parsed form. `sort` absent: the list's default order. */
export interface TListQuery {
  limit: number;
  offset: number;
  filters: TListFilter[];
  sort?: TListSort;
}

export const DEFAULT_LIST_QUERY: TListQuery = { limit: PAGE_SIZE, offset: 0, filters: [] };

export function isListFilterOperator(value: unknown): value is TListFilterOperator {
  return typeof value === 'string' && (LIST_FILTER_OPERATORS as readonly string[]).includes(value);
}

export function isMultiValueOperator(operator: TListFilterOperator): operator is TMultiValueOperator {
  return (MULTI_VALUE_OPERATORS as readonly string[]).includes(operator);
}

/** A filter with its value in the shape its operator takes: a list for `in`/`contain`, one string otherwise. */
export function listFilter(column: string, operator: TListFilterOperator, value: string | readonly string[]): TListFilter {
  if (isMultiValueOperator(operator)) return { column, operator, value: typeof value === 'string' ? [value] : [...value] };
  return { column, operator, value: typeof value === 'string' ? value : (value[0] ?? '') };
}

/** Filter values as a list, whatever the operator. */
export function filterValues(filter: TListFilter): string[] {
  return typeof filter.value === 'string' ? [filter.value] : filter.value;
}

// ---------------------------------------------------------------------------------------------------------------------------
// Dates for gte / lte.

const DATE_TIME_PATTERN = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** `yyyy-mm-dd`: a calendar day. */
export function isListDateValue(value: string): boolean {
  return isValidIsoDate(value);
}

/** An ISO 8601 date-time with its offset (`2026-03-01T10:00:00Z`, `2026-03-01T11:00:00+01:00`): an instant. */
export function isListDateTimeValue(value: string): boolean {
  const match = DATE_TIME_PATTERN.exec(value);
  return match !== null && isValidIsoDate(match[1] ?? '') && !Number.isNaN(Date.parse(value));
}

// ---------------------------------------------------------------------------------------------------------------------------
// Issues: what is wrong with a list query, as violations of the error body (propertyPath like `filters.surname.operator`).

const EN = {
  'listQuery.invalidNumber': 'Enter a whole number from {min} to {max}',
  'listQuery.invalidParameter': 'Unknown list parameter {parameter}',
  'listQuery.unknownColumn': 'This list cannot be filtered by {column}',
  'listQuery.unknownOperator': 'Unknown operator {operator}; the operators are {allowed}',
  'listQuery.operatorRequired': 'The filter operator is required',
  'listQuery.operatorNotAllowed': 'The operator {operator} cannot be used here; allowed: {allowed}',
  'listQuery.singleValue': 'This operator takes one value',
  'listQuery.tooManyValues': 'At most {max} values',
  'listQuery.valueTooLong': 'A value can have at most {max} characters',
  'listQuery.invalidValue': 'Allowed values: {allowed}',
  'listQuery.invalidCharacter': 'A value cannot contain a NUL character',
  'listQuery.invalidId': 'Invalid identifier',
  'listQuery.invalidDate': 'Invalid date: use yyyy-mm-dd',
  'listQuery.invalidDateTime': 'Invalid date: use yyyy-mm-dd or a date-time with its offset',
  'listQuery.notSortable': 'This list cannot be sorted by {column}',
  'listQuery.invalidOrder': 'The order is asc or desc',
} as const;

export type ListQueryIssueCode = keyof typeof EN;

const PL = {
  'listQuery.invalidNumber': 'Wpisz liczbę całkowitą od {min} do {max}',
  'listQuery.invalidParameter': 'Nieznany parametr listy {parameter}',
  'listQuery.unknownColumn': 'Tej listy nie można filtrować według {column}',
  'listQuery.unknownOperator': 'Nieznany operator {operator}; dostępne operatory: {allowed}',
  'listQuery.operatorRequired': 'Operator filtra jest wymagany',
  'listQuery.operatorNotAllowed': 'Operatora {operator} nie można tu użyć; dozwolone: {allowed}',
  'listQuery.singleValue': 'Ten operator przyjmuje jedną wartość',
  'listQuery.tooManyValues': 'Najwyżej {max} wartości',
  'listQuery.valueTooLong': 'Wartość może mieć najwyżej {max} znaków',
  'listQuery.invalidValue': 'Dozwolone wartości: {allowed}',
  'listQuery.invalidCharacter': 'Wartość nie może zawierać znaku NUL',
  'listQuery.invalidId': 'Niepoprawny identyfikator',
  'listQuery.invalidDate': 'Niepoprawna data: użyj formatu rrrr-mm-dd',
  'listQuery.invalidDateTime': 'Niepoprawna data: użyj formatu rrrr-mm-dd lub daty z godziną i strefą',
  'listQuery.notSortable': 'Tej listy nie można sortować według {column}',
  'listQuery.invalidOrder': 'Kolejność to asc lub desc',
} as const satisfies Record<ListQueryIssueCode, string>;

export const LIST_QUERY_MESSAGES = { en: EN, pl: PL } as const satisfies Record<Language, Record<ListQueryIssueCode, string>>;

export interface TListQueryIssue {
  propertyPath: string;
  code: ListQueryIssueCode;
  params?: Record<string, string | number>;
}

/** The issue's text in `language`, for the violation title. */
export function listQueryIssueTitle(issue: TListQueryIssue, language: Language): string {
  return interpolate(LIST_QUERY_MESSAGES[language][issue.code], issue.params);
}

// ---------------------------------------------------------------------------------------------------------------------------
// Parsing.

export type TListQueryInput = URLSearchParams | string | Readonly<Record<string, unknown>>;

export interface TListQueryParseResult {
  /** The query with every invalid part left out (defaults instead), so the web can show what it could read. */
  query: TListQuery;
  /** Empty when the whole input was valid; the server answers 400 with these as violations. */
  issues: TListQueryIssue[];
}

const FILTER_KEY_PATTERN = /^filters\[([^[\]]+)\]\[(value|operator|type)\](?:\[(\d*)\])?$/;
const INTEGER_PATTERN = /^\d{1,16}$/;

function toEntries(input: TListQueryInput): [string, string][] {
  if (typeof input === 'string') return [...new URLSearchParams(input.startsWith('?') ? input.slice(1) : input)];
  if (input instanceof URLSearchParams) return [...input];
  // A flat record such as Fastify's request.query: values are strings or lists of strings.
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(input)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') entries.push([key, String(item)]);
    }
  }
  return entries;
}

interface RawFilter {
  /** Values written as `[value]`, each possibly comma-separated. */
  plain: string[];
  /** Values written as `[value][]` or `[value][n]`: always one value each. */
  listed: string[];
  operators: string[];
}

function parseInteger(
  values: string[],
  name: 'limit' | 'offset',
  min: number,
  max: number,
  fallback: number,
  issues: TListQueryIssue[],
): number {
  if (values.length === 0) return fallback;
  const [value] = values;
  if (values.length === 1 && value !== undefined && INTEGER_PATTERN.test(value)) {
    const number = Number(value);
    if (number >= min && number <= max) return number;
  }
  issues.push({ propertyPath: name, code: 'listQuery.invalidNumber', params: { min, max } });
  return fallback;
}

function parseFilter(column: string, raw: RawFilter, issues: TListQueryIssue[]): TListFilter | null {
  const path = `filters.${column}`;
  const values = [...raw.plain, ...raw.listed];
  // An empty value is no filter: a cleared input sends `filters[x][value]=`.
  if (values.every((value) => value.trim() === '')) return null;

  const [operator] = raw.operators;
  if (operator === undefined || operator === '') {
    issues.push({ propertyPath: `${path}.operator`, code: 'listQuery.operatorRequired' });
    return null;
  }
  if (raw.operators.length > 1 || !isListFilterOperator(operator)) {
    issues.push({
      propertyPath: `${path}.operator`,
      code: 'listQuery.unknownOperator',
      params: { operator: raw.operators.join(','), allowed: LIST_FILTER_OPERATORS.join(', ') },
    });
    return null;
  }

  if (isMultiValueOperator(operator)) {
    const list = [
      ...raw.plain.flatMap((value) => value.split(',')).map((value) => value.trim()),
      ...raw.listed.map((value) => value.trim()),
    ].filter((value) => value !== '');
    const unique = [...new Set(list)];
    if (unique.length > MAX_FILTER_VALUES) {
      issues.push({ propertyPath: `${path}.value`, code: 'listQuery.tooManyValues', params: { max: MAX_FILTER_VALUES } });
      return null;
    }
    if (unique.some((value) => value.length > MAX_FILTER_VALUE_LENGTH)) {
      issues.push({ propertyPath: `${path}.value`, code: 'listQuery.valueTooLong', params: { max: MAX_FILTER_VALUE_LENGTH } });
      return null;
    }
    return { column, operator, value: unique };
  }

  const nonEmpty = values.filter((value) => value.trim() !== '');
  const [value] = nonEmpty;
  if (nonEmpty.length > 1 || raw.listed.length > 0 || value === undefined) {
    issues.push({ propertyPath: `${path}.value`, code: 'listQuery.singleValue' });
    return null;
  }
  // Text is matched as typed, spaces included; a date is trimmed (a pasted date often carries a space).
  const text = operator === 'gte' || operator === 'lte' ? value.trim() : value;
  if (text.length > MAX_FILTER_VALUE_LENGTH) {
    issues.push({ propertyPath: `${path}.value`, code: 'listQuery.valueTooLong', params: { max: MAX_FILTER_VALUE_LENGTH } });
    return null;
  }
  return { column, operator, value: text };
}

/**
 * Reads a list query from a query string, URLSearchParams or a flat record of parameters. Checks the shape only (numbers,
 * operators, value counts); whether a column exists, allows the operator or the value is the server's list definition's
 * business (apps/server/src/lib/list-query).
 */
export function parseListQueryString(input: TListQueryInput, options: { defaultLimit?: number } = {}): TListQueryParseResult {
  const issues: TListQueryIssue[] = [];
  const limits: string[] = [];
  const offsets: string[] = [];
  const sorts: string[] = [];
  const orders: string[] = [];
  const rawFilters = new Map<string, RawFilter>();

  for (const [key, value] of toEntries(input)) {
    if (key === 'limit') limits.push(value);
    else if (key === 'offset') offsets.push(value);
    else if (key === 'sort') sorts.push(value);
    else if (key === 'order') orders.push(value);
    else if (key === 'filters' || key.startsWith('filters[')) {
      const match = FILTER_KEY_PATTERN.exec(key);
      const column = match?.[1];
      if (!match || column === undefined || (match[2] !== 'value' && match[3] !== undefined)) {
        issues.push({ propertyPath: 'filters', code: 'listQuery.invalidParameter', params: { parameter: key } });
        continue;
      }
      let raw = rawFilters.get(column);
      if (!raw) {
        raw = { plain: [], listed: [], operators: [] };
        rawFilters.set(column, raw);
      }
      if (match[2] === 'operator') raw.operators.push(value);
      else if (match[2] === 'value') (match[3] === undefined ? raw.plain : raw.listed).push(value);
    }
  }

  const limit = parseInteger(limits, 'limit', 1, LOAD_ALL_LIMIT, options.defaultLimit ?? PAGE_SIZE, issues);
  const offset = parseInteger(offsets, 'offset', 0, Number.MAX_SAFE_INTEGER, 0, issues);

  const filters: TListFilter[] = [];
  for (const [column, raw] of rawFilters) {
    const filter = parseFilter(column, raw, issues);
    if (filter) filters.push(filter);
  }

  let sort: TListSort | undefined;
  const [sortColumn] = sorts;
  const [order = 'asc'] = orders;
  const isOrderValid = orders.length <= 1 && (SORT_ORDERS as readonly string[]).includes(order);
  if (!isOrderValid) issues.push({ propertyPath: 'order', code: 'listQuery.invalidOrder' });
  if (sorts.length > 1) {
    issues.push({ propertyPath: 'sort', code: 'listQuery.notSortable', params: { column: sorts.join(',') } });
  } else if (sortColumn !== undefined && sortColumn !== '') {
    sort = { column: sortColumn, order: isOrderValid ? (order as TSortOrder) : 'asc' };
  } else if (orders.length > 0 && isOrderValid) {
    // `order` alone: the default sort column in that order. The empty column is resolved by the list definition.
    sort = { column: '', order: order as TSortOrder };
  }

  const query: TListQuery = { limit, offset, filters };
  if (sort) query.sort = sort;
  return { query, issues };
}

// ---------------------------------------------------------------------------------------------------------------------------
// Writing.

const COLUMN_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

/** Percent-encodes a key but keeps `[` and `]` readable (`filters[surname][value]`), as browsers and servers accept them. */
function encodeKey(key: string): string {
  return encodeURIComponent(key).replaceAll('%5B', '[').replaceAll('%5D', ']');
}

/** A query string (no leading `?`) from parameters, with readable filter keys. */
export function toQueryString(entries: Iterable<readonly [string, string]>): string {
  const parts: string[] = [];
  for (const [key, value] of entries) parts.push(`${encodeKey(key)}=${encodeURIComponent(value)}`);
  return parts.join('&');
}

/** The parameters of filters and sorting, in the wire format (repeated `[value][]` for several values). */
export function listFilterEntries(filters: readonly TListFilter[], sort?: TListSort): [string, string][] {
  const entries: [string, string][] = [];
  for (const filter of filters) {
    if (!COLUMN_NAME_PATTERN.test(filter.column)) throw new Error(`Invalid list column name: ${filter.column}`);
    const key = `filters[${filter.column}]`;
    if (typeof filter.value === 'string') {
      if (filter.value === '') continue;
      entries.push([`${key}[value]`, filter.value]);
    } else {
      if (filter.value.length === 0) continue;
      for (const value of filter.value) entries.push([`${key}[value][]`, value]);
    }
    entries.push([`${key}[operator]`, filter.operator]);
  }
  if (sort) {
    if (sort.column) entries.push(['sort', sort.column]);
    entries.push(['order', sort.order]);
  }
  return entries;
}

/** The query string (no leading `?`) of a list request: limit, offset, filters and sorting. */
export function serializeListQuery(query: TListQuery): string {
  return toQueryString([
    ['limit', String(query.limit)],
    ['offset', String(query.offset)],
    ...listFilterEntries(query.filters, query.sort),
  ]);
}
