import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { canAdministerLanding } from '@/features/auth/lib/permissions';
import { usePanelContext } from '../panel-context';

/**
 * The issuer's back office (/app/admin/...) is for admins (product-decisions sections 2 and 11); advisors, coordinators and
 * investors get the 'No access' screen (spec section 2). The server refuses their writes too (403).
 */
export function Component() {
  const panelContext = usePanelContext();
  if (!canAdministerLanding(panelContext.user)) return <Navigate to={paths.accessDenied.getHref()} replace />;
  return <Outlet context={panelContext} />;
}
