import { AUDIT_LIST_FILTERS, AUDIT_LIST_SORT_COLUMNS, type TListFilter, type TListQuery } from '@emisja/shared';

// The audit trail's list (issue 15, product-decisions section 6): what of the URL's list state the server accepts.

function isKnownFilter(filter: TListFilter): boolean {
  const operators: readonly string[] | undefined = (AUDIT_LIST_FILTERS as Record<string, readonly string[]>)[filter.column];
  return operators?.includes(filter.operator) ?? false;
}

/**
 * The list query of the URL without what the server would refuse (a hand-edited or outdated link), so the rest of the link
 * still shows rows instead of a 400. The same object when nothing had to go, so the query key stays stable.
 */
export function knownAuditListQuery(query: TListQuery): TListQuery {
  const filters = query.filters.filter(isKnownFilter);
  const isSortKnown = query.sort === undefined || (AUDIT_LIST_SORT_COLUMNS as readonly string[]).includes(query.sort.column);
  if (filters.length === query.filters.length && isSortKnown) return query;
  const known: TListQuery = { limit: query.limit, offset: query.offset, filters };
  if (query.sort && isSortKnown) known.sort = query.sort;
  return known;
}

/** The audit trail's address filtered to one record: its history (the advisor and offer pages link to it). */
export function recordHistorySearch(entityType: string, entityId: string): string {
  const params = new URLSearchParams([
    ['filters[entityType][value]', entityType],
    ['filters[entityType][operator]', 'leq'],
    ['filters[entityId][value]', entityId],
    ['filters[entityId][operator]', 'leq'],
  ]);
  return `?${params.toString()}`;
}
