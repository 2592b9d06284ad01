import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { usePanelContext } from './panel-context';

/** Pages of the advisor panel only (documents for advisors and their preview): an investor gets the 'No access' screen. */
export function Component() {
  const panelContext = usePanelContext();
  if (panelContext.user.contextType !== 'advisor-panel') return <Navigate to={paths.accessDenied.getHref()} replace />;
  return <Outlet context={panelContext} />;
}
