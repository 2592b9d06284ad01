import { useTranslation } from 'react-i18next';
import { LandingPanel } from '@/features/landing/components/landing-panel';
import { useBranding } from '@/features/white-label/components/branding-provider';
import { AuthLayout } from '../layouts/auth-layout';

/** `/`: the investor-side landing page with the tenant's main branding (spec section 2). */
export function Component() {
  const { t } = useTranslation();
  const branding = useBranding();
  return (
    <AuthLayout
      imageUrl={branding.main.bgImage}
      logoUrl={branding.logo}
      logoAlt={branding.siteTitle ?? t('common.appName')}
      headline={branding.main.headline ?? t('landing.investor.defaultHeadline')}
      description={branding.main.description ?? t('landing.investor.defaultDescription')}
      textColors={branding.textColors.investorPanel}
      contentLanguage={branding.language}
    >
      <LandingPanel
        side="investor"
        subtext={branding.main.subtext}
        documents={branding.documents}
        consents={[branding.consents.consent2, branding.consents.consent3]}
        contentLanguage={branding.language}
        otherSide="advisors"
      />
    </AuthLayout>
  );
}
