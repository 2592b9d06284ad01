import { LandingPanel } from '@/features/landing/components/landing-panel';
import { useBranding } from '@/features/white-label/components/branding-provider';
import { LandingLayout } from '../layouts/landing-layout';
import { AdvisorLoginForm, preloadAdvisorLoginForm } from '../lazy-advisor-login-form';

preloadAdvisorLoginForm();

/** `/doradcy`: the advisors' landing page with the advisor-panel branding and the advisor login (spec sections 2 and 4). */
export function Component() {
  const branding = useBranding();
  return (
    <LandingLayout side="advisors">
      <LandingPanel
        side="advisors"
        login={<AdvisorLoginForm />}
        documents={branding.documents}
        contentLanguage={branding.language}
        otherSide={branding.blockInvestorPanel ? null : 'investor'}
      />
    </LandingLayout>
  );
}
