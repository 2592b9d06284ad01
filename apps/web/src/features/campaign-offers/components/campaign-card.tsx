import type { TCampaign } from '@emisja/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { CampaignFunding } from '@/components/campaign/campaign-funding';
import { CampaignImage } from '@/components/campaign/campaign-image';
import { CampaignStateBadge } from './campaign-state-badge';
import { CampaignTerms } from '@/components/campaign/campaign-terms';

/**
 * One campaign on `/app/offers`: image (or placeholder), name truncated to 25 characters (spec section 9; the full name is
 * the card's accessible name and the link's tooltip), type, state, raised vs target, minimum investment and the terms.
 */
export function CampaignCard({ campaign }: { campaign: TCampaign }) {
  const { t } = useTranslation();
  const format = useFormat();
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
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-semibold tracking-wide text-gray-500 uppercase" data-testid="campaign-type">
            {t(`campaign.types.${campaign.type}`)}
          </span>
          <CampaignStateBadge state={campaign.state} />
        </div>
        <h2 className="text-lg font-semibold text-gray-900">
          <Link
            to={paths.app.offers.detail.getHref(campaign.id)}
            title={campaign.name}
            data-testid="campaign-link"
            className="hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {format.truncateCampaign(campaign.name)}
          </Link>
        </h2>
        {campaign.shortDescription && (
          <p id={descriptionId} className="line-clamp-3 text-sm text-gray-600">
            {campaign.shortDescription}
          </p>
        )}
        <CampaignFunding campaign={campaign} />
        <dl className="text-sm">
          <div data-testid="campaign-min-investment">
            <dt className="text-gray-500">{t('campaignOffers.card.minInvestment')}</dt>
            <dd className="font-medium text-gray-900">
              {campaign.minInvestmentValue === null
                ? t('campaignOffers.card.noMinInvestment')
                : format.money(campaign.minInvestmentValue, campaign.currency)}
            </dd>
          </div>
        </dl>
        <CampaignTerms campaign={campaign} />
      </div>
    </article>
  );
}
