import {
  isListDateTimeValue,
  isListDateValue,
  listQueryIssueTitle,
  parseListQueryString,
  filterValues,
  type TListQuery,
  type TListQueryIssue,
} from '@emisja/shared';
import type { FastifyRequest } from 'fastify';
import { invalidFields } from '../app-error.ts';
import { requestLanguage } from '../language.ts';
import type { ListColumn, ListDefinition } from './define-list-columns.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function valueIssue(column: ListColumn, operator: string, value: string): Omit<TListQueryIssue, 'propertyPath'> | null {
  // PostgreSQL refuses NUL in text: a filter carrying one is the caller's mistake (400), not a 500 (issue 17 item 10).
  if (value.includes('\u0000')) return { code: 'listQuery.invalidCharacter' };
  if (column.values && !column.values.includes(value)) {
    return { code: 'listQuery.invalidValue', params: { allowed: column.values.join(', ') } };
  }
  if (column.valueFormat === 'uuid' && !UUID_PATTERN.test(value)) return { code: 'listQuery.invalidId' };
  if (operator === 'gte' || operator === 'lte') {
    if (column.dateKind === 'date' && !isListDateValue(value)) return { code: 'listQuery.invalidDate' };
    if (column.dateKind !== 'date' && !isListDateValue(value) && !isListDateTimeValue(value)) {
      return { code: 'listQuery.invalidDateTime' };
    }
  }
  return null;
}

/**
 * What in `query` the list does not allow: unknown filter columns, operators the column does not take, values outside its
 * enum, malformed ids and dates, and sorting by a column that is not sortable. Empty when the query is fine.
 */
export function validateListQuery(definition: ListDefinition, query: TListQuery): TListQueryIssue[] {
  const columns = definition.columns as Record<string, ListColumn>;
  const issues: TListQueryIssue[] = [];
  for (const filter of query.filters) {
    const path = `filters.${filter.column}`;
    const column = Object.hasOwn(columns, filter.column) ? columns[filter.column] : undefined;
    const operators = column?.operators ?? [];
    if (!column || operators.length === 0) {
      issues.push({ propertyPath: path, code: 'listQuery.unknownColumn', params: { column: filter.column } });
      continue;
    }
    if (!operators.includes(filter.operator)) {
      issues.push({
        propertyPath: `${path}.operator`,
        code: 'listQuery.operatorNotAllowed',
        params: { operator: filter.operator, allowed: operators.join(', ') },
      });
      continue;
    }
    for (const value of filterValues(filter)) {
      const issue = valueIssue(column, filter.operator, value);
      if (issue) {
        issues.push({ propertyPath: `${path}.value`, ...issue });
        break;
      }
    }
  }
  const sortColumn = query.sort?.column;
  if (sortColumn) {
    const column = Object.hasOwn(columns, sortColumn) ? columns[sortColumn] : undefined;
    if (!column?.sortable) issues.push({ propertyPath: 'sort', code: 'listQuery.notSortable', params: { column: sortColumn } });
  }
  return issues;
}

/** The raw query string of a request: Fastify's default parser does not read `filters[col][value]` into objects. */
function rawQueryString(request: FastifyRequest): string {
  const url = request.raw.url ?? request.url;
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start + 1);
}

/**
 * The list query of a request (limit, offset, filters, sort of product-decisions section 6), checked against the list's
 * definition. Anything wrong is one 400 `error.validation` listing every problem as a violation in the caller's language,
 * with property paths such as `limit`, `sort`, `filters.surname.operator`, `filters.status.value`.
 *
 * @example
 * const query = parseListRequest(request, ADVISOR_LIST);                                // 20 rows from offset 0 by default
 * const everything = parseListRequest(request, DOCUMENT_LIST, { defaultLimit: LOAD_ALL_LIMIT });
 */
export function parseListRequest(
  request: FastifyRequest,
  definition: ListDefinition,
  options: { defaultLimit?: number } = {},
): TListQuery {
  const { query, issues } = parseListQueryString(rawQueryString(request), options);
  issues.push(...validateListQuery(definition, query));
  if (issues.length > 0) {
    const language = requestLanguage(request);
    throw invalidFields(
      issues.map((issue) => ({
        propertyPath: issue.propertyPath,
        title: listQueryIssueTitle(issue, language),
        code: issue.code,
      })),
    );
  }
  return query;
}
