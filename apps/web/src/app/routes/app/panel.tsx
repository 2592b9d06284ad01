import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet } from 'react-router';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { paths } from '@/config/paths';
import { useNetworks } from '@/features/advisors/api/get-networks';
import { useContexts } from '@/features/auth/api/get-contexts';
import { useUserData } from '@/features/auth/api/get-user-data';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { canAdministerLanding, canManageAdvisors, canSeeNetworkOffers } from '@/features/auth/lib/permissions';
import { userDisplayName } from '@/features/auth/lib/user-role';
import { ImpersonationBanner } from '@/features/impersonation/components/impersonation-banner';
import { useOnboarding } from '@/features/investor-onboarding/api/get-onboarding';
import { usePrefetchInvestorData } from '@/features/investor-panel/hooks/use-prefetch-investor-data';
import { isRequestCancelled } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { PanelLayout } from '../../layouts/panel-layout';
import { AdminNavigation } from './admin-navigation';
import type { TPanelContext } from './panel-context';

const reportedFailures = new WeakSet<object>();

/** Spec section 8: a failure during mount is logged as 'Error while mounting app:' and rethrown (to the error page). */
function failMount(error: Error): never {
  if (!reportedFailures.has(error)) {
    reportedFailures.add(error);
    console.error('Error while mounting app:', error);
  }
  throw error;
}

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-white',
    isActive ? 'bg-white/15 text-white' : 'text-white/75 hover:bg-white/10 hover:text-white',
  );
}

/**
 * `/app`: the panel of a logged-in user. After mount (spec section 4) an investor loads their data and prefetches the
 * dictionary and their offers (a failure there is logged only), and is sent to /onboarding until it is complete (a failed
 * check is a message with a retry: the panel never opens past it); anyone else loads their contexts, user data and advisor networks. Contexts
 * and user data load once per session (TanStack Query, staleTime Infinity); a failed networks call is an empty list
 * (spec section 7), never a failed mount.
 */
export function Component() {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  const user = useUserData(session.tokenData);
  const contexts = useContexts({ isEnabled: session.isLoggedIn && !session.isInvestor });
  useNetworks({ isEnabled: session.isLoggedIn && !session.isInvestor });
  usePrefetchInvestorData({ isEnabled: session.isLoggedIn && session.isInvestor });
  // Product-decisions section 10: until the investor has accepted the landing page's documents, /app leads to /onboarding.
  const onboarding = useOnboarding({ isEnabled: session.isLoggedIn && session.isInvestor });

  const failure = [user.error, contexts.error].find((error) => error && !isRequestCancelled(error));
  if (failure) failMount(failure);
  if (session.isInvestor && onboarding.data?.isComplete === false) {
    return <Navigate to={paths.onboarding.getHref()} replace />;
  }

  const isLoaded = user.data !== undefined && (session.isInvestor || contexts.data !== undefined);
  const panelContext: TPanelContext | null =
    isLoaded && user.data && session.tokenData
      ? { user: user.data, contexts: contexts.data ?? user.data.contexts, token: session.tokenData }
      : null;

  return (
    <PanelLayout
      banner={<ImpersonationBanner />}
      navigation={
        <>
          <NavLink to={paths.app.root.getHref()} end className={navLinkClass} data-testid="nav-home">
            {session.isInvestor ? t('investorPanel.nav.summary') : t('app.navigation.home')}
          </NavLink>
          {user.data && canManageAdvisors(user.data) && (
            <NavLink to={paths.app.advisors.list.getHref()} className={navLinkClass} data-testid="nav-advisors">
              {t('app.navigation.advisors')}
            </NavLink>
          )}
          {session.isInvestor && (
            <>
              <NavLink to={paths.app.investments.list.getHref()} className={navLinkClass} data-testid="nav-investments">
                {t('investorPanel.nav.investments')}
              </NavLink>
              <NavLink to={paths.app.offers.list.getHref()} className={navLinkClass} data-testid="nav-offers">
                {t('investorPanel.nav.offers')}
              </NavLink>
              <NavLink to={paths.app.products.list.getHref()} className={navLinkClass} data-testid="nav-products">
                {t('investorPanel.nav.products')}
              </NavLink>
              <NavLink to={paths.app.documents.getHref()} className={navLinkClass} data-testid="nav-documents">
                {t('investorPanel.nav.documents')}
              </NavLink>
              <NavLink to={paths.app.myData.getHref()} className={navLinkClass} data-testid="nav-my-data">
                {t('investorPanel.nav.myData')}
              </NavLink>
            </>
          )}
          {!session.isInvestor && (
            <>
              <NavLink to={paths.app.offers.list.getHref()} className={navLinkClass} data-testid="nav-offers">
                {t('app.navigation.offers')}
              </NavLink>
              <NavLink to={paths.app.investors.list.getHref()} end className={navLinkClass} data-testid="nav-investors">
                {t('investorOffers.navigation.investors')}
              </NavLink>
              {user.data && canSeeNetworkOffers(user.data) && (
                <NavLink to={paths.app.investors.network.getHref()} className={navLinkClass} data-testid="nav-investors-network">
                  {t('investorOffers.navigation.network')}
                </NavLink>
              )}
              <NavLink to={paths.app.kyc.list.getHref()} className={navLinkClass} data-testid="nav-kyc">
                {t('kycRequests.navigation.kyc')}
              </NavLink>
              <NavLink to={paths.app.documents.getHref()} className={navLinkClass} data-testid="nav-documents">
                {t('app.navigation.documents')}
              </NavLink>
              <NavLink to={paths.app.settlements.list.getHref()} className={navLinkClass} data-testid="nav-settlements">
                {t('settlements.navigation.settlements')}
              </NavLink>
              <NavLink to={paths.app.profile.getHref()} className={navLinkClass} data-testid="nav-profile">
                {t('app.navigation.profile')}
              </NavLink>
              {user.data && canAdministerLanding(user.data) && <AdminNavigation />}
            </>
          )}
        </>
      }
      actions={
        <div className="flex items-center gap-4">
          {user.data && (
            <span className="hidden text-sm text-white/85 sm:inline" data-testid="panel-user">
              {userDisplayName(user.data)}
            </span>
          )}
          <Button variant="secondary" onClick={logout} data-testid="logout-button" className="px-3 py-1.5">
            {t('app.logout')}
          </Button>
        </div>
      }
    >
      {session.isInvestor && onboarding.isError ? (
        <RetryAlert error={onboarding.error} onRetry={() => void onboarding.refetch()} data-testid="onboarding-error" />
      ) : panelContext && (!session.isInvestor || onboarding.data) ? (
        <Outlet context={panelContext} />
      ) : (
        <p className="text-gray-500">{t('app.loading')}</p>
      )}
    </PanelLayout>
  );
}
