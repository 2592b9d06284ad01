import {
  KYC_REQUEST_LIST_DEFAULT_SORT,
  KYC_REQUEST_LIST_FILTERS,
  KYC_REQUEST_LIST_SORT_COLUMNS,
  type TListFilter,
  type TListQuery,
} from '@emisja/shared';

// The KYC request list of the advisor panel (product-decisions sections 6 and 9): what of the URL's list state the server
// accepts. Columns and operators are the contract's (KYC_REQUEST_LIST_FILTERS, KYC_REQUEST_LIST_SORT_COLUMNS).

/** The server's order without `sort` (createdAt descending), shown in the headers' aria-sort. */
export const KYC_REQUEST_DEFAULT_SORT = KYC_REQUEST_LIST_DEFAULT_SORT;

function isKnownFilter(filter: TListFilter): boolean {
  const operators: readonly string[] | undefined = (KYC_REQUEST_LIST_FILTERS as Record<string, readonly string[]>)[filter.column];
  return operators?.includes(filter.operator) ?? false;
}

/**
 * The list query of the URL with what the server would refuse left out: a hand-edited or outdated link with an unknown
 * filter, operator or sort column would otherwise be a 400 and an empty screen, where the rest of the link still means
 * something. The result is the same object when nothing had to go, so the query key stays stable.
 */
export function knownKycRequestListQuery(query: TListQuery): TListQuery {
  const filters = query.filters.filter(isKnownFilter);
  const isSortKnown =
    query.sort === undefined || (KYC_REQUEST_LIST_SORT_COLUMNS as readonly string[]).includes(query.sort.column);
  if (filters.length === query.filters.length && isSortKnown) return query;
  const known: TListQuery = { limit: query.limit, offset: query.offset, filters };
  if (query.sort && isSortKnown) known.sort = query.sort;
  return known;
}
