import { ZInvestorDocumentSchema, type Language, type TInvestorDocument } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { INVESTOR_QUERY_PREFIX } from '@/lib/session-query-keys';

const ZDocumentsSchema = z.array(ZInvestorDocumentSchema);

/** `GET /investor-api/documents?language=`: the offers' PDFs, the investor's own uploads and the campaigns' documents. */
export function getDocuments(language: Language, { signal }: { signal?: AbortSignal } = {}): Promise<TInvestorDocument[]> {
  return apiRequest(`/investor-api/documents?${new URLSearchParams({ language }).toString()}`, {
    schema: ZDocumentsSchema,
    signal,
  });
}

export function useDocuments(language: Language) {
  return useQuery(
    queryOptions({
      queryKey: [...INVESTOR_QUERY_PREFIX, 'documents', language] as const,
      queryFn: ({ signal }) => getDocuments(language, { signal }),
    }),
  );
}
