import type { TCampaign } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { CampaignStateBadge } from '@/components/campaign/campaign-state-badge';

/** The campaign's type (bonds, shares) and where it stands, above its name on the card and on the campaign's page. */
export function CampaignKind({ campaign }: { campaign: Pick<TCampaign, 'type' | 'state'> }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-xs font-semibold tracking-wide text-gray-500 uppercase" data-testid="campaign-type">
        {t(`campaign.types.${campaign.type}`)}
      </span>
      <CampaignStateBadge state={campaign.state} />
    </div>
  );
}

/** The smallest amount one can invest in the campaign (its products' lowest minimum), or "None"; an item of a `<dl>`. */
export function MinInvestment({ campaign }: { campaign: Pick<TCampaign, 'minInvestmentValue' | 'currency'> }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div data-testid="campaign-min-investment">
      <dt className="text-gray-500">{t('campaignOffers.card.minInvestment')}</dt>
      <dd className="font-medium text-gray-900">
        {campaign.minInvestmentValue === null
          ? t('campaignOffers.card.noMinInvestment')
          : format.money(campaign.minInvestmentValue, campaign.currency)}
      </dd>
    </div>
  );
}
