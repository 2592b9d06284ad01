import {
  LOAD_ALL_LIMIT,
  serializeListQuery,
  type TListQuery,
  type TSettlementAccounting,
  type TSettlementDocumentInput,
} from '@emisja/shared';
import { ZVatWhitelistResultSchema } from '@emisja/shared/schemas/kyc-requests';
import { ZSettlementDocumentSchema } from '@emisja/shared/schemas/settlements';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listQueryOptions } from '@/components/ui/data-table';
import { apiRequest } from '@/lib/api-client';
import { fetchFile } from '@/lib/download-file';

// The settlement documents API (issue 15, docs/decisions/047): list, CSV, one document, create, edit, the admin's
// accounting fields and the PDF. Every change refreshes the list and the document.

export const SETTLEMENTS_QUERY_KEY = ['settlements'] as const;
export const SETTLEMENTS_PATH = '/api/advisor/settlement-documents';

export function getSettlementsQueryOptions(query: TListQuery) {
  return listQueryOptions(SETTLEMENTS_QUERY_KEY, SETTLEMENTS_PATH, query, ZSettlementDocumentSchema);
}

export function useSettlements(query: TListQuery) {
  return useQuery(getSettlementsQueryOptions(query));
}

/** `GET .../settlement-documents.csv` with the list's filters and sorting: every document they select. */
export function fetchSettlementsCsv(query: TListQuery) {
  const { filters, sort } = query;
  const search = serializeListQuery({ limit: LOAD_ALL_LIMIT, offset: 0, filters, ...(sort ? { sort } : {}) });
  return fetchFile(`${SETTLEMENTS_PATH}.csv?${search}`);
}

export function getSettlementQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...SETTLEMENTS_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest(`${SETTLEMENTS_PATH}/${encodeURIComponent(id)}`, { schema: ZSettlementDocumentSchema, signal }),
  });
}

export function useSettlement(id: string) {
  return useQuery(getSettlementQueryOptions(id));
}

/** `POST` (new) or `PUT .../{id}` (edit) with the form's body. */
export function saveSettlement(id: string | null, body: TSettlementDocumentInput) {
  return apiRequest(id === null ? SETTLEMENTS_PATH : `${SETTLEMENTS_PATH}/${encodeURIComponent(id)}`, {
    method: id === null ? 'POST' : 'PUT',
    body,
    schema: ZSettlementDocumentSchema,
  });
}

export function saveSettlementAccounting(id: string, body: TSettlementAccounting) {
  return apiRequest(`${SETTLEMENTS_PATH}/${encodeURIComponent(id)}/accounting`, {
    method: 'PATCH',
    body,
    schema: ZSettlementDocumentSchema,
  });
}

/** `PUT .../{id}/pdf`: multipart with one part `file`; a PDF by its bytes (415 otherwise). */
export function uploadSettlementPdf(id: string, file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest(`${SETTLEMENTS_PATH}/${encodeURIComponent(id)}/pdf`, {
    method: 'PUT',
    body,
    schema: ZSettlementDocumentSchema,
  });
}

export function fetchSettlementPdf(id: string) {
  return fetchFile(`${SETTLEMENTS_PATH}/${encodeURIComponent(id)}/pdf`);
}

/** Refreshes the lists and puts the answer in the document's cache. */
export function useSettlementMutation<TArgs>(mutationFn: (args: TArgs) => ReturnType<typeof saveSettlement>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (document) => {
      queryClient.setQueryData(getSettlementQueryOptions(document.id).queryKey, document);
      await queryClient.invalidateQueries({ queryKey: SETTLEMENTS_QUERY_KEY, refetchType: 'none' });
    },
  });
}

/** `POST .../vat-whitelist`: the counterparty's NIP and account in the VAT white list (shown, never required). */
export function checkVatWhitelist(body: { nip: string; bankAccount: string }) {
  return apiRequest(`${SETTLEMENTS_PATH}/vat-whitelist`, { method: 'POST', body, schema: ZVatWhitelistResultSchema });
}
