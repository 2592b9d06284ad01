import { useSearchParams } from 'react-router';
import { ConfirmLogin } from '@/features/auth/components/confirm-login';
import { LandingLayout } from '../../layouts/landing-layout';

/** `/auth/confirm-login?token=...`: the investor's login link (spec section 2); a button sends the token. */
export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <LandingLayout side="investor">
      <ConfirmLogin token={searchParams.get('token')} />
    </LandingLayout>
  );
}
