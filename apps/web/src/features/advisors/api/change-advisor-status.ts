import { ZAdvisorSchema, type TAdvisor } from '@emisja/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { advisorQueryKey } from './get-advisor';
import { ADVISORS_PATH, ADVISORS_QUERY_KEY } from './get-advisors';

// The status actions of spec section 4: send activation mail, activate (initial -> active), archive (-> deleted).

function advisorPath(id: string): string {
  return `${ADVISORS_PATH}/${encodeURIComponent(id)}`;
}

/** `PATCH /api/advisor/advisor/{id}/activate`: 409 when the advisor is not initial. */
export function activateAdvisor(id: string): Promise<TAdvisor> {
  return apiRequest(`${advisorPath(id)}/activate`, { method: 'PATCH', schema: ZAdvisorSchema });
}

/** `DELETE /api/advisor/advisor/{id}`: archives (status deleted; the advisor can no longer log in); 409 for oneself. */
export function archiveAdvisor(id: string): Promise<TAdvisor> {
  return apiRequest(advisorPath(id), { method: 'DELETE', schema: ZAdvisorSchema });
}

/** `POST /api/advisor/advisor/{id}/activation-mail`: 202, a new activation link (older ones stop working); 409 unless initial. */
export async function sendActivationMail(id: string): Promise<void> {
  await apiRequest(`${advisorPath(id)}/activation-mail`, { method: 'POST' });
}

export type AdvisorStatusAction = 'activate' | 'archive' | 'sendActivationMail';

const ACTIONS: Record<AdvisorStatusAction, (id: string) => Promise<TAdvisor | void>> = {
  activate: activateAdvisor,
  archive: archiveAdvisor,
  sendActivationMail,
};

/** One of the status actions; afterwards the lists load again and the advisor's cached copy takes the new status. */
export function useAdvisorStatusAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: AdvisorStatusAction; id: string }) => ACTIONS[action](id),
    onSuccess: async (advisor) => {
      if (advisor) queryClient.setQueryData(advisorQueryKey(advisor.id), advisor);
      await queryClient.invalidateQueries({ queryKey: [...ADVISORS_QUERY_KEY, 'list'] });
    },
  });
}
