import { NetworksPage } from '@/features/admin-networks/components/networks-page';

/** `/app/admin/networks`: the landing page's networks, their coordinators and members. */
export function Component() {
  return <NetworksPage />;
}
