import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LandingLayout } from '../layouts/landing-layout';
import { InvestorLoginForm, preloadInvestorLoginForm } from '../lazy-investor-login-form';

preloadInvestorLoginForm();

/** `/investor-login`: the investor's e-mail, then "check your mailbox" (spec section 2). */
export function Component() {
  const { t } = useTranslation();
  return (
    <LandingLayout side="investor">
      <InvestorLoginForm />
      <p className="mt-10 text-sm text-gray-600">
        {t('auth.investorLogin.advisorPrompt')}{' '}
        <Link
          to={paths.advisorsLanding.getHref()}
          data-testid="advisor-login-link"
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t('auth.investorLogin.advisorLink')}
        </Link>
      </p>
    </LandingLayout>
  );
}
