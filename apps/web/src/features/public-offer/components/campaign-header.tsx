import type { TPublicOffer } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { fundingPercent } from '../lib/format';

function CampaignImage({ campaign }: { campaign: TPublicOffer['campaign'] }) {
  if (campaign.imageUrl === null) return null;
  // Decorative: the campaign's name is the heading below. The server picks the landing's debt or equity placeholder when
  // the campaign has no image of its own.
  return (
    <img
      src={campaign.imageUrl}
      alt=""
      data-testid="offer-campaign-image"
      data-placeholder={campaign.isPlaceholderImage ? campaign.type : undefined}
      className="aspect-[3/1] w-full bg-gray-100 object-cover"
    />
  );
}

/** The campaign's presentation: picture, type, name, issuer, short description, subscription period and funding. */
export function CampaignHeader({
  campaign,
  textLanguage,
}: {
  campaign: TPublicOffer['campaign'];
  /** Language of the campaign texts (the offer's `language`). */
  textLanguage: TPublicOffer['language'];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const percent = fundingPercent(campaign.raisedAmount, campaign.targetAmount);
  return (
    <header className="overflow-hidden rounded-lg bg-white shadow-xs ring-1 ring-gray-200">
      <CampaignImage campaign={campaign} />
      <div className="px-6 py-6 sm:px-8">
        <p className="text-xs font-semibold tracking-wide text-primary uppercase" data-testid="offer-campaign-type">
          {t(`publicOffer.campaign.types.${campaign.type}`)}
        </p>
        <h1
          lang={textLanguage}
          data-testid="offer-campaign-name"
          className="mt-1 text-2xl font-semibold tracking-tight text-balance text-gray-900 sm:text-3xl"
        >
          {campaign.name}
        </h1>
        <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-1 text-sm">
          <div className="flex gap-1.5">
            <dt className="text-gray-500">{t('publicOffer.campaign.issuer')}:</dt>
            <dd className="font-medium text-gray-900" data-testid="offer-campaign-issuer">
              {campaign.issuerName}
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-gray-500">{t('publicOffer.campaign.period')}:</dt>
            <dd className="font-medium text-gray-900">
              {t('publicOffer.campaign.periodValue', {
                start: format.date(campaign.startDate),
                end: format.date(campaign.endDate),
              })}
            </dd>
          </div>
        </dl>
        {campaign.shortDescription && (
          <p lang={textLanguage} className="mt-4 text-base/7 text-pretty text-gray-700">
            {campaign.shortDescription}
          </p>
        )}
        <div className="mt-5 max-w-xl" data-testid="offer-campaign-funding">
          <p className="text-sm text-gray-700">
            {t('publicOffer.campaign.raised', {
              raised: format.money(campaign.raisedAmount, campaign.currency),
              target: format.money(campaign.targetAmount, campaign.currency),
            })}
          </p>
          <div className="mt-1.5 flex items-center gap-2">
            <progress
              max={100}
              value={percent}
              aria-label={t('publicOffer.campaign.progress')}
              aria-valuetext={`${percent}%`}
              className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:bg-primary"
            />
            <span aria-hidden="true" className="text-xs font-medium text-gray-700 tabular-nums">
              {percent}%
            </span>
          </div>
        </div>
      </div>
    </header>
  );
}
