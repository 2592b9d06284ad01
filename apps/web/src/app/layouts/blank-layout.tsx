import { use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '@/components/language-switcher';
import { paths } from '@/config/paths';
import { useBranding } from '@/features/white-label/components/branding-provider';
import { InsidePanelContext } from './inside-panel-context';
import { TenantLogo } from './tenant-logo';

/**
 * Centred content under the tenant's header (its logo, linking home, and the one language switch): access denied, error
 * and 404 pages, so a wrong address still shows whose platform it is (issue 18). Inside the panel, whose header already
 * carries the logo and the language switch, only the centred content.
 */
export function BlankLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const branding = useBranding();
  const isInsidePanel = use(InsidePanelContext);
  if (isInsidePanel) {
    return <div className="mx-auto w-full max-w-lg py-12 text-center">{children}</div>;
  }
  const siteTitle = branding.siteTitle ?? t('common.appName');
  return (
    <div className="flex min-h-dvh flex-col bg-highlight">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to={paths.landing.getHref()} className="min-w-0 truncate focus-visible:outline-2 focus-visible:outline-primary">
            <TenantLogo
              src={branding.logo ?? branding.main.horizontalLogo}
              name={siteTitle}
              size="small"
              data-testid="blank-page-logo"
            />
          </Link>
          <LanguageSwitcher />
        </div>
      </header>
      <main className="flex flex-1 items-center justify-center px-6 py-16">
        <div className="w-full max-w-lg text-center">{children}</div>
      </main>
    </div>
  );
}
