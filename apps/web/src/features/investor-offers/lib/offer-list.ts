import {
  KANBAN_COLUMNS,
  OFFER_LIST_FILTERS,
  expandOfferStatusFilter,
  filterValues,
  listFilter,
  type TKanbanColumnId,
  type TListFilter,
  type TOfferStatus,
} from '@emisja/shared';

// The two investor-offer lists of the advisor panel (spec section 2): the own offers and the coordinators' network variant.

export type OfferListVariant = 'own' | 'network';

export const OFFER_LIST_PATHS: Record<OfferListVariant, string> = {
  own: '/api/advisor/investor/offers',
  network: '/api/advisor/investor/offers-by-network',
};

export const OFFER_LIST_VIEWS = ['table', 'kanban'] as const;
export type OfferListView = (typeof OFFER_LIST_VIEWS)[number];

/** The server's default order (OFFER_LIST_SORT_COLUMNS: statusDate desc), shown in the headers' aria-sort. */
export const OFFER_LIST_DEFAULT_SORT = { column: 'statusDate', order: 'desc' } as const;

/**
 * The URL's filters that the offers lists know (OFFER_LIST_FILTERS, name and operator): a hand-edited link with anything
 * else would be a 400 from the server, so such filters are left out instead.
 */
export function knownOfferFilters(filters: readonly TListFilter[]): TListFilter[] {
  return filters.filter((filter) => {
    const operators: readonly string[] | undefined = (OFFER_LIST_FILTERS as Record<string, readonly string[]>)[filter.column];
    return operators?.includes(filter.operator) ?? false;
  });
}

/**
 * The filters of one kanban column: the list's filters with the status filter narrowed to the column's statuses (`lost` is
 * rejected + declined). Null when the list's status filter leaves nothing of the column: the column is empty without a call.
 */
export function kanbanColumnFilters(filters: readonly TListFilter[], columnId: TKanbanColumnId): TListFilter[] | null {
  const column = KANBAN_COLUMNS.find((candidate) => candidate.id === columnId);
  if (!column) return null;
  const statusFilter = filters.find((filter) => filter.column === 'status');
  const chosen = statusFilter ? new Set(expandOfferStatusFilter(filterValues(statusFilter))) : null;
  const statuses = (column.statuses as readonly TOfferStatus[]).filter((status) => chosen === null || chosen.has(status));
  if (statuses.length === 0) return null;
  return [...filters.filter((filter) => filter.column !== 'status'), listFilter('status', 'in', statuses)];
}
