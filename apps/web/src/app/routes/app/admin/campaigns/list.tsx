import { AdminCampaignsList } from '@/features/admin-campaigns/components/admin-campaigns-list';

/** `/app/admin/campaigns`: every campaign of the landing page. */
export function Component() {
  return <AdminCampaignsList />;
}
