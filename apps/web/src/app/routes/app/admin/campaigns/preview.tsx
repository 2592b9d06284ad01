import { useParams } from 'react-router';
import { CampaignPreviewPage } from '@/features/admin-campaigns/components/campaign-preview-page';

/** `/app/admin/campaigns/{id}/preview`: the public offer page's presentation of the campaign. */
export function Component() {
  const { id = '' } = useParams();
  return <CampaignPreviewPage key={id} campaignId={id} />;
}
