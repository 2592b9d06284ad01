import { useSearchParams } from 'react-router';
import { InvestPage } from '@/features/public-offer/components/invest-page';
import { useBranding } from '@/features/white-label/components/branding-provider';
import { PublicPageLayout } from '../layouts/public-page-layout';

/**
 * `/invest?token=...`: the invest form with steps (spec section 2); its consents come from the tenant's white-label
 * configuration with the admin overrides (which are required: docs/decisions/039). Public like `/campaign` (route id 'invest' is skipped by the session rules).
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const branding = useBranding();
  return (
    <PublicPageLayout>
      <InvestPage
        token={searchParams.get('token')}
        consentSettings={branding.consentSettings}
        consentLanguage={branding.language}
        submitButtonText={branding.formInvestButtonText}
      />
    </PublicPageLayout>
  );
}
