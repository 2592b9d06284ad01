import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { fileNameFromContentDisposition } from '@/lib/content-disposition';
import { DOCUMENTS_PATH, DOCUMENTS_QUERY_KEY } from './get-documents';

// The files are behind the bearer token, so they cannot be plain links: they are fetched through the API client and handed
// to the browser as a Blob (an object URL for the preview, a download for the rest).

export type DocumentFile = {
  blob: Blob;
  /** From Content-Disposition; null when the server sent none. */
  fileName: string | null;
};

async function getDocumentFile(id: string, kind: 'download' | 'preview', signal?: AbortSignal): Promise<DocumentFile> {
  let fileName: string | null = null;
  const blob = await apiRequest(`${DOCUMENTS_PATH}/${encodeURIComponent(id)}/${kind}`, {
    responseType: 'blob',
    signal,
    onResponse: (response) => {
      fileName = fileNameFromContentDisposition(response.headers.get('content-disposition'));
    },
  });
  return { blob, fileName };
}

/** `GET .../documents/{id}/download`: the bytes as an attachment, with the stored type. */
export function downloadDocumentFile(id: string): Promise<DocumentFile> {
  return getDocumentFile(id, 'download');
}

/** `GET .../documents/{id}/preview`: PDFs and images inline; 415 for any other type. */
export function getDocumentPreviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...DOCUMENTS_QUERY_KEY, 'preview', id] as const,
    queryFn: ({ signal }) => getDocumentFile(id, 'preview', signal),
    // Bytes are not kept for later: a new visit fetches them again.
    gcTime: 0,
    staleTime: 0,
  });
}

export function useDocumentPreview(id: string) {
  return useQuery(getDocumentPreviewQueryOptions(id));
}
