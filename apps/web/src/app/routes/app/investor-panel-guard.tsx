import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { usePanelContext } from './panel-context';

/** Pages of the investor panel only (investments, products, my data): anyone else gets the 'No access' screen. */
export function Component() {
  const panelContext = usePanelContext();
  if (panelContext.user.contextType !== 'investor-panel') return <Navigate to={paths.accessDenied.getHref()} replace />;
  return <Outlet context={panelContext} />;
}
