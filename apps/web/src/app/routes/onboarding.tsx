import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { ImpersonationBanner } from '@/features/impersonation/components/impersonation-banner';
import { OnboardingPage } from '@/features/investor-onboarding/components/onboarding-page';
import { PanelLayout } from '../layouts/panel-layout';

/**
 * `/onboarding` (spec section 2, product-decisions section 10): the investor's first steps, in the panel's frame without its
 * navigation (nothing else opens until they are done); the session rules let only investors stay here.
 */
export function Component() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <PanelLayout
      banner={<ImpersonationBanner />}
      actions={
        <Button variant="secondary" onClick={logout} data-testid="logout-button" className="px-3 py-1.5">
          {t('app.logout')}
        </Button>
      }
    >
      <OnboardingPage />
    </PanelLayout>
  );
}
