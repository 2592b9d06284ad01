import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { LanguageSwitcher } from '@/components/language-switcher';
import { useBranding } from '@/features/white-label/components/branding-provider';
import { InsidePanelContext } from './inside-panel-context';

type PanelLayoutProps = {
  navigation?: ReactNode;
  /** The right side of the header before the language switcher: the user and logout. */
  actions?: ReactNode;
  /** The page; the route's outlet when not given. */
  children?: ReactNode;
  /** Above the header: the impersonation banner while an admin views another user's panel (docs/decisions/043). */
  banner?: ReactNode;
};

/**
 * The product panel (advisor and investor panels, /app routes): a header with the tenant's menu logo, the navigation
 * and the language switcher above the page. The panels' routes pass their navigation in. Below the `lg` width the
 * navigation and the actions fold into a menu opened by a button (a phone of 390 px has no room for them in a row); the
 * menu closes on every navigation.
 */
export function PanelLayout({ navigation, actions, children, banner }: PanelLayoutProps) {
  const { t } = useTranslation();
  const branding = useBranding();
  const location = useLocation();
  const menuId = useId();
  // Open for the location it was opened at: any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isMenuOpen = openAt === location.key;
  const siteTitle = branding.siteTitle ?? t('common.appName');
  return (
    <div className="flex min-h-dvh flex-col bg-highlight">
      {banner}
      <header className="bg-primary text-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:gap-8">
          {branding.menuLogo ? (
            <img
              data-testid="panel-menu-logo"
              src={branding.menuLogo}
              alt={siteTitle}
              className="h-8 w-auto max-w-32 object-contain sm:max-w-44"
            />
          ) : (
            <span data-testid="panel-menu-logo" className="truncate text-lg font-semibold tracking-tight">
              {siteTitle}
            </span>
          )}
          <nav aria-label={t('common.panel.navigation')} className="hidden flex-1 items-center gap-1 lg:flex">
            {navigation}
          </nav>
          <div className="hidden lg:block">{actions}</div>
          <LanguageSwitcher tone="dark" className="ml-auto lg:ml-0" />
          {(navigation || actions) && (
            <button
              type="button"
              aria-expanded={isMenuOpen}
              aria-controls={menuId}
              aria-label={t('common.panel.navigation')}
              data-testid="panel-menu-button"
              onClick={() => setOpenAt(isMenuOpen ? null : location.key)}
              className="-mr-2 inline-flex size-10 cursor-pointer items-center justify-center rounded-md text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white lg:hidden"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} className="size-6">
                {isMenuOpen ? (
                  <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
                ) : (
                  <path strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
                )}
              </svg>
            </button>
          )}
        </div>
        {isMenuOpen && (
          <div id={menuId} data-testid="panel-mobile-menu" className="border-t border-white/15 px-4 pt-2 pb-4 sm:px-6 lg:hidden">
            <nav aria-label={t('common.panel.navigation')} className="flex flex-col gap-1 [&>a]:py-2.5">
              {navigation}
            </nav>
            {actions && <div className="mt-3 border-t border-white/15 pt-3">{actions}</div>}
          </div>
        )}
      </header>
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
        <InsidePanelContext value>{children ?? <Outlet />}</InsidePanelContext>
      </main>
    </div>
  );
}
