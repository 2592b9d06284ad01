import { LandingPanel } from '@/features/landing/components/landing-panel';
import { useBranding } from '@/features/white-label/components/branding-provider';
import { LandingLayout } from '../layouts/landing-layout';
import { InvestorLoginForm, preloadInvestorLoginForm } from '../lazy-investor-login-form';

preloadInvestorLoginForm();

/**
 * `/`: the investor-side landing page with the tenant's main branding (spec section 2) and the investor login; the link to
 * the advisors' side leads to the advisor login. A tenant that blocks the investor panel offers no investor login.
 */
export function Component() {
  const branding = useBranding();
  return (
    <LandingLayout side="investor">
      <LandingPanel
        side="investor"
        subtext={branding.main.subtext}
        login={branding.blockInvestorPanel ? null : <InvestorLoginForm />}
        documents={branding.documents}
        consents={[branding.consents.consent2, branding.consents.consent3]}
        contentLanguage={branding.language}
        otherSide="advisors"
      />
    </LandingLayout>
  );
}
