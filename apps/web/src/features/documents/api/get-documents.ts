import { LOAD_ALL_LIMIT, ZAdvisorDocumentSchema, type TAdvisorDocument, type TListQuery } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchList } from '@/components/ui/data-table';

export const DOCUMENTS_QUERY_KEY = ['documents'] as const;
export const DOCUMENTS_PATH = '/api/advisor/advisor/documents';

/** Spec section 7: all documents (limit 99999), newest first by createdAt. */
const ALL_NEWEST_FIRST: TListQuery = {
  limit: LOAD_ALL_LIMIT,
  offset: 0,
  filters: [],
  sort: { column: 'createdAt', order: 'desc' },
};

export async function getDocuments({ signal }: { signal?: AbortSignal } = {}): Promise<TAdvisorDocument[]> {
  const { rows } = await fetchList(DOCUMENTS_PATH, ALL_NEWEST_FIRST, ZAdvisorDocumentSchema, { signal, withTotal: false });
  return rows;
}

export function getDocumentsQueryOptions() {
  return queryOptions({ queryKey: [...DOCUMENTS_QUERY_KEY, 'list'] as const, queryFn: ({ signal }) => getDocuments({ signal }) });
}

export function useDocuments() {
  return useQuery(getDocumentsQueryOptions());
}
