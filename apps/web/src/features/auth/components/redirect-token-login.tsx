import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { decodeAccessToken, storeTokens } from '@/lib/session';
import { TokenInactive } from './token-inactive';

/**
 * `/login-with-redirect-token?token=<access token>&refreshToken=<refresh token>`: another application (or the platform on
 * another page) hands over a session it has already opened. What it expects:
 * - `token`: an access token (a JWT of this platform with context_type, context_id, username and exp); required;
 * - `refreshToken`: that session's refresh token; optional (without one the session ends when the access token expires).
 * An unexpired token becomes the stored session and the user goes to /app; the address (with its tokens) is replaced, so
 * the tokens stay out of the history. Anything else shows the catalogue's "token is no longer active". The server checks
 * the token on the first call, as it does for every call.
 */
export function RedirectTokenLogin({ token, refreshToken }: { token: string | null; refreshToken: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [accessToken] = useState(() => {
    const tokenData = decodeAccessToken(token);
    return token !== null && tokenData !== null && tokenData.exp * 1000 > Date.now() ? token : null;
  });
  const isStored = useRef(false);

  useEffect(() => {
    if (accessToken === null || isStored.current) return;
    isStored.current = true;
    queryClient.removeQueries({ queryKey: ['auth'] });
    storeTokens({ accessToken, refreshToken });
    void navigate(paths.app.root.getHref(), { replace: true });
  }, [accessToken, refreshToken, queryClient, navigate]);

  if (accessToken === null) return <TokenInactive />;
  return <p className="text-gray-500">{t('auth.redirectLogin.loggingIn')}</p>;
}
