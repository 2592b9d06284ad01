import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '@/components/language-switcher';
import { useBranding } from '@/features/white-label/components/branding-provider';

type PanelLayoutProps = {
  navigation?: ReactNode;
  /** The right side of the header before the language switcher: the user and logout. */
  actions?: ReactNode;
  /** The page; the route's outlet when not given. */
  children?: ReactNode;
};

/**
 * The product panel (advisor and investor panels, /app routes): a header with the tenant's menu logo, the navigation
 * and the language switcher above the page. The panels' routes pass their navigation in.
 */
export function PanelLayout({ navigation, actions, children }: PanelLayoutProps) {
  const { t } = useTranslation();
  const branding = useBranding();
  const siteTitle = branding.siteTitle ?? t('common.appName');
  return (
    <div className="flex min-h-dvh flex-col bg-highlight">
      <header className="bg-primary text-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-8 px-4 sm:px-6">
          {branding.menuLogo ? (
            <img
              data-testid="panel-menu-logo"
              src={branding.menuLogo}
              alt={siteTitle}
              className="h-8 w-auto max-w-44 object-contain"
            />
          ) : (
            <span data-testid="panel-menu-logo" className="text-lg font-semibold tracking-tight">
              {siteTitle}
            </span>
          )}
          <nav aria-label={t('common.panel.navigation')} className="flex flex-1 items-center gap-1">
            {navigation}
          </nav>
          {actions}
          <LanguageSwitcher tone="dark" />
        </div>
      </header>
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">{children ?? <Outlet />}</main>
    </div>
  );
}
