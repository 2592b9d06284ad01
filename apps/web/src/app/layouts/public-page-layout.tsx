import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher';
import { useBranding } from '@/features/white-label/components/branding-provider';
import { TenantLogo } from './tenant-logo';

/**
 * The blank layout of the public token pages (`/campaign`, `/invest`): the tenant's logo (as on the investor landing page)
 * and the language switcher above a wide content column on the theme's light background. Wider than BlankLayout, which
 * centres short messages: these pages present a whole campaign.
 */
export function PublicPageLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const branding = useBranding();
  const siteTitle = branding.siteTitle ?? t('common.appName');
  const logo = branding.logo ?? branding.main.horizontalLogo;
  return (
    <div className="flex min-h-dvh flex-col bg-highlight">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-6 px-4 sm:px-6">
          <TenantLogo src={logo} name={siteTitle} size="small" data-testid="public-page-logo" />
          <LanguageSwitcher />
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10">{children}</main>
    </div>
  );
}
