import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { DOCUMENTS_PATH, DOCUMENTS_QUERY_KEY } from './get-documents';

/** `DELETE /api/advisor/advisor/documents/{id}` (admin): 204. */
export async function deleteDocument(id: string): Promise<void> {
  await apiRequest(`${DOCUMENTS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY }),
  });
}
