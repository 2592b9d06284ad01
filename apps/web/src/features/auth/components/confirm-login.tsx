import { paths } from '@/config/paths';
import { loginInvestor } from '../api/login-investor';
import { OneTimeLinkLogin, type OneTimeLinkSession } from './one-time-link-login';

async function logInByLoginLink(token: string): Promise<OneTimeLinkSession> {
  const tokens = await loginInvestor({ token });
  return { ...tokens, redirectTo: paths.app.root.getHref() };
}

/** `/auth/confirm-login?token=...`: the investor's e-mail login link lands here and opens the investor panel's summary. */
export function ConfirmLogin({ token }: { token: string | null }) {
  return <OneTimeLinkLogin token={token} logIn={logInByLoginLink} screen="confirmLogin" />;
}
