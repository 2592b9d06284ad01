import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useDropdown } from '@/hooks/use-dropdown';
import { cn } from '@/lib/cn';

const ADMIN_LINKS = [
  { to: paths.app.admin.campaigns.list.getHref(), label: 'adminCampaigns.navigation.campaigns', testId: 'nav-admin-campaigns' },
  { to: paths.app.admin.branding.getHref(), label: 'adminBranding.navigation.branding', testId: 'nav-admin-branding' },
  { to: paths.app.admin.networks.getHref(), label: 'adminNetworks.navigation.networks', testId: 'nav-admin-networks' },
  { to: paths.app.admin.audit.getHref(), label: 'adminAudit.navigation.audit', testId: 'nav-admin-audit' },
] as const;

function linkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'block rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-white lg:focus-visible:outline-primary',
    isActive
      ? 'bg-white/15 text-white lg:bg-highlight lg:text-primary'
      : 'text-white/75 hover:bg-white/10 hover:text-white lg:text-gray-700 lg:hover:bg-gray-50 lg:hover:text-gray-900',
  );
}

/**
 * The "Administration" group of the panel menu (issue 14), shown to admins only: a button that opens the back office's
 * links (campaigns, branding, networks) below it, as a dropdown on a wide screen and in place in the phone menu. Escape, a
 * click outside and any navigation close it.
 */
export function AdminNavigation() {
  const { t } = useTranslation();
  const location = useLocation();
  // Open for the location it was opened at: any navigation closes it.
  const { isOpen, rootRef, buttonRef, buttonProps, panelProps } = useDropdown({ openFor: location.key });
  const isCurrent = location.pathname.startsWith('/app/admin/');

  return (
    <div ref={rootRef} className="relative" data-testid="nav-admin">
      <button
        ref={buttonRef}
        {...buttonProps}
        data-testid="nav-admin-button"
        className={cn(
          'inline-flex w-full cursor-pointer items-center justify-between gap-1.5 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-white lg:w-auto',
          isCurrent ? 'bg-white/15 text-white' : 'text-white/75 hover:bg-white/10 hover:text-white',
        )}
      >
        {t('app.navigation.administration')}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className={cn('size-4 transition-transform', isOpen && 'rotate-180')}
        >
          <path
            fillRule="evenodd"
            d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
            clipRule="evenodd"
          />
        </svg>
      </button>
      <ul
        {...panelProps}
        aria-label={t('app.navigation.administration')}
        className="mt-1 space-y-1 pl-3 lg:absolute lg:right-0 lg:z-30 lg:mt-2 lg:w-56 lg:rounded-md lg:bg-white lg:p-2 lg:pl-2 lg:shadow-lg lg:ring-1 lg:ring-black/5"
      >
        {ADMIN_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={linkClass} data-testid={link.testId}>
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
