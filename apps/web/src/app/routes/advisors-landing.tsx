import { useTranslation } from 'react-i18next';
import { LandingPanel } from '@/features/landing/components/landing-panel';
import { useBranding } from '@/features/white-label/components/branding-provider';
import { AuthLayout } from '../layouts/auth-layout';

/** `/doradcy`: the advisors' landing page with the advisor-panel branding, falling back to the main one. */
export function Component() {
  const { t } = useTranslation();
  const branding = useBranding();
  const content = branding.advisorPanel;
  return (
    <AuthLayout
      imageUrl={content.bgImage}
      logoUrl={content.horizontalLogo}
      logoAlt={branding.siteTitle ?? t('common.appName')}
      headline={content.headline ?? t('landing.advisors.defaultHeadline')}
      description={content.description ?? t('landing.advisors.defaultDescription')}
      textColors={branding.textColors.advisorPanel}
      contentLanguage={branding.language}
    >
      <LandingPanel
        side="advisors"
        documents={branding.documents}
        contentLanguage={branding.language}
        otherSide={branding.blockInvestorPanel ? null : 'investor'}
      />
    </AuthLayout>
  );
}
