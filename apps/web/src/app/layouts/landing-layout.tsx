import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLandingSide } from '@/features/landing/components/landing-panel';
import { useBranding } from '@/features/white-label/components/branding-provider';
import { AuthLayout } from './auth-layout';

/**
 * The auth layout with the tenant's branding of one side: the investor side (`/`, investor login, login confirmation) uses
 * the main content, the advisors' side (`/doradcy`, activation, password reset) the advisor-panel content.
 */
export function LandingLayout({ side, children }: { side: TLandingSide; children: ReactNode }) {
  const { t } = useTranslation();
  const branding = useBranding();
  const isAdvisors = side === 'advisors';
  const content = isAdvisors ? branding.advisorPanel : branding.main;
  return (
    <AuthLayout
      imageUrl={content.bgImage}
      logoUrl={isAdvisors ? content.horizontalLogo : branding.logo}
      logoAlt={branding.siteTitle ?? t('common.appName')}
      headline={content.headline ?? t(`landing.${side}.defaultHeadline`)}
      description={content.description ?? t(`landing.${side}.defaultDescription`)}
      textColors={isAdvisors ? branding.textColors.advisorPanel : branding.textColors.investorPanel}
      contentLanguage={branding.language}
    >
      {children}
    </AuthLayout>
  );
}
