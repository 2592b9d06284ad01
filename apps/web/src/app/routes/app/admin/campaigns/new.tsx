import { useSearchParams } from 'react-router';
import { NewCampaignPage } from '@/features/admin-campaigns/components/campaign-form-page';
import { useLandingLanguage } from '../landing-language';

/** `/app/admin/campaigns/new[?copyOf={id}]`: a new campaign, empty or copied from another. */
export function Component() {
  const [search] = useSearchParams();
  const copyOf = search.get('copyOf');
  return <NewCampaignPage key={copyOf ?? ''} copyOf={copyOf} landingLanguage={useLandingLanguage()} />;
}
