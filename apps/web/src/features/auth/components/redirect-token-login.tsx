import { loginWithRedirectToken } from '../api/login-with-redirect-token';
import { OneTimeLinkLogin } from './one-time-link-login';

const logInByRedirectToken = (token: string) => loginWithRedirectToken({ token });

/**
 * `/login-with-redirect-token?token=...`: investor e-mails (payment confirmed, schedule payment recorded) link here with a
 * one-time token (product-decisions sections 5 and 10); the investor lands on the page the link was made for (always inside
 * /app). The URL carries only this one-time secret, never a session's tokens (docs/decisions/034-redirect-token-login.md).
 */
export function RedirectTokenLogin({ token }: { token: string | null }) {
  return <OneTimeLinkLogin token={token} logIn={logInByRedirectToken} screen="redirectLogin" />;
}
