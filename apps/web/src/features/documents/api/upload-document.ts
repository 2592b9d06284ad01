import { ZAdvisorDocumentSchema, type TAdvisorDocument } from '@emisja/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { DOCUMENTS_PATH, DOCUMENTS_QUERY_KEY } from './get-documents';

/** `POST /api/advisor/advisor/documents` (admin): multipart with one part `file`; 413 too large, 415 a type not allowed. */
export function uploadDocument(file: File): Promise<TAdvisorDocument> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest(DOCUMENTS_PATH, { method: 'POST', body, schema: ZAdvisorDocumentSchema });
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY }),
  });
}
