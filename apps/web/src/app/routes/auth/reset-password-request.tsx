import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ResetPasswordRequestForm } from '@/features/auth/components/reset-password-request-form';
import { LandingLayout } from '../../layouts/landing-layout';

/** `/auth/reset-password`: asks for a password reset link (spec section 2). */
export function Component() {
  const { t } = useTranslation();
  return (
    <LandingLayout side="advisors">
      <ResetPasswordRequestForm />
      <p className="mt-8 text-sm">
        <Link to={paths.advisorsLanding.getHref()} className="font-medium text-primary underline-offset-4 hover:underline">
          {t('auth.backToLogin')}
        </Link>
      </p>
    </LandingLayout>
  );
}
