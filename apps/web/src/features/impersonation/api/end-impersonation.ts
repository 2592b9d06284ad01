import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { isRequestCancelled } from '@/lib/api-error';
import { isInvestorToken, readAccessToken } from '@/lib/session';
import { returnToImpersonator } from '@/lib/session-refresh';

/**
 * `POST /api/advisor/impersonation/end` (or `/investor-api/...` for an investor's panel): the impersonated token stops
 * working on the server. Then, whatever the answer (an expired session has nothing left to end), the admin's own session
 * comes back and the page reloads into their panel.
 */
export async function endImpersonation(): Promise<void> {
  const path = isInvestorToken(readAccessToken()) ? '/investor-api/impersonation/end' : '/api/advisor/impersonation/end';
  try {
    await apiRequest(path, { method: 'POST' });
  } catch (error) {
    // A refused token already returned to the admin (lib/session-refresh.ts); any other failure still ends it here.
    if (isRequestCancelled(error)) return;
  }
  try {
    returnToImpersonator();
  } catch (error) {
    if (!isRequestCancelled(error)) throw error;
  }
}

export function useEndImpersonation() {
  return useMutation({ mutationFn: endImpersonation });
}
