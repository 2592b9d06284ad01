import { useParams } from 'react-router';
import { ActivateAccountForm } from '@/features/auth/components/activate-account-form';
import { LandingLayout } from '../../layouts/landing-layout';

/** `/auth/activate-from-email/{token}`: account activation from the e-mail link (spec section 2). */
export function Component() {
  const { token = '' } = useParams();
  return (
    <LandingLayout side="advisors">
      <ActivateAccountForm token={token} />
    </LandingLayout>
  );
}
