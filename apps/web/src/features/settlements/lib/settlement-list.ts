import type { TListFilter, TListQuery } from '@emisja/shared';

// The settlements list (issue 15; product-decisions section 6): what of the URL's list state the server accepts
// (SETTLEMENT_LIST in apps/server/src/modules/settlements/settlements.repository.ts).

export const SETTLEMENT_LIST_DEFAULT_SORT = { column: 'additionDate', order: 'desc' } as const;

const FILTERS: Record<string, readonly string[]> = {
  documentNumber: ['like', 'leq'],
  counterPartyName: ['like', 'leq'],
  counterPartyTin: ['like', 'leq'],
  advisor: ['like'],
  type: ['in'],
  paymentMethod: ['in'],
  paymentStatus: ['in'],
  currency: ['in'],
  issueDate: ['gte', 'lte'],
  issueDateFrom: ['gte'],
  issueDateTo: ['lte'],
  paymentDate: ['gte', 'lte'],
  additionDate: ['gte', 'lte'],
};

const SORT_COLUMNS: readonly string[] = [
  'additionDate',
  'issueDate',
  'paymentDate',
  'documentNumber',
  'counterPartyName',
  'advisor',
  'type',
  'paymentStatus',
  'currency',
  'amount',
];

const isKnownFilter = (filter: TListFilter) => FILTERS[filter.column]?.includes(filter.operator) ?? false;

/** The URL's list query without what the server would refuse (a hand-edited link); the same object when all is known. */
export function knownSettlementListQuery(query: TListQuery): TListQuery {
  const filters = query.filters.filter(isKnownFilter);
  const isSortKnown = query.sort === undefined || SORT_COLUMNS.includes(query.sort.column);
  if (filters.length === query.filters.length && isSortKnown) return query;
  const known: TListQuery = { limit: query.limit, offset: query.offset, filters };
  if (query.sort && isSortKnown) known.sort = query.sort;
  return known;
}
