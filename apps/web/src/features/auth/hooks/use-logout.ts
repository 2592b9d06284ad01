import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { clearSession, readAccessToken } from '@/lib/session';
import { logoutOnServer } from '../api/logout';

/**
 * Spec section 4, login flow, step 6: logout clears user data, contexts and tokens, then calls the server (fire and forget:
 * the local session is gone whatever it answers), and returns to the landing page. The remembered 2FA device stays.
 */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    const accessToken = readAccessToken();
    queryClient.removeQueries({ queryKey: ['auth'] });
    clearSession();
    if (accessToken) void logoutOnServer({ accessToken }).catch(() => undefined);
    void navigate(paths.landing.getHref(), { replace: true });
  }, [queryClient, navigate]);
}
