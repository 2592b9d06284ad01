import { TOTAL_COUNT_HEADERS, serializeListQuery, type TListQuery } from '@emisja/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { deferredSchema, isDeferredSchema, type TDeferredSchema } from '@/lib/deferred-schema';
import type { ListResult } from './types';

// One call of a list endpoint (product-decisions section 6): the list query in the URL, the total asked for with
// `X-Request-Total-Count: true` and read from `X-Total-Count`; the rows validated against the API contract. The row schema
// may be deferred (lib/deferred-schema.ts): a list in a screen's first load then loads it beside its first page.

/** A zod schema of one row, or one loaded with the first call. */
export type TRowSchema<TRow extends z.ZodType> = TRow | TDeferredSchema<TRow>;

const deferredRowLists = new WeakMap<TDeferredSchema, TDeferredSchema>();

/** The schema of the answer, an array of rows: built once for a deferred row schema. */
function rowListSchema<TRow extends z.ZodType>(row: TRowSchema<TRow>): z.ZodArray<TRow> | TDeferredSchema<z.ZodArray<TRow>> {
  if (!isDeferredSchema(row)) return row.array();
  let rows = deferredRowLists.get(row);
  if (!rows) {
    rows = deferredSchema(async () => (await row.loadSchema()).array());
    deferredRowLists.set(row, rows);
  }
  return rows as TDeferredSchema<z.ZodArray<TRow>>;
}

function readTotal(response: Response): number | undefined {
  const header = response.headers.get(TOTAL_COUNT_HEADERS.response);
  return header !== null && /^\d+$/.test(header.trim()) ? Number(header) : undefined;
}

/**
 * @example
 * const { rows, total } = await fetchList('/api/advisor/advisor', list.listQuery, ZAdvisorRowSchema);
 * // GET /api/advisor/advisor?limit=20&offset=0&filters[surname][value]=Kow&filters[surname][operator]=like
 */
export async function fetchList<TRow extends z.ZodType>(
  path: string,
  query: TListQuery,
  rowSchema: TRowSchema<TRow>,
  options: { signal?: AbortSignal; withTotal?: boolean } = {},
): Promise<ListResult<z.output<TRow>>> {
  const { signal, withTotal = true } = options;
  let total: number | undefined;
  const rows = await apiRequest(`${path}${path.includes('?') ? '&' : '?'}${serializeListQuery(query)}`, {
    schema: rowListSchema(rowSchema),
    headers: withTotal ? { [TOTAL_COUNT_HEADERS.request]: 'true' } : {},
    onResponse: (response) => {
      total = readTotal(response);
    },
    signal,
  });
  return { rows, total };
}

/**
 * Query options of one list page, keyed by the list query, showing the previous page while the next loads (no flash of
 * the skeleton when paging or filtering).
 */
export function listQueryOptions<TRow extends z.ZodType>(
  queryKey: readonly unknown[],
  path: string,
  query: TListQuery,
  rowSchema: TRowSchema<TRow>,
) {
  return queryOptions({
    queryKey: [...queryKey, query],
    queryFn: ({ signal }) => fetchList(path, query, rowSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}
