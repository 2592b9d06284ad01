import { ZLifecycleRunResultSchema, type TLifecycleRunResult } from '@emisja/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * `POST /api/advisor/lifecycle-job/run` (admin, docs/decisions/048): the campaign-end job now, for this landing page only;
 * what it archived changes the offers and campaigns every screen shows, so every query is read again.
 */
export function runLifecycleJob(): Promise<TLifecycleRunResult> {
  return apiRequest('/api/advisor/lifecycle-job/run', { method: 'POST', schema: ZLifecycleRunResultSchema });
}

export function useRunLifecycleJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runLifecycleJob,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
