import type { TCampaign } from '@emisja/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CampaignFunding } from '@/components/campaign/campaign-funding';
import { CampaignImage } from '@/components/campaign/campaign-image';
import { CampaignKind, MinInvestment } from './campaign-facts';
import { CampaignTerms } from '@/components/campaign/campaign-terms';

/**
 * One campaign on `/app/offers`: image (or placeholder), name cut by the card's width in two lines (the full name is the
 * card's accessible name and the link's tooltip), type, state, raised vs target, minimum investment and the terms.
 */
export function CampaignCard({ campaign }: { campaign: TCampaign }) {
  const descriptionId = useId();
  return (
    <article
      aria-label={campaign.name}
      aria-describedby={campaign.shortDescription ? descriptionId : undefined}
      data-testid="campaign-card"
      data-campaign-id={campaign.id}
      className="flex w-full flex-col overflow-hidden rounded-lg bg-white shadow-xs ring-1 ring-gray-200"
    >
      <CampaignImage campaign={campaign} className="aspect-[16/9] w-full" />
      <div className="flex flex-1 flex-col gap-4 p-5">
        <CampaignKind campaign={campaign} />
        <h2 className="text-lg font-semibold text-gray-900">
          <Link
            to={paths.app.offers.detail.getHref(campaign.id)}
            title={campaign.name}
            data-testid="campaign-link"
            className="line-clamp-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {/* Cut by the card's width, not at 25 characters (spec section 9's limit is for table cells; issue 18). */}
            {campaign.name}
          </Link>
        </h2>
        {campaign.shortDescription && (
          <p id={descriptionId} className="line-clamp-3 text-sm text-gray-600">
            {campaign.shortDescription}
          </p>
        )}
        <CampaignFunding campaign={campaign} />
        <dl className="text-sm">
          <MinInvestment campaign={campaign} />
        </dl>
        <CampaignTerms campaign={campaign} />
      </div>
    </article>
  );
}
