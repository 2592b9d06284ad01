import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { canManageAdvisors } from '@/features/auth/lib/permissions';
import { usePanelContext } from '../panel-context';

/**
 * The advisors pages are for admins and coordinators (product-decisions section 2); anyone else gets the 'No access' screen
 * (spec section 2). Investors never get here: the session rules send them to /app first.
 */
export function Component() {
  const panelContext = usePanelContext();
  if (!canManageAdvisors(panelContext.user)) return <Navigate to={paths.accessDenied.getHref()} replace />;
  return <Outlet context={panelContext} />;
}
