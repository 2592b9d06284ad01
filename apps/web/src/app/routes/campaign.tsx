import { useSearchParams } from 'react-router';
import { CampaignOfferPage } from '@/features/public-offer/components/campaign-offer-page';
import { useBranding } from '@/features/white-label/components/branding-provider';
import { PublicPageLayout } from '../layouts/public-page-layout';

/**
 * `/campaign?token=...`: the offer link of the invitation e-mail (spec section 2), public, with no login; the session rules
 * skip this route (id 'campaign'), so it works the same logged out and logged in.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const branding = useBranding();
  return (
    <PublicPageLayout>
      <CampaignOfferPage token={searchParams.get('token')} investButtonText={branding.campaignInvestButtonText} />
    </PublicPageLayout>
  );
}
