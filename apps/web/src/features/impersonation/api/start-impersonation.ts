import { ZImpersonationResponseSchema, type ContextType, type TImpersonationResponse } from '@emisja/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { browserLocation } from '@/lib/browser-location';
import { beginImpersonation } from '@/lib/session';

/**
 * `POST /api/advisor/impersonation/{id}` (admins): a 30-minute access token of the user's panel, no refresh token. The id is
 * a user's, an advisor's or an investor's of the landing page.
 */
export function startImpersonation(id: string, contextType?: ContextType): Promise<TImpersonationResponse> {
  return apiRequest(`/api/advisor/impersonation/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: contextType ? { contextType } : {},
    schema: ZImpersonationResponseSchema,
  });
}

/**
 * Opens the user's panel: the admin's tokens are kept aside (lib/session.ts) and the page reloads into `/app` as the user, so
 * nothing the admin's session loaded stays in memory (docs/decisions/043).
 */
export function useStartImpersonation() {
  return useMutation({
    mutationFn: ({ id, contextType }: { id: string; contextType?: ContextType }) => startImpersonation(id, contextType),
    onSuccess: (session) => {
      beginImpersonation(session.accessToken);
      browserLocation.assign('/app');
    },
  });
}
