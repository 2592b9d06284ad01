import { serializeListQuery, ZAuditRowSchema, type TListQuery } from '@emisja/shared';
import { useQuery } from '@tanstack/react-query';
import { listQueryOptions } from '@/components/ui/data-table';
import { fetchFile } from '@/lib/download-file';

export const AUDIT_QUERY_KEY = ['admin-audit'] as const;
export const AUDIT_PATH = '/api/advisor/audit';

/**
 * `GET /api/advisor/audit` (admins) with the list query of product-decisions section 6 (AUDIT_LIST_FILTERS,
 * AUDIT_LIST_SORT_COLUMNS) and the total from X-Total-Count; the server scopes it to the landing page.
 */
export function getAuditRowsQueryOptions(query: TListQuery) {
  return listQueryOptions(AUDIT_QUERY_KEY, AUDIT_PATH, query, ZAuditRowSchema);
}

export function useAuditRows(query: TListQuery) {
  return useQuery(getAuditRowsQueryOptions(query));
}

/** `GET /api/advisor/audit.csv` with the list's filters and sorting: every row they select, as CSV. */
export function fetchAuditCsv(query: TListQuery) {
  const { filters, sort } = query;
  return fetchFile(`${AUDIT_PATH}.csv?${serializeListQuery({ limit: 99999, offset: 0, filters, ...(sort ? { sort } : {}) })}`);
}

/**
 * `GET /api/advisor/advisor/{id}/history` (docs/decisions/048): the advisor's own audit rows, for the admin and the
 * coordinators of the advisor's networks, with the same list query (the server keeps it to the advisor's record).
 */
export function useAdvisorHistory(advisorId: string, query: TListQuery) {
  return useQuery(
    listQueryOptions(
      [...AUDIT_QUERY_KEY, 'advisor', advisorId],
      `/api/advisor/advisor/${encodeURIComponent(advisorId)}/history`,
      query,
      ZAuditRowSchema,
    ),
  );
}
