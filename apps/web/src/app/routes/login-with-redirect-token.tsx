import { useSearchParams } from 'react-router';
import { RedirectTokenLogin } from '@/features/auth/components/redirect-token-login';
import { LandingLayout } from '../layouts/landing-layout';

/** `/login-with-redirect-token?token=...&refreshToken=...` (spec section 2): see RedirectTokenLogin for what it expects. */
export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <LandingLayout side="investor">
      <RedirectTokenLogin token={searchParams.get('token')} refreshToken={searchParams.get('refreshToken')} />
    </LandingLayout>
  );
}
