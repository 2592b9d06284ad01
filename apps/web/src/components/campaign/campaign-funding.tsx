import type { TCampaign } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { fundingPercent } from './campaign-labels';

type CampaignFundingProps = {
  campaign: Pick<TCampaign, 'raisedAmount' | 'targetAmount' | 'currency'>;
  className?: string;
};

/** Raised funds against the target (spec section 3), in the shared number format with the currency, and a progress bar. */
export function CampaignFunding({ campaign, className }: CampaignFundingProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const percent = fundingPercent(campaign.raisedAmount, campaign.targetAmount);
  return (
    <div data-testid="campaign-funding" className={className}>
      <p className="text-sm text-gray-700" data-testid="campaign-raised">
        {t('campaign.funding.raised', {
          raised: format.money(campaign.raisedAmount, campaign.currency),
          target: format.money(campaign.targetAmount, campaign.currency),
        })}
      </p>
      <div className="mt-1.5 flex items-center gap-2">
        <progress
          max={100}
          value={percent}
          aria-label={t('campaign.funding.progress')}
          aria-valuetext={`${format.percent(percent)}%`}
          className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:bg-primary"
        />
        <span className="text-xs font-medium text-gray-700 tabular-nums" aria-hidden="true">
          {format.percent(percent)}%
        </span>
      </div>
    </div>
  );
}
