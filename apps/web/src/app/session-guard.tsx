import { RESTRICTED_AREA_NOTIFICATION_DELAY_MS } from '@emisja/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { notify } from '@/components/ui/notify';
import { paths } from '@/config/paths';
import { useSession, type TSession } from '@/lib/session';

// The start-up session handling of spec section 2 and section 4, applied on every navigation (docs/decisions/012-web-session-rules.md).

/** Spec section 2: "the start-up session handling is skipped for the routes named campaign, invest and kyc-form". */
export const SESSION_SKIPPED_ROUTE_IDS = ['campaign', 'invest', 'kyc-form'] as const;

/**
 * Pages outside /app that a logged-in user may still open: the targets of e-mail links and of the redirect login (the link
 * must work whatever session the browser holds, e.g. an investor link opened where an advisor is logged in) and the
 * 'No access' screen.
 */
export const OPEN_WHILE_LOGGED_IN_ROUTE_IDS = [
  'confirm-login',
  'activate-from-email',
  'reset-password',
  'login-with-redirect-token',
  'access-denied',
] as const;

/**
 * Pages outside /app for an investor session only: the onboarding (product-decisions section 10). Without a session they
 * lead to the landing page, an advisor goes to /app.
 */
export const INVESTOR_ONLY_ROUTE_IDS = ['onboarding'] as const;

export type TSessionRedirect = { to: string; isRestrictedArea: boolean };

function isAppPath(pathname: string): boolean {
  return pathname === '/app' || pathname.startsWith('/app/');
}

/** Where the session rules send a user from `pathname`, or null to stay. */
export function sessionRedirect({
  pathname,
  routeIds,
  session,
}: {
  pathname: string;
  routeIds: readonly string[];
  session: Pick<TSession, 'isLoggedIn' | 'isInvestor'>;
}): TSessionRedirect | null {
  if (routeIds.some((id) => (SESSION_SKIPPED_ROUTE_IDS as readonly string[]).includes(id))) return null;
  const isInvestorOnly = routeIds.some((id) => (INVESTOR_ONLY_ROUTE_IDS as readonly string[]).includes(id));
  if (!session.isLoggedIn) {
    return isAppPath(pathname) || isInvestorOnly ? { to: paths.landing.getHref(), isRestrictedArea: false } : null;
  }
  if (isInvestorOnly) return session.isInvestor ? null : { to: paths.app.root.getHref(), isRestrictedArea: false };
  if (session.isInvestor && /advisors|investors/.test(pathname)) {
    return { to: paths.app.root.getHref(), isRestrictedArea: true };
  }
  if (!isAppPath(pathname) && !routeIds.some((id) => (OPEN_WHILE_LOGGED_IN_ROUTE_IDS as readonly string[]).includes(id))) {
    return { to: paths.app.root.getHref(), isRestrictedArea: false };
  }
  return null;
}

/** Renders the page only where the session rules let the user stay; otherwise moves them on, rendering nothing meanwhile. */
export function SessionGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const matches = useMatches();
  const navigate = useNavigate();
  const session = useSession();
  const redirect = sessionRedirect({ pathname: location.pathname, routeIds: matches.map((match) => match.id), session });
  const handledLocationKey = useRef<string | null>(null);

  const to = redirect?.to;
  const isRestrictedArea = redirect?.isRestrictedArea ?? false;
  useEffect(() => {
    if (to === undefined) return;
    // Once per location, also under StrictMode's second effect run.
    const handledKey = `${location.key}:${to}`;
    if (handledLocationKey.current === handledKey) return;
    handledLocationKey.current = handledKey;
    if (isRestrictedArea) {
      // Spec section 2: the notification follows the redirect after about 250 ms (notify loads the toaster's code then).
      setTimeout(() => {
        notify.error({ title: t('auth.restrictedArea.title'), description: t('auth.restrictedArea.description') });
      }, RESTRICTED_AREA_NOTIFICATION_DELAY_MS);
    }
    void navigate(to, { replace: true });
  }, [to, isRestrictedArea, location.key, navigate, t]);

  return redirect ? null : children;
}
