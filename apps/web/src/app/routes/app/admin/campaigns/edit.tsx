import { useParams } from 'react-router';
import { EditCampaignPage } from '@/features/admin-campaigns/components/campaign-form-page';
import { useLandingLanguage } from '../landing-language';

/** `/app/admin/campaigns/{id}`: edit a campaign and its products, preview, copy or deactivate it. */
export function Component() {
  const { id = '' } = useParams();
  return <EditCampaignPage key={id} campaignId={id} landingLanguage={useLandingLanguage()} />;
}
