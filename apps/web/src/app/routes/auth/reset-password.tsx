import { useParams } from 'react-router';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { LandingLayout } from '../../layouts/landing-layout';

/** `/auth/reset-password/{token}`: a new password from the e-mail link (spec section 2). */
export function Component() {
  const { token = '' } = useParams();
  return (
    <LandingLayout side="advisors">
      <ResetPasswordForm token={token} />
    </LandingLayout>
  );
}
