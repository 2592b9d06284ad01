import type { TAuthTokenResult } from '@emisja/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { getActiveLandingId } from '@/lib/api-transport';
import { completeAdvisorLogin } from '../lib/complete-login';
import { rememberDevice } from '../lib/remember-device';

/**
 * The end of every advisor-side login (password, second factor, activation): keep a remembered 2FA device for this e-mail,
 * run the login flow of spec section 4 (contexts, context switch, user data) and open the panel.
 */
export function useFinishAdvisorLogin(): (result: TAuthTokenResult, email: string) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (result, email) => {
      if (result.remember2faToken) rememberDevice(email, result.remember2faToken);
      await completeAdvisorLogin(result, { landingId: getActiveLandingId(), queryClient });
      await navigate(paths.app.root.getHref(), { replace: true });
    },
    [navigate, queryClient],
  );
}
