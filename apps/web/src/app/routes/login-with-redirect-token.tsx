import { useSearchParams } from 'react-router';
import { RedirectTokenLogin } from '@/features/auth/components/redirect-token-login';
import { LandingLayout } from '../layouts/landing-layout';

/** `/login-with-redirect-token?token=...` (spec section 2): the one-time link of investor e-mails; see RedirectTokenLogin. */
export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <LandingLayout side="investor">
      <RedirectTokenLogin token={searchParams.get('token')} />
    </LandingLayout>
  );
}
