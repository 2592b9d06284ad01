import { ZAdvisorSchema, type TAdvisor, type TAdvisorData } from '@emisja/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { advisorQueryKey } from './get-advisor';
import { ADVISORS_PATH, ADVISORS_QUERY_KEY } from './get-advisors';

/** `POST /api/advisor/advisor`: a new advisor, status initial; the server sends the activation e-mail itself. */
export function createAdvisor(data: TAdvisorData): Promise<TAdvisor> {
  return apiRequest(ADVISORS_PATH, { method: 'POST', body: data, schema: ZAdvisorSchema });
}

/** `PUT /api/advisor/advisor/{brokerId}`. */
export function updateAdvisor(id: string, data: TAdvisorData): Promise<TAdvisor> {
  return apiRequest(`${ADVISORS_PATH}/${encodeURIComponent(id)}`, { method: 'PUT', body: data, schema: ZAdvisorSchema });
}

/** Creates (no id) or updates an advisor; the lists load again and the advisor's cached copy becomes the saved one. */
export function useSaveAdvisor(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: TAdvisorData) => (id === undefined ? createAdvisor(data) : updateAdvisor(id, data)),
    onSuccess: async (advisor) => {
      queryClient.setQueryData(advisorQueryKey(advisor.id), advisor);
      await queryClient.invalidateQueries({ queryKey: [...ADVISORS_QUERY_KEY, 'list'] });
    },
  });
}
